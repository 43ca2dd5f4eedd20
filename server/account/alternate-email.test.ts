import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../contract/account';
import { ACCOUNT_ENDPOINTS, ALTERNATE_EMAIL_ENDPOINTS } from '../../contract/account-endpoints';
import { ALTERNATE_EMAIL_MESSAGES, type MakePrimaryResponse } from '../../contract/alternate-email';
import type { TokenPair } from '../../contract/auth';
import { pathOf } from '../../contract/endpoint';
import type { Identity } from '../../contract/identity';
import { MESSAGES } from '../../contract/messages';
import { createTestApi, type TestApi } from '../testing';
import { codeIn, linkTokenIn, mailTo, SIGNUP_PASSWORD, signUp, signUpVerified } from '../testing-account';
import { oneTimeCodes } from './schema';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 1 }, null, { trustProxy: true });
});
afterAll(() => api?.close());

const add = (token: string, email: string) =>
  api.call('POST', pathOf(ALTERNATE_EMAIL_ENDPOINTS.add), { token, body: { email } });
const verify = (token: string, otp: string) =>
  api.call('POST', pathOf(ALTERNATE_EMAIL_ENDPOINTS.verify), { token, body: { otp } });
const identity = async (token: string) => (await api.call<Identity>('GET', '/api/v1/identity/', { token })).body;
const loginStatus = async (email: string) =>
  (await api.call('POST', '/api/v1/token/', { body: { email, password: SIGNUP_PASSWORD } })).status;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('alternate e-mail: none, added, verified, primary', () => {
  it('mails a code to the new address, verifies it, and swaps it in as the login e-mail', async () => {
    const { access, refresh } = await signUpVerified(api, 'alt-owner@example.org');
    const added = await add(access, 'Alt.New@Example.org');
    expect(added.status).toBe(200);
    expect(added.body).toEqual({
      detail: ALTERNATE_EMAIL_MESSAGES.codeSent,
      alternate_email: 'alt.new@example.org',
      is_alternate_email_verified: false,
    });
    expect(await identity(access)).toMatchObject({
      alternate_email: 'alt.new@example.org',
      is_alternate_email_verified: false,
    });
    const code = codeIn((await mailTo(api, 'alt.new@example.org'))[0]);

    const early = await api.call('POST', pathOf(ALTERNATE_EMAIL_ENDPOINTS.makePrimary), { token: access });
    expect(early.body).toEqual({ detail: ALTERNATE_EMAIL_MESSAGES.notVerified });
    expect((await verify(access, wrongCode(code))).body).toEqual({ otp: [ACCOUNT_MESSAGES.otpInvalid] });
    expect((await verify(access, code)).body).toMatchObject({ is_alternate_email_verified: true });
    expect((await identity(access)).is_alternate_email_verified).toBe(true);

    // A reset link mailed to the old address before the swap must die with it.
    await api.call('POST', pathOf(ACCOUNT_ENDPOINTS.passwordForgot), { body: { email: 'alt-owner@example.org' } });
    const resetToken = linkTokenIn((await mailTo(api, 'alt-owner@example.org'))[0], 'reset-password');

    const swapped = await api.call<MakePrimaryResponse>('POST', pathOf(ALTERNATE_EMAIL_ENDPOINTS.makePrimary), {
      token: access,
    });
    expect(swapped.status).toBe(200);
    expect(swapped.body).toMatchObject({ detail: ALTERNATE_EMAIL_MESSAGES.madePrimary, email: 'alt.new@example.org' });
    expect(await loginStatus('alt-owner@example.org')).toBe(401);
    expect(await loginStatus('alt.new@example.org')).toBe(200);
    const mine = await identity(swapped.body.access);
    expect(mine).toMatchObject({ email: 'alt.new@example.org', alternate_email: null, is_verified: true });

    const oldSession = await api.call('POST', '/api/v1/token/refresh/', { body: { refresh } });
    expect(oldSession.body).toEqual({ detail: MESSAGES.tokenInvalid });
    const newSession = await api.call<TokenPair>('POST', '/api/v1/token/refresh/', {
      body: { refresh: swapped.body.refresh },
    });
    expect(newSession.status).toBe(200);
    const reset = await api.call('POST', pathOf(ACCOUNT_ENDPOINTS.passwordReset), {
      body: { token: resetToken, password: 'taken-over-2026', confirm_password: 'taken-over-2026' },
    });
    expect(reset.body).toEqual({ detail: ACCOUNT_MESSAGES.resetInvalid });
  });

  it('refuses the own primary address and one taken by another member of the tenant', async () => {
    const { access } = await signUpVerified(api, 'alt-taken@example.org');
    expect((await add(access, 'ALT-TAKEN@example.org')).body).toEqual({
      email: [ALTERNATE_EMAIL_MESSAGES.sameAsPrimary],
    });
    expect((await add(access, 'member@example.org')).body).toEqual({ email: [ACCOUNT_MESSAGES.emailTaken] });
    const other = await signUpVerified(api, 'alt-rival@example.org');
    expect((await add(other.access, 'wanted@example.org')).status).toBe(200);
    expect((await add(access, 'wanted@example.org')).body).toEqual({ email: [ACCOUNT_MESSAGES.emailTaken] });
    expect((await add(access, 'not-an-email')).status).toBe(400);
  });

  it('is only for verified members, and only with the latest, fresh code', async () => {
    const unverified = await signUp(api, 'alt-unverified@example.org');
    const refused = await add(unverified.access, 'alt-unverified-2@example.org');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: ACCOUNT_MESSAGES.unverifiedOnly });

    const { access } = await signUpVerified(api, 'alt-late@example.org');
    expect((await verify(access, '123456')).body).toEqual({ detail: ALTERNATE_EMAIL_MESSAGES.missing });
    await add(access, 'alt-late-1@example.org');
    const first = codeIn((await mailTo(api, 'alt-late-1@example.org'))[0]);
    await add(access, 'alt-late-2@example.org');
    const second = codeIn((await mailTo(api, 'alt-late-2@example.org'))[0]);
    // Two random six-digit codes: equal once in a million runs.
    expect(first).not.toBe(second);
    expect((await verify(access, first)).body).toEqual({ otp: [ACCOUNT_MESSAGES.otpInvalid] });
    await api.database.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await verify(access, second)).body).toEqual({ otp: [ACCOUNT_MESSAGES.otpExpired] });
  });

  it('removes the alternate address with DELETE', async () => {
    const { access } = await signUpVerified(api, 'alt-remove@example.org');
    await add(access, 'alt-removed@example.org');
    const removed = await api.call('DELETE', pathOf(ALTERNATE_EMAIL_ENDPOINTS.add), { token: access });
    expect(removed.status).toBe(204);
    expect(await identity(access)).toMatchObject({ alternate_email: null, is_alternate_email_verified: false });
    const code = codeIn((await mailTo(api, 'alt-removed@example.org'))[0]);
    expect((await verify(access, code)).body).toEqual({ detail: ALTERNATE_EMAIL_MESSAGES.missing });
  });
});
