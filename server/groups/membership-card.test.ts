/**
 * The membership card: a tier-2 member gets an SVG drawn by the server with their
 * name, plan, member-since date and number, served from the media URL it answers; members
 * whose tier does not grant it, tenants with the star flag off and visitors are refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../contract/payments';
import { users } from '../db/schema';
import { renderMembershipCard } from '../payments/membership-card';
import { CAMPUS_HOST, createTestApi, type TestApi } from '../testing';
import { makePerson } from './membership-testing';

let api: TestApi;

const CARD = '/api/v1/payment/membership-card/';
const generate = (token?: string, host?: string) =>
  api.call<{ data?: string; detail?: string }>('POST', CARD, {
    ...(token ? { token } : {}),
    ...(host ? { host } : {}),
    body: {},
  });

beforeAll(async () => {
  api = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 0, jobDemo: false });
});
afterAll(() => api?.close());

describe('POST /api/v1/payment/membership-card/', () => {
  it('draws member@’s card and serves it as image/svg+xml', async () => {
    const { access } = await api.login('member@example.org');
    const res = await generate(access);
    expect(res.status).toBe(200);
    const url = res.body.data!;
    expect(url).toMatch(/^\/media\/uploads\/\d+\/[0-9a-f-]+\.svg$/);
    const image = await api.call<string>('GET', url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.text).toContain('<svg');
    expect(image.text).toContain('Mateo Silva');
    expect(image.text).toContain('Career Compass');
    expect(image.text).toContain('Pro member');
    expect(image.text).toContain('Member since');
    // Another tenant's host does not serve it.
    expect((await api.call('GET', url, { host: CAMPUS_HOST })).status).toBe(404);
  });

  it('escapes the member’s name', async () => {
    const person = await makePerson(api, { firstName: '<script>alert(1)</script>', lastName: 'Tom & "Jerry"' });
    await api.database.db.update(users).set({ membershipTier: 2 }).where(eq(users.id, person.id));
    const res = await generate(person.token);
    expect(res.status).toBe(200);
    const image = await api.call<string>('GET', res.body.data!);
    expect(image.text).not.toContain('<script>');
    expect(image.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Tom &amp; &quot;Jerry&quot;');
  });

  it('refuses a tier without the card, a tenant with star off, and visitors', async () => {
    const { access } = await api.login('student@example.org');
    const student = await generate(access);
    expect(student.status).toBe(403);
    expect(student.body).toEqual({ detail: PAYMENT_MESSAGES.membershipCardFailed });

    const tier1 = await makePerson(api);
    await api.database.db.update(users).set({ membershipTier: 1 }).where(eq(users.id, tier1.id));
    expect((await generate(tier1.token)).body).toEqual({ detail: PAYMENT_MESSAGES.membershipCardFailed });

    const campus = await api.login('member@example.org', CAMPUS_HOST);
    const offStar = await generate(campus.access, CAMPUS_HOST);
    expect(offStar.status).toBe(403);
    expect(offStar.body).toEqual({ detail: PAYMENT_MESSAGES.membershipCardFailed });

    expect((await generate()).status).toBe(401);
  });
});

describe('renderMembershipCard', () => {
  it('keeps every text escaped and a bad colour out', () => {
    const svg = renderMembershipCard({
      tenantName: 'A&B <Portal>',
      memberName: "O'Neil",
      planName: 'Pro',
      memberSince: new Date('2024-03-05T10:00:00Z'),
      memberNumber: '01-000042',
      color: '"/><script>',
    });
    expect(svg).toContain('A&amp;B &lt;Portal&gt;');
    expect(svg).toContain('O&apos;Neil');
    expect(svg).toContain('2024-03-05');
    expect(svg).toContain('01-000042');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('fill="#0f766e"');
  });
});
