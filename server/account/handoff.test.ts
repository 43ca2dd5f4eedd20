import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenPair } from '../../contract/auth';
import { pathOf } from '../../contract/endpoint';
import type { Identity } from '../../contract/identity';
import { ORGANIZATION_ENDPOINTS, ORGANIZATION_MESSAGES } from '../../contract/organizations';
import { memberships, users } from '../db/schema';
import { createLogger } from '../logger';
import { CAMPUS_HOST, createTestApi, type TestApi } from '../testing';
import { signUp, signUpVerified } from '../testing-account';
import { accountTokens } from './schema';

const logLines: string[] = [];
let api: TestApi;
let campusOfficeId: number;
let northwindId: number;
beforeAll(async () => {
  const logger = createLogger('trace', { write: (line: string) => logLines.push(line) });
  api = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 1 }, null, { trustProxy: true, logger });
  const admin = await api.login('admin@example.org');
  const orgs = (await api.call<Identity>('GET', '/api/v1/identity/', { token: admin.access })).body.switchable_orgs;
  campusOfficeId = orgs.find((org) => org.name === 'Campus Careers Office')?.id ?? 0;
  northwindId = orgs.find((org) => org.name === 'Northwind Analytics')?.id ?? 0;
});
afterAll(() => api?.close());

const handoff = (token: string, body: unknown, host = 'localhost:8080') =>
  api.call<{ url: string }>('POST', pathOf(ORGANIZATION_ENDPOINTS.handoff), { token, body, host });
const redeem = (code: string, host: string) =>
  api.call<TokenPair>('POST', pathOf(ORGANIZATION_ENDPOINTS.handoffRedeem), { host, body: { code } });
const codeOf = (url: string) => new URL(url).searchParams.get('code') ?? '';

describe('POST /api/v1/handoff/', () => {
  it('answers the target portal’s /handoff address with a code that signs the same person in there once', async () => {
    const { access } = await api.login('member@example.org');
    const res = await handoff(access, { organization_id: campusOfficeId, next: '/jobs' });
    expect(res.status).toBe(200);
    const url = new URL(res.body.url);
    expect(`${url.origin}${url.pathname}`).toBe('http://campus.localhost:8080/handoff');
    expect(url.searchParams.get('next')).toBe('/jobs');
    expect(url.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.url).not.toContain(access);

    const wrongHost = await redeem(codeOf(res.body.url), 'localhost:8080');
    expect(wrongHost.status).toBe(400);
    expect(wrongHost.body).toEqual({ detail: ORGANIZATION_MESSAGES.handoffInvalid });
    const there = await redeem(codeOf(res.body.url), 'campus.localhost:8080');
    expect(there.status).toBe(200);
    const me = await api.call<Identity>('GET', '/api/v1/identity/', { host: CAMPUS_HOST, token: there.body.access });
    expect(me.body).toMatchObject({ email: 'member@example.org', organization: { name: 'Campus Careers Office' } });
    // The session is the campus account's: it means nothing on localhost.
    expect((await api.call('GET', '/api/v1/identity/', { token: there.body.access })).status).toBe(401);
    const reused = await redeem(codeOf(res.body.url), 'campus.localhost:8080');
    expect(reused.body).toEqual({ detail: ORGANIZATION_MESSAGES.handoffInvalid });
    const logged = logLines.join('');
    expect(logged).toContain('hand-off redeemed');
    expect(logged).not.toContain(codeOf(res.body.url));
  });

  it('stores only a hash of the code, and the code dies after its minute', async () => {
    const { access } = await api.login('student@example.org');
    const res = await handoff(access, { organization_id: campusOfficeId });
    const code = codeOf(res.body.url);
    expect(new URL(res.body.url).searchParams.get('next')).toBe('/');
    const rows = await api.database.db.select().from(accountTokens).where(eq(accountTokens.purpose, 'handoff'));
    expect(rows.some((row) => row.tokenHash === code || row.tokenHash.includes(code))).toBe(false);
    await api.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.purpose, 'handoff'));
    expect((await redeem(code, CAMPUS_HOST)).body).toEqual({ detail: ORGANIZATION_MESSAGES.handoffInvalid });
  });

  it('keeps the request’s port, or none, and never sends next off the site', async () => {
    const { access } = await api.login('admin@example.org');
    const res = await handoff(access, { organization_id: campusOfficeId, next: '//evil.example/x' }, 'localhost');
    expect(res.body.url).toMatch(/^http:\/\/campus\.localhost\/handoff\?code=[^&]+&next=%2F$/);
  });

  it('refuses a member with no verified same-e-mail account in the organization there', async () => {
    const loner = await signUpVerified(api, 'only-here@example.org');
    const refused = await handoff(loner.access, { organization_id: campusOfficeId });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: ORGANIZATION_MESSAGES.noAccountThere });

    // On campus the twin account waits for approval and is unverified: refused until both change.
    await signUp(api, 'twin@example.org', CAMPUS_HOST);
    const twin = await signUpVerified(api, 'twin@example.org');
    expect((await handoff(twin.access, { organization_id: campusOfficeId })).status).toBe(403);
    const [campusTwin] = await api.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, 'twin@example.org'), eq(users.tenantId, api.seeded.campusTenantId)));
    await api.database.db.update(memberships).set({ status: 'accepted' }).where(eq(memberships.userId, campusTwin!.id));
    expect((await handoff(twin.access, { organization_id: campusOfficeId })).status).toBe(403);
    await api.database.db.update(users).set({ isVerified: true }).where(eq(users.id, campusTwin!.id));
    expect((await handoff(twin.access, { organization_id: campusOfficeId })).status).toBe(200);
  });

  it('refuses this portal’s own organizations, unknown ones and bad input', async () => {
    const { access } = await api.login('admin@example.org');
    const same = await handoff(access, { organization_id: northwindId });
    expect(same.status).toBe(400);
    expect(same.body).toEqual({ detail: ORGANIZATION_MESSAGES.sameDomain });
    expect((await handoff(access, { organization_id: 999_999 })).status).toBe(404);
    expect((await handoff(access, {})).status).toBe(400);
    expect(
      (await api.call('POST', pathOf(ORGANIZATION_ENDPOINTS.handoff), { body: { organization_id: 1 } })).status,
    ).toBe(401);
    expect((await redeem('', CAMPUS_HOST)).status).toBe(400);
  });
});
