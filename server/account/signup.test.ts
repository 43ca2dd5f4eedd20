import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../contract/account';
import { ACCOUNT_ENDPOINTS } from '../../contract/account-endpoints';
import type { CaptchaChallenge } from '../../contract/captcha';
import { pathOf } from '../../contract/endpoint';
import type { Identity } from '../../contract/identity';
import { CAMPUS_HOST, createTestApi, type TestApi } from '../testing';
import { codeIn, mailTo, nextClientIp, signUp, signupBody, solvedCaptcha } from '../testing-account';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ jobCount: 3, draftJobCount: 0, campusJobCount: 3 }, null, { trustProxy: true });
});
afterAll(() => api?.close());

const register = (body: unknown, host = 'localhost', ip = nextClientIp()) =>
  api.call<Record<string, unknown>>('POST', pathOf(ACCOUNT_ENDPOINTS.register), {
    host,
    body,
    headers: { 'X-Forwarded-For': ip },
  });

describe('GET /api/v1/captcha/challenge/', () => {
  it('answers a signed SHA-256 challenge a browser solves quickly', async () => {
    const res = await api.call<CaptchaChallenge>('GET', pathOf(ACCOUNT_ENDPOINTS.captchaChallenge));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ algorithm: 'SHA-256', maxnumber: 50_000 });
    expect(res.body.salt).toMatch(/expires=\d+/);
    expect(res.body.signature).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('POST /api/v1/register/', () => {
  it('creates an unverified, signed-in member and e-mails a code and a link', async () => {
    const res = await register(signupBody('New.Member@Example.org', await solvedCaptcha(api)), 'localhost:5173');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ detail: ACCOUNT_MESSAGES.signupSuccess, redirect_to_login: true });
    const identity = await api.call<Identity>('GET', '/api/v1/identity/', { token: String(res.body['access']) });
    expect(identity.status).toBe(200);
    expect(identity.body).toMatchObject({
      email: 'new.member@example.org',
      is_verified: false,
      is_trial_user: false,
      membership_status: 'accepted',
      organization: { name: 'Career Compass' },
      profile: { first_name: 'Nia', last_name: 'Mensah' },
      preferences: { current_role: null, focus_area: null },
    });
    const [mail] = await mailTo(api, 'NEW.MEMBER@example.org');
    expect(mail?.subject).toMatch(/verification code/i);
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    expect(mail?.text).toMatch(/http:\/\/localhost:5173\/verify-email\/[A-Za-z0-9_-]{43}/);
  });

  it('never lets a crafted Host header point the link at another site', async () => {
    await register(signupBody('crafted@example.org', await solvedCaptcha(api)), 'localhost:1@evil.example');
    const [mail] = await mailTo(api, 'crafted@example.org');
    expect(mail?.text).toContain('http://localhost/verify-email/');
    expect(mail?.text).not.toContain('evil');
  });

  it('makes a campus signup wait for the office: membership pending', async () => {
    const { access } = await signUp(api, 'fresher@example.org', CAMPUS_HOST);
    const identity = await api.call<Identity>('GET', '/api/v1/identity/', { host: CAMPUS_HOST, token: access });
    expect(identity.body).toMatchObject({ membership_status: 'pending', is_verified: false });
    expect(await mailTo(api, 'fresher@example.org')).toEqual([]);
    expect(await mailTo(api, 'fresher@example.org', CAMPUS_HOST)).toHaveLength(1);
  });

  it('refuses a duplicate e-mail of the tenant, but not of another tenant', async () => {
    const taken = await register(signupBody('MEMBER@example.org', await solvedCaptcha(api)));
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ email: [ACCOUNT_MESSAGES.emailTaken] });
    await signUp(api, 'twice@example.org');
    const again = await register(signupBody('twice@example.org', await solvedCaptcha(api)));
    expect(again.body).toEqual({ email: [ACCOUNT_MESSAGES.emailTaken] });
    await signUp(api, 'twice@example.org', CAMPUS_HOST);
  });

  it('answers field errors with the spec messages', async () => {
    const res = await register({ email: 'x', password: 'short', confirm_password: 'other', first_name: '' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      first_name: [ACCOUNT_MESSAGES.firstNameMin],
      last_name: [ACCOUNT_MESSAGES.lastNameMin],
      password: [ACCOUNT_MESSAGES.passwordMin],
      recaptcha_response: [ACCOUNT_MESSAGES.captchaRequired],
    });
  });

  it('refuses a missing, forged, foreign or replayed captcha', async () => {
    const invalid = { recaptcha_response: [ACCOUNT_MESSAGES.captchaInvalid] };
    const missing = await register({ ...signupBody('c1@example.org', ''), recaptcha_response: undefined });
    expect(missing.body).toEqual({ recaptcha_response: [ACCOUNT_MESSAGES.captchaRequired] });
    expect((await register(signupBody('c1@example.org', 'bm90IGEgcGF5bG9hZA=='))).body).toEqual(invalid);
    const solved = await solvedCaptcha(api);
    const forged = JSON.parse(atob(solved)) as { number: number };
    const wrongNumber = btoa(JSON.stringify({ ...forged, number: forged.number + 1 }));
    expect((await register(signupBody('c1@example.org', wrongNumber))).body).toEqual(invalid);
    const campusSolved = await solvedCaptcha(api, CAMPUS_HOST);
    expect((await register(signupBody('c1@example.org', campusSolved))).body).toEqual(invalid);
    expect((await register(signupBody('c1@example.org', solved))).status).toBe(201);
    const replay = await register(signupBody('c2@example.org', solved));
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual(invalid);
  });

  it('limits signups per client address: 10 an hour, then 429', async () => {
    const ip = '192.0.2.7';
    for (let i = 0; i < 10; i += 1) {
      expect((await register({}, 'localhost', ip)).status).toBe(400);
    }
    const limited = await register(signupBody('late@example.org', await solvedCaptcha(api)), 'localhost', ip);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ detail: ACCOUNT_MESSAGES.tooManyRequests });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    expect((await register(signupBody('late@example.org', await solvedCaptcha(api)))).status).toBe(201);
  });
});

describe('an unverified member', () => {
  it('gets 403 on member routes but can read jobs, verify and then use them', async () => {
    const { access } = await signUp(api, 'gate@example.org');
    const bookmarks = await api.call('GET', '/api/v1/bookmark/job/', { token: access });
    expect(bookmarks.status).toBe(403);
    expect(bookmarks.body).toEqual({ detail: ACCOUNT_MESSAGES.unverifiedOnly });
    const feedback = await api.call('POST', pathOf(ACCOUNT_ENDPOINTS.sendFeedback), {
      token: access,
      body: { title: 't' },
    });
    expect(feedback.status).toBe(403);
    expect((await api.call('GET', '/api/v1/jobs/', { token: access })).status).toBe(200);
    expect((await api.call('GET', '/api/v1/config/', { token: access })).status).toBe(200);
    const code = codeIn((await mailTo(api, 'gate@example.org'))[0]);
    const verified = await api.call('POST', pathOf(ACCOUNT_ENDPOINTS.otpVerify), {
      token: access,
      body: { otp: code },
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ detail: ACCOUNT_MESSAGES.emailVerified });
    expect((await api.call('GET', '/api/v1/bookmark/job/', { token: access })).status).toBe(200);
    const identity = await api.call<Identity>('GET', '/api/v1/identity/', { token: access });
    expect(identity.body.is_verified).toBe(true);
  });
});
