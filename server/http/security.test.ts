/** Security headers on every kind of response, the dev mail pages, and no secrets in the logs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ENDPOINTS } from '../../contract/account-endpoints';
import type { DevMail } from '../../contract/dev-mail';
import { pathOf } from '../../contract/endpoint';
import { createLogger } from '../logger';
import { createTestApi, type TestApi } from '../testing';
import { codeIn, linkTokenIn, mailTo, SIGNUP_PASSWORD, signUp } from '../testing-account';

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "font-src 'self'; connect-src 'self' ws: wss:; worker-src 'self' blob:; manifest-src 'self'; " +
  'frame-src https://www.youtube-nocookie.com https://player.vimeo.com; ' +
  "frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

const logLines: string[] = [];
let api: TestApi;
beforeAll(async () => {
  const logger = createLogger('trace', { write: (line: string) => logLines.push(line) });
  api = await createTestApi({ jobCount: 3, draftJobCount: 0, campusJobCount: 3 }, null, { trustProxy: true, logger });
});
afterAll(() => api?.close());

describe('security headers', () => {
  it('every response carries the CSP, nosniff, the referrer policy and DENY framing', async () => {
    const responses = [
      await api.call('GET', '/api/v1/config/'),
      await api.call('GET', '/api/v1/identity/'),
      await api.call('GET', '/api/v1/nothing-here/'),
      await api.call('GET', '/_dev/mail'),
      await api.call('GET', '/some/page'),
      await api.call('GET', '/api/v1/config/', { host: 'unknown.example' }),
    ];
    expect(responses.map((res) => res.status)).toEqual([200, 401, 404, 200, 404, 404]);
    for (const res of responses) {
      const normalized = res.headers.get('content-security-policy')?.replace(/;\s*/g, '; ').replace(/;\s*$/, '');
      expect(normalized).toBe(CSP);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('lets pages frame exactly the video players the use cases embed, and nothing else', async () => {
    const res = await api.call('GET', '/usecase/interview-practice-coach');
    const directives = (res.headers.get('content-security-policy') ?? '').split(';').map((part) => part.trim());
    const frameSrc = directives.filter((directive) => directive.startsWith('frame-src '));
    expect(frameSrc).toHaveLength(1);
    const hosts = frameSrc[0]?.split(/\s+/).slice(1);
    expect(hosts?.sort()).toEqual(['https://player.vimeo.com', 'https://www.youtube-nocookie.com']);
    // No older fallback directive widens it again.
    expect(directives.some((directive) => directive.startsWith('child-src'))).toBe(false);
  });
});

describe('/_dev/mail', () => {
  it('lists the tenant’s stored mail as HTML (no scripts) and as JSON filtered by recipient', async () => {
    await signUp(api, 'Dev.Mail@example.org');
    const page = await api.call<string>('GET', '/_dev/mail');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('Your verification code for Career Compass');
    expect(page.text).toContain('Dev.Mail@example.org'.toLowerCase());
    expect(page.text).not.toMatch(/<script/i);
    const json = await api.call<DevMail[]>('GET', '/_dev/mail.json?to=DEV.MAIL@EXAMPLE.ORG');
    expect(json.body).toHaveLength(1);
    expect(Object.keys(json.body[0]!).sort()).toEqual(['created_at', 'html', 'id', 'subject', 'text', 'to']);
    expect(await mailTo(api, 'dev.mail@example.org', 'campus.localhost')).toEqual([]);
  });
});

describe('logs', () => {
  it('never hold a password, a code, a verification key or a reset token', async () => {
    logLines.length = 0;
    const email = 'logs@example.org';
    const { access } = await signUp(api, email);
    await api.call('POST', pathOf(ACCOUNT_ENDPOINTS.otpVerify), { token: access, body: { otp: '000000' } });
    await api.call('POST', pathOf(ACCOUNT_ENDPOINTS.otpResend), { token: access });
    const [latest] = await mailTo(api, email);
    const code = codeIn(latest);
    const key = linkTokenIn(latest, 'verify-email');
    await api.call('POST', pathOf(ACCOUNT_ENDPOINTS.otpVerify), { token: access, body: { otp: code } });
    await api.call('POST', pathOf(ACCOUNT_ENDPOINTS.passwordForgot), { body: { email } });
    const resetToken = linkTokenIn((await mailTo(api, email))[0], 'reset-password');
    const newPassword = 'a-secret-new-password';
    await api.call('POST', pathOf(ACCOUNT_ENDPOINTS.passwordReset), {
      body: { token: resetToken, password: newPassword, confirm_password: newPassword },
    });
    await api.call('POST', pathOf(ACCOUNT_ENDPOINTS.verifyEmail), { body: { verification_key: key } });

    const output = logLines.join('');
    expect(output).toContain('mail stored');
    expect(output).toContain('member signed up');
    for (const secret of [SIGNUP_PASSWORD, newPassword, key, resetToken, access]) {
      expect(output).not.toContain(secret);
    }
    // Six digits could sit inside a timestamp by chance: look for the code as a number of its own.
    expect(output).not.toMatch(new RegExp(`(^|\\D)${code}(\\D|$)`));
  });
});
