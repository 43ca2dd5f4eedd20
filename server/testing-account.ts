/**
 * Test support for the account flows: a real captcha solve (the brute force a
 * browser runs), a signup through POST /api/v1/register/, and the stored mail read back
 * through /_dev/mail.json. Not a test itself; nothing of ours is mocked.
 */
import { createHash } from 'node:crypto';
import type { SignupPayload } from '../contract/account';
import { ACCOUNT_ENDPOINTS } from '../contract/account-endpoints';
import type { CaptchaChallenge } from '../contract/captcha';
import { captchaPayload } from '../contract/captcha';
import type { DevMail } from '../contract/dev-mail';
import { pathOf } from '../contract/endpoint';
import type { TestApi } from './testing';

export const SIGNUP_PASSWORD = 'signup-pass-2026';

/**
 * Finds the number whose SHA-256 of salt + number is the challenge, by the same brute force
 * a browser runs. Node's synchronous hash does the up to 50,000 tries in tens of
 * milliseconds; altcha-lib's WebCrypto solver takes seconds per solve on a busy machine,
 * which pushed the signup tests past their timeout.
 */
export function solveCaptcha({ challenge, salt, algorithm, maxnumber }: CaptchaChallenge): number {
  if (algorithm !== 'SHA-256') throw new Error(`unexpected captcha algorithm ${algorithm}`);
  for (let number = 0; number <= maxnumber; number += 1) {
    if (
      createHash('sha256')
        .update(salt + number)
        .digest('hex') === challenge
    )
      return number;
  }
  throw new Error('could not solve the captcha');
}

/** Fetches a challenge from the host's tenant and solves it. */
export async function solvedCaptcha(api: TestApi, host = 'localhost'): Promise<string> {
  const res = await api.call<CaptchaChallenge>('GET', pathOf(ACCOUNT_ENDPOINTS.captchaChallenge), { host });
  if (res.status !== 200) throw new Error(`challenge failed: ${res.status} ${res.text}`);
  return captchaPayload(res.body, solveCaptcha(res.body));
}

export function signupBody(email: string, captcha: string, overrides: Partial<SignupPayload> = {}): SignupPayload {
  return {
    first_name: 'Nia',
    last_name: 'Mensah',
    email,
    password: SIGNUP_PASSWORD,
    confirm_password: SIGNUP_PASSWORD,
    subscribe_to_newsletter: true,
    profile_type: 'individual',
    username: email,
    recaptcha_response: captcha,
    ...overrides,
  };
}

export interface SignedUp {
  access: string;
  refresh: string;
}

let clients = 0;
/** A new client address per call (the test app trusts X-Forwarded-For), so per-IP limits stay out of the way. */
export function nextClientIp(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

/** Signs up through the API (solving a fresh captcha) and answers the new member's tokens. */
export async function signUp(api: TestApi, email: string, host = 'localhost', ip = nextClientIp()): Promise<SignedUp> {
  const body = signupBody(email, await solvedCaptcha(api, host));
  const res = await api.call<SignedUp>('POST', pathOf(ACCOUNT_ENDPOINTS.register), {
    host,
    body,
    headers: { 'X-Forwarded-For': ip },
  });
  if (res.status !== 201) throw new Error(`signup of ${email} failed: ${res.status} ${res.text}`);
  return res.body;
}

/** The host tenant's stored mail to one address, newest first. */
export async function mailTo(api: TestApi, email: string, host = 'localhost'): Promise<DevMail[]> {
  const res = await api.call<DevMail[]>('GET', `/_dev/mail.json?to=${encodeURIComponent(email)}`, { host });
  if (res.status !== 200) throw new Error(`dev mail failed: ${res.status} ${res.text}`);
  return res.body;
}

export function codeIn(mail: DevMail | undefined): string {
  const code = /verification code is (\d{6})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

export function linkTokenIn(mail: DevMail | undefined, page: 'verify-email' | 'reset-password'): string {
  const token = new RegExp(`/${page}/([A-Za-z0-9_-]+)`).exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no ${page} link in the mail`);
  return token;
}

/** Signs up and verifies the e-mailed code: a verified member of the host's tenant. */
export async function signUpVerified(api: TestApi, email: string, host = 'localhost'): Promise<SignedUp> {
  const tokens = await signUp(api, email, host);
  const code = codeIn((await mailTo(api, email, host))[0]);
  const res = await api.call('POST', pathOf(ACCOUNT_ENDPOINTS.otpVerify), {
    host,
    token: tokens.access,
    body: { otp: code },
  });
  if (res.status !== 200) throw new Error(`verifying ${email} failed: ${res.status} ${res.text}`);
  return tokens;
}
