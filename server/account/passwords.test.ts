import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../contract/account';
import { ACCOUNT_ENDPOINTS } from '../../contract/account-endpoints';
import type { TokenPair } from '../../contract/auth';
import { pathOf } from '../../contract/endpoint';
import { MESSAGES } from '../../contract/messages';
import { CAMPUS_HOST, createTestApi, DEMO_PASSWORD, type TestApi } from '../testing';
import { linkTokenIn, mailTo, nextClientIp, SIGNUP_PASSWORD, signUp } from '../testing-account';
import { accountTokens } from './schema';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ jobCount: 3, draftJobCount: 0, campusJobCount: 3 }, null, { trustProxy: true });
});
afterAll(() => api?.close());

const forgot = (email: string, host = 'localhost', ip = nextClientIp()) =>
  api.call('POST', pathOf(ACCOUNT_ENDPOINTS.passwordForgot), {
    host,
    body: { email },
    headers: { 'X-Forwarded-For': ip },
  });
const reset = (token: string, password: string, host = 'localhost') =>
  api.call('POST', pathOf(ACCOUNT_ENDPOINTS.passwordReset), {
    host,
    body: { token, password, confirm_password: password },
  });
const login = (email: string, password: string, host = 'localhost') =>
  api.call<TokenPair>('POST', '/api/v1/token/', { host, body: { email, password } });
const refresh = (token: string, host = 'localhost') =>
  api.call<TokenPair>('POST', '/api/v1/token/refresh/', { host, body: { refresh: token } });

describe('POST /api/v1/password/forgot/', () => {
  it('answers the same for unknown e-mails and sends nothing', async () => {
    const unknown = await forgot('nobody@example.org');
    const known = await forgot('student@example.org');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ detail: ACCOUNT_MESSAGES.resetSent });
    expect(known.text).toBe(unknown.text);
    expect(await mailTo(api, 'nobody@example.org')).toEqual([]);
    const [mail] = await mailTo(api, 'student@example.org');
    expect(mail?.text).toMatch(/http:\/\/localhost\/reset-password\/[A-Za-z0-9_-]{43}/);
  });

  it('checks the e-mail format', async () => {
    const res = await forgot('not-an-email');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: [ACCOUNT_MESSAGES.validEmail] });
  });

  it('limits requests per e-mail and per client address', async () => {
    for (let i = 0; i < 5; i += 1) expect((await forgot('limit@example.org')).status).toBe(200);
    expect((await forgot('limit@example.org')).body).toEqual({ detail: ACCOUNT_MESSAGES.tooManyRequests });
    const ip = '198.51.100.9';
    for (let i = 0; i < 20; i += 1) expect((await forgot(`ip${i}@example.org`, 'localhost', ip)).status).toBe(200);
    const limited = await forgot('ip-late@example.org', 'localhost', ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
  });
});

describe('POST /api/v1/password/reset/', () => {
  it('sets the password once, ends every session, and spends the link', async () => {
    const session = await api.login('admin@example.org');
    await forgot('admin@example.org');
    const token = linkTokenIn((await mailTo(api, 'admin@example.org'))[0], 'reset-password');
    const res = await reset(token, 'brand-new-pass');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: ACCOUNT_MESSAGES.passwordChanged });
    expect((await refresh(session.refresh)).status).toBe(401);
    expect((await login('admin@example.org', DEMO_PASSWORD)).status).toBe(401);
    expect((await login('admin@example.org', 'brand-new-pass')).status).toBe(200);
    const again = await reset(token, 'another-new-pass');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: ACCOUNT_MESSAGES.resetInvalid });
  });

  it('refuses unknown, expired and other tenants’ tokens', async () => {
    const invalid = { detail: ACCOUNT_MESSAGES.resetInvalid };
    expect((await reset('no-such-token', 'whatever-pass')).body).toEqual(invalid);
    await forgot('member@example.org', CAMPUS_HOST);
    const campusToken = linkTokenIn((await mailTo(api, 'member@example.org', CAMPUS_HOST))[0], 'reset-password');
    expect((await reset(campusToken, 'whatever-pass')).body).toEqual(invalid);
    expect((await login('member@example.org', DEMO_PASSWORD)).status).toBe(200);
    await api.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.purpose, 'reset_password'));
    expect((await reset(campusToken, 'whatever-pass', CAMPUS_HOST)).body).toEqual(invalid);
  });

  it('validates the new password', async () => {
    const res = await api.call('POST', pathOf(ACCOUNT_ENDPOINTS.passwordReset), {
      body: { token: 't', password: 'short', confirm_password: 'other' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ password: [ACCOUNT_MESSAGES.passwordMin] });
  });
});

describe('POST /api/v1/password/change/', () => {
  const change = (token: string, old_password: string, new_password: string) =>
    api.call<Record<string, string>>('POST', pathOf(ACCOUNT_ENDPOINTS.passwordChange), {
      token,
      body: { old_password, new_password, confirm_password: new_password },
    });

  it('refuses a wrong current password', async () => {
    const { access } = await api.login('student@example.org');
    const res = await change(access, 'not-my-password', 'another-pass-1');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ old_password: [ACCOUNT_MESSAGES.wrongPassword] });
    expect((await api.call('POST', pathOf(ACCOUNT_ENDPOINTS.passwordChange), { body: {} })).status).toBe(401);
  });

  it('changes it, ends the other sessions and answers a fresh pair (unverified members too)', async () => {
    const first = await signUp(api, 'changer@example.org');
    const second = await login('changer@example.org', SIGNUP_PASSWORD);
    const res = await change(first.access, SIGNUP_PASSWORD, 'changed-pass-1');
    expect(res.status).toBe(200);
    expect(res.body['detail']).toBe(ACCOUNT_MESSAGES.passwordChanged);
    expect((await refresh(first.refresh)).status).toBe(401);
    expect((await refresh(second.body.refresh)).body).toEqual({ detail: MESSAGES.tokenInvalid });
    expect((await refresh(String(res.body['refresh']))).status).toBe(200);
    expect((await login('changer@example.org', 'changed-pass-1')).status).toBe(200);
  });
});
