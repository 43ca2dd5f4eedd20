import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, OTP_MAX_ATTEMPTS } from '../../contract/account';
import { ACCOUNT_ENDPOINTS } from '../../contract/account-endpoints';
import type { TokenPair } from '../../contract/auth';
import { pathOf } from '../../contract/endpoint';
import type { Identity } from '../../contract/identity';
import { CAMPUS_HOST, createTestApi, type TestApi } from '../testing';
import { codeIn, linkTokenIn, mailTo, signUp } from '../testing-account';
import { accountTokens, oneTimeCodes } from './schema';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ jobCount: 3, draftJobCount: 0, campusJobCount: 3 }, null, { trustProxy: true });
});
afterAll(() => api?.close());

const verifyOtp = (token: string, otp: string, host = 'localhost') =>
  api.call('POST', pathOf(ACCOUNT_ENDPOINTS.otpVerify), { host, token, body: { otp } });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const isVerified = async (token: string, host = 'localhost') =>
  (await api.call<Identity>('GET', '/api/v1/identity/', { host, token })).body.is_verified;

describe('POST /api/v1/otp/verify/', () => {
  it('rejects a wrong code, then accepts the right one once', async () => {
    const { access } = await signUp(api, 'otp-ok@example.org');
    const code = codeIn((await mailTo(api, 'otp-ok@example.org'))[0]);
    const wrong = await verifyOtp(access, wrongCode(code));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ otp: [ACCOUNT_MESSAGES.otpInvalid] });
    expect((await verifyOtp(access, code)).status).toBe(200);
    expect(await isVerified(access)).toBe(true);
    const again = await verifyOtp(access, code);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: ACCOUNT_MESSAGES.alreadyVerified });
  });

  it('kills the code after OTP_MAX_ATTEMPTS wrong tries, even for the right code', async () => {
    const { access } = await signUp(api, 'otp-brute@example.org');
    const code = codeIn((await mailTo(api, 'otp-brute@example.org'))[0]);
    const tries = await Promise.all(
      Array.from({ length: OTP_MAX_ATTEMPTS + 3 }, () => verifyOtp(access, wrongCode(code))),
    );
    expect(tries.every((res) => res.status === 400)).toBe(true);
    expect(tries.filter((res) => JSON.stringify(res.body).includes(ACCOUNT_MESSAGES.otpInvalid))).toHaveLength(
      OTP_MAX_ATTEMPTS - 1,
    );
    const right = await verifyOtp(access, code);
    expect(right.status).toBe(400);
    expect(right.body).toEqual({ otp: [ACCOUNT_MESSAGES.otpTooManyAttempts] });
    expect(await isVerified(access)).toBe(false);
  });

  it('refuses an expired code', async () => {
    const { access } = await signUp(api, 'otp-late@example.org');
    const code = codeIn((await mailTo(api, 'otp-late@example.org'))[0]);
    await api.database.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await verifyOtp(access, code);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ otp: [ACCOUNT_MESSAGES.otpExpired] });
  });

  it('refuses a code mailed by another tenant', async () => {
    const local = await signUp(api, 'both@example.org');
    await signUp(api, 'both@example.org', CAMPUS_HOST);
    const campusCode = codeIn((await mailTo(api, 'both@example.org', CAMPUS_HOST))[0]);
    const localCode = codeIn((await mailTo(api, 'both@example.org'))[0]);
    if (campusCode === localCode) return; // one chance in a million: nothing to tell apart
    expect((await verifyOtp(local.access, campusCode)).body).toEqual({ otp: [ACCOUNT_MESSAGES.otpInvalid] });
  });
});

describe('POST /api/v1/otp/resend/', () => {
  it('mails a new code, kills the old one, and limits resends', async () => {
    const { access } = await signUp(api, 'otp-resend@example.org');
    const first = codeIn((await mailTo(api, 'otp-resend@example.org'))[0]);
    const resent = await api.call('POST', pathOf(ACCOUNT_ENDPOINTS.otpResend), { token: access });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ detail: ACCOUNT_MESSAGES.otpSent });
    const mails = await mailTo(api, 'otp-resend@example.org');
    expect(mails).toHaveLength(2);
    const second = codeIn(mails[0]);
    const limited = await api.call('POST', pathOf(ACCOUNT_ENDPOINTS.otpResend), { token: access });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ detail: ACCOUNT_MESSAGES.tooManyRequests });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(await mailTo(api, 'otp-resend@example.org')).toHaveLength(2);
    // Two random six-digit codes: equal once in a million runs.
    expect(first).not.toBe(second);
    expect((await verifyOtp(access, first)).status).toBe(400);
    expect((await verifyOtp(access, second)).status).toBe(200);
  });

  it('needs a signed-in, unverified member', async () => {
    expect((await api.call('POST', pathOf(ACCOUNT_ENDPOINTS.otpResend))).status).toBe(401);
    const { access } = await api.login('member@example.org');
    const res = await api.call('POST', pathOf(ACCOUNT_ENDPOINTS.otpResend), { token: access });
    expect(res.body).toEqual({ detail: ACCOUNT_MESSAGES.alreadyVerified });
  });
});

describe('POST /api/v1/verify-email/', () => {
  const verifyEmail = (verification_key: string, host = 'localhost') =>
    api.call<{ access_token: string; refresh: string }>('POST', pathOf(ACCOUNT_ENDPOINTS.verifyEmail), {
      host,
      body: { verification_key },
    });
  const failed = { detail: ACCOUNT_MESSAGES.verificationFailed };

  it('verifies once and signs the member in; the key is then spent', async () => {
    await signUp(api, 'link@example.org');
    const key = linkTokenIn((await mailTo(api, 'link@example.org'))[0], 'verify-email');
    const res = await verifyEmail(key);
    expect(res.status).toBe(200);
    expect(await isVerified(res.body.access_token)).toBe(true);
    const refreshed = await api.call<TokenPair>('POST', '/api/v1/token/refresh/', {
      body: { refresh: res.body.refresh },
    });
    expect(refreshed.status).toBe(200);
    const again = await verifyEmail(key);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(failed);
  });

  it('refuses unknown, expired and other tenants’ keys', async () => {
    expect((await verifyEmail('not-a-key')).body).toEqual(failed);
    expect((await api.call('POST', pathOf(ACCOUNT_ENDPOINTS.verifyEmail), { body: {} })).status).toBe(400);
    await signUp(api, 'link-campus@example.org', CAMPUS_HOST);
    const campusKey = linkTokenIn((await mailTo(api, 'link-campus@example.org', CAMPUS_HOST))[0], 'verify-email');
    expect((await verifyEmail(campusKey)).body).toEqual(failed);
    await api.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.purpose, 'verify_email'));
    expect((await verifyEmail(campusKey, CAMPUS_HOST)).body).toEqual(failed);
  });

  it('is spent by verifying with the code instead', async () => {
    const { access } = await signUp(api, 'code-first@example.org');
    const [mail] = await mailTo(api, 'code-first@example.org');
    expect((await verifyOtp(access, codeIn(mail))).status).toBe(200);
    expect((await verifyEmail(linkTokenIn(mail, 'verify-email'))).body).toEqual(failed);
  });
});
