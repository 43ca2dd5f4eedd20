import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenPair } from '../../contract/auth';
import type { Identity } from '../../contract/identity';
import { MESSAGES } from '../../contract/messages';
import { users } from '../db/schema';
import { CAMPUS_HOST, createTestApi, DEMO_PASSWORD, type TestApi } from '../testing';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ jobCount: 5, draftJobCount: 0, campusJobCount: 5 });
});
afterAll(() => api?.close());

describe('POST /api/v1/token/', () => {
  it('answers a token pair for the right password', async () => {
    const res = await api.call<TokenPair>('POST', '/api/v1/token/', {
      body: { email: 'member@example.org', password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.access.split('.')).toHaveLength(3);
    expect(res.body.refresh.length).toBeGreaterThan(20);
  });

  it('accepts username as an alias of email, in any case', async () => {
    const res = await api.call('POST', '/api/v1/token/', {
      body: { username: 'Student@Example.org', password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
  });

  it('answers 401 with the spec message for a wrong password or an unknown account', async () => {
    for (const email of ['member@example.org', 'nobody@example.org']) {
      const res = await api.call('POST', '/api/v1/token/', { body: { email, password: 'wrong-password' } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: MESSAGES.invalidCredentials });
    }
  });

  it('answers 401, not 500, for an account whose stored hash argon2 cannot read', async () => {
    await api.database.db
      .update(users)
      .set({ passwordHash: 'not-a-login' })
      .where(eq(users.email, 'newcomer@example.org'));
    const res = await api.call('POST', '/api/v1/token/', {
      body: { email: 'newcomer@example.org', password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: MESSAGES.invalidCredentials });
  });

  it('answers 400 with field errors for bad input', async () => {
    const res = await api.call('POST', '/api/v1/token/', { body: { email: 'not-an-email', password: '' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: [MESSAGES.invalidEmail], password: [MESSAGES.enterPassword] });
    const empty = await api.call('POST', '/api/v1/token/', { body: {} });
    expect(empty.body).toEqual({ email: [MESSAGES.enterEmail], password: [MESSAGES.enterPassword] });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await api.call('POST', '/api/v1/token/', {
      headers: { 'Content-Type': 'application/json' },
      body: undefined,
    });
    expect(res.status).toBe(400);
    const raw = await api.app.request('/api/v1/token/', {
      method: 'POST',
      headers: { Host: 'localhost', 'Content-Type': 'application/json' },
      body: '{not json',
    });
    expect(raw.status).toBe(400);
  });

  it('throttles an account at one address after 10 failed attempts, even with the right password', async () => {
    const body = { email: 'admin@example.org', password: 'wrong-password' };
    for (let i = 0; i < 10; i += 1) {
      expect((await api.call('POST', '/api/v1/token/', { host: CAMPUS_HOST, body })).status).toBe(401);
    }
    const right = { email: 'admin@example.org', password: DEMO_PASSWORD };
    const locked = await api.call('POST', '/api/v1/token/', { host: CAMPUS_HOST, body: right });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ detail: 'Too many failed sign-in attempts. Try again in 15 minutes.' });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // Only that account of that tenant.
    expect((await api.call('POST', '/api/v1/token/', { body: right })).status).toBe(200);
  });

  it('refuses a body over 1 MB', async () => {
    const res = await api.call('POST', '/api/v1/token/', { body: { email: 'x'.repeat(1_100_000), password: 'p' } });
    expect(res.status).toBe(413);
  });
});

describe('refresh tokens', () => {
  it('rotate: the new pair works, the old refresh token is spent', async () => {
    const first = await api.login('member@example.org');
    const second = await api.call<TokenPair>('POST', '/api/v1/token/refresh/', { body: { refresh: first.refresh } });
    expect(second.status).toBe(200);
    expect(second.body.refresh).not.toBe(first.refresh);
    const identity = await api.call('GET', '/api/v1/identity/', { token: second.body.access });
    expect(identity.status).toBe(200);
    const third = await api.call<TokenPair>('POST', '/api/v1/token/refresh/', {
      body: { refresh: second.body.refresh },
    });
    expect(third.status).toBe(200);
  });

  it('reusing a spent refresh token revokes the whole family', async () => {
    const first = await api.login('member@example.org');
    const second = await api.call<TokenPair>('POST', '/api/v1/token/refresh/', { body: { refresh: first.refresh } });
    const reuse = await api.call('POST', '/api/v1/token/refresh/', { body: { refresh: first.refresh } });
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ detail: MESSAGES.tokenInvalid });
    // The legitimate latest token of the family is dead too.
    const latest = await api.call('POST', '/api/v1/token/refresh/', { body: { refresh: second.body.refresh } });
    expect(latest.status).toBe(401);
    // Another session of the same user is untouched.
    const other = await api.login('member@example.org');
    expect((await api.call('POST', '/api/v1/token/refresh/', { body: { refresh: other.refresh } })).status).toBe(200);
  });

  it('logout revokes the family and answers 204', async () => {
    const pair = await api.login('student@example.org');
    const res = await api.call('POST', '/api/v1/logout/', { body: { refresh: pair.refresh } });
    expect(res.status).toBe(204);
    expect((await api.call('POST', '/api/v1/token/refresh/', { body: { refresh: pair.refresh } })).status).toBe(401);
  });

  it('a refresh token of another tenant is invalid here', async () => {
    const campus = await api.login('member@example.org', CAMPUS_HOST);
    const res = await api.call('POST', '/api/v1/token/refresh/', { body: { refresh: campus.refresh } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: MESSAGES.tokenInvalid });
  });
});

describe('GET /api/v1/identity/', () => {
  it('describes the member: profile, default organization, subscription', async () => {
    const { access } = await api.login('member@example.org');
    const res = await api.call<Identity>('GET', '/api/v1/identity/', { token: access });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: 'member@example.org',
      profile: { first_name: 'Mateo', last_name: 'Silva' },
      organization: { name: 'Career Compass' },
      membership_status: 'accepted',
      is_verified: true,
      is_staff: false,
      is_org_admin: false,
      user_subscription: { applied_membership_tier: 2, use_ama: true, one_to_one_chat: true },
    });
    // This portal's two; the same e-mail's campus organizations follow (see organizations.test.ts).
    const here = res.body.switchable_orgs.filter((org) => org.domain === 'localhost');
    expect(here.map((org) => org.name)).toContain('Career Compass');
    expect(here.length).toBe(2);
  });

  it('marks the admin as staff and organization admin on tier 3', async () => {
    const { access } = await api.login('admin@example.org');
    const res = await api.call<Identity>('GET', '/api/v1/identity/', { token: access });
    expect(res.body).toMatchObject({
      is_staff: true,
      is_org_admin: true,
      user_subscription: { applied_membership_tier: 3 },
    });
  });

  it('answers 401 without a token and with a bad one, with the DRF messages', async () => {
    const missing = await api.call('GET', '/api/v1/identity/');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ detail: MESSAGES.notAuthenticated });
    const bad = await api.call('GET', '/api/v1/identity/', { token: 'not.a.jwt' });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ detail: MESSAGES.tokenInvalid });
  });
});
