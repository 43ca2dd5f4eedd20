/**
 * Rate limits kept in the database (auth/throttle.ts, auth/login-limits.ts): exact budgets
 * under concurrency, one budget for two apps on one database (two processes), sign-in
 * limited by account AND address so a stranger cannot lock a member out, and the 429 a
 * member reads. Limiter details and the same atomic take on a real Postgres are in
 * throttle-limiter.test.ts.
 */
import { like } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../contract/account';
import { ACCOUNT_ENDPOINTS } from '../../contract/account-endpoints';
import { pathOf } from '../../contract/endpoint';
import { MESSAGES } from '../../contract/messages';
import { createApp } from '../app';
import type { AppEnv } from '../app-env';
import { createLogger } from '../logger';
import { rateLimitBuckets as buckets } from '../ops/schema';
import { createTestApi, DEMO_PASSWORD, type TestApi } from '../testing';
import { mailTo, signUp } from '../testing-account';
import {
  LOGIN_ACCOUNT,
  LOGIN_ACCOUNT_AT_ADDRESS,
  LOGIN_ADDRESS,
  PASSWORD_CHANGE_TRIES,
  passwordTriesLockedOut,
  signInLockedOut,
} from './login-limits';

const WRONG = 'wrong-password';
/** N: the tries one account has at one address. */
const N = LOGIN_ACCOUNT_AT_ADDRESS.max;

let api: TestApi;
/** A second server process: its own app, on the same database. */
let other: Hono<AppEnv>;
beforeAll(async () => {
  api = await createTestApi({ jobCount: 3, draftJobCount: 0, campusJobCount: 3 }, null, { trustProxy: true });
  other = createApp({
    db: api.database.db,
    secret: api.deps.secret,
    logger: createLogger('silent'),
    trustProxy: true,
  }).app;
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.database.db.delete(buckets);
});

interface Answer {
  status: number;
  detail: unknown;
  retryAfter: string | null;
}

async function signIn(app: Hono<AppEnv>, email: string, password: string, address: string): Promise<Answer> {
  const res = await app.request('/api/v1/token/', {
    method: 'POST',
    headers: { Host: 'localhost:8080', 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({ email, password }),
  });
  const body: unknown = await res.json();
  const detail = body && typeof body === 'object' && 'detail' in body ? body.detail : undefined;
  return { status: res.status, detail, retryAfter: res.headers.get('retry-after') };
}

/** How many answers had each status, e.g. { 401: 10, 429: 90 }. */
function tally(answers: readonly { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

const times = <T>(count: number, make: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => make(index)));

/** Stored hits of the one bucket whose key starts with `prefix` and ends with `suffix` (null: no row). */
async function hitsOf(prefix: string, suffix: string): Promise<number | null> {
  const rows = await api.database.db
    .select({ hits: buckets.hits })
    .from(buckets)
    .where(like(buckets.key, `${prefix}:%${suffix}`));
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0]?.hits ?? null;
}

describe('signing in: a try is taken before the password is checked', () => {
  it('answers exactly N 401s to 100 concurrent wrong logins for one account at one address, the rest 429', async () => {
    const answers = await times(100, () => signIn(api.app, 'member@example.org', WRONG, '203.0.113.1'));
    expect(tally(answers)).toEqual({ 401: N, 429: 100 - N });
    expect(answers.filter((a) => a.status === 401).every((a) => a.detail === MESSAGES.invalidCredentials)).toBe(true);
    expect(await hitsOf(LOGIN_ACCOUNT_AT_ADDRESS.name, 'member@example.org:203.0.113.1')).toBe(N);
  });

  it('says what happened and when to try again: Retry-After and the detail, also to the right password', async () => {
    for (let i = 0; i < N; i += 1)
      expect((await signIn(api.app, 'student@example.org', WRONG, '203.0.113.2')).status).toBe(401);
    const locked = await signIn(api.app, 'student@example.org', DEMO_PASSWORD, '203.0.113.2');
    expect(locked.status).toBe(429);
    const seconds = Number(locked.retryAfter);
    expect(seconds).toBeGreaterThan(LOGIN_ACCOUNT_AT_ADDRESS.windowSeconds - 60);
    expect(seconds).toBeLessThanOrEqual(LOGIN_ACCOUNT_AT_ADDRESS.windowSeconds);
    expect(locked.detail).toBe(signInLockedOut(seconds));
    expect(locked.detail).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
  });

  it("lets the member in at another address while a stranger's failures lock only the stranger's", async () => {
    const stranger = await times(N + 5, () => signIn(api.app, 'member@example.org', WRONG, '198.51.100.66'));
    expect(tally(stranger)).toEqual({ 401: N, 429: 5 });
    expect((await signIn(api.app, 'member@example.org', DEMO_PASSWORD, '198.51.100.66')).status).toBe(429);
    expect((await signIn(api.app, 'member@example.org', DEMO_PASSWORD, '198.51.100.77')).status).toBe(200);
  });

  it('starts the account afresh at that address after a success, and counts the success as no failure', async () => {
    const address = '203.0.113.3';
    for (let i = 0; i < N - 1; i += 1) await signIn(api.app, 'student@example.org', WRONG, address);
    expect((await signIn(api.app, 'student@example.org', DEMO_PASSWORD, address)).status).toBe(200);
    expect(await hitsOf(LOGIN_ACCOUNT_AT_ADDRESS.name, `student@example.org:${address}`)).toBeNull();
    expect(await hitsOf(LOGIN_ADDRESS.name, address)).toBe(N - 1);
    expect(await hitsOf(LOGIN_ACCOUNT.name, 'student@example.org')).toBe(N - 1);
    const again = await times(N + 1, () => signIn(api.app, 'student@example.org', WRONG, address));
    expect(tally(again)).toEqual({ 401: N, 429: 1 });
  });

  it('stops one address trying many accounts (credential stuffing), not the members elsewhere', async () => {
    const address = '192.0.2.50';
    const stuffing = await times(LOGIN_ADDRESS.max + 5, (i) =>
      signIn(api.app, `leaked${i}@example.org`, WRONG, address),
    );
    expect(tally(stuffing)).toEqual({ 401: LOGIN_ADDRESS.max, 429: 5 });
    const locked = await signIn(api.app, 'newcomer@example.org', DEMO_PASSWORD, address);
    expect(locked.status).toBe(429);
    expect(locked.detail).toBe(signInLockedOut(Number(locked.retryAfter)));
    expect((await signIn(api.app, 'newcomer@example.org', DEMO_PASSWORD, '192.0.2.51')).status).toBe(200);
  });

  it('stops one account being guessed from many addresses at its ceiling (distributed guessing)', async () => {
    const addresses = Math.ceil(LOGIN_ACCOUNT.max / N);
    const guesses = await times(addresses * N, (i) =>
      signIn(api.app, 'admin@example.org', WRONG, `100.64.0.${Math.floor(i / N)}`),
    );
    expect(tally(guesses)).toEqual({ 401: LOGIN_ACCOUNT.max });
    const locked = await signIn(api.app, 'admin@example.org', WRONG, '100.64.1.1');
    expect(locked.status).toBe(429);
    expect(Number(locked.retryAfter)).toBeGreaterThan(LOGIN_ACCOUNT_AT_ADDRESS.windowSeconds);
    expect(Number(locked.retryAfter)).toBeLessThanOrEqual(LOGIN_ACCOUNT.windowSeconds);
  });
});

describe('two server processes on one database', () => {
  it('share one budget: tries split across them stop at N in all', async () => {
    const answers = await times(100, (i) =>
      signIn(i % 2 === 0 ? api.app : other, 'member@example.org', WRONG, '203.0.113.9'),
    );
    expect(tally(answers)).toEqual({ 401: N, 429: 100 - N });
  });

  it('see a lockout made on the other', async () => {
    for (let i = 0; i < N; i += 1)
      expect((await signIn(api.app, 'student@example.org', WRONG, '203.0.113.10')).status).toBe(401);
    const there = await signIn(other, 'student@example.org', DEMO_PASSWORD, '203.0.113.10');
    expect(there.status).toBe(429);
    expect(there.detail).toBe(signInLockedOut(Number(there.retryAfter)));
    // The member is still welcome at another address, through either process.
    expect((await signIn(other, 'student@example.org', DEMO_PASSWORD, '203.0.113.11')).status).toBe(200);
  });
});

describe('changing the password: a wrong current password is a taken try', () => {
  it('answers exactly the allowed 400s to concurrent wrong tries, then 429 with the wait', async () => {
    const { access } = await api.login('member@example.org');
    const body = { old_password: WRONG, new_password: 'another-pass-1', confirm_password: 'another-pass-1' };
    const answers = await times(30, () =>
      api.call('POST', pathOf(ACCOUNT_ENDPOINTS.passwordChange), { token: access, body }),
    );
    expect(tally(answers)).toEqual({ 400: PASSWORD_CHANGE_TRIES.max, 429: 30 - PASSWORD_CHANGE_TRIES.max });
    const locked = answers.find((a) => a.status === 429);
    const seconds = Number(locked?.headers.get('retry-after'));
    expect(locked?.body).toEqual({ detail: passwordTriesLockedOut(seconds) });
  });
});

describe('resending the code: one per 30 seconds and five an hour, taken together', () => {
  it('sends exactly one of 20 concurrent resends, and the refused ones count against neither limit', async () => {
    const { access } = await signUp(api, 'resend-race@example.org');
    const answers = await times(20, () => api.call('POST', pathOf(ACCOUNT_ENDPOINTS.otpResend), { token: access }));
    expect(tally(answers)).toEqual({ 200: 1, 429: 19 });
    expect(await mailTo(api, 'resend-race@example.org')).toHaveLength(2);
    expect(await hitsOf('otp-resend-interval', '')).toBe(1);
    expect(await hitsOf('otp-resend-hour', '')).toBe(1);
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.body).toEqual({ detail: ACCOUNT_MESSAGES.tooManyRequests });
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused?.headers.get('retry-after'))).toBeLessThanOrEqual(30);
  });
});
