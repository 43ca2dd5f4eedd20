/**
 * The payments area on the endpoint table: the worker's paths come from it, and the answers
 * stay what they were before the table (a token before the body, a group's own checks before
 * the payment mark's body, an unknown method or id not found, never a 5xx).
 */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/endpoint';
import { ADMIN_ROLES } from '../../contract/groups';
import { MESSAGES } from '../../contract/messages';
import { PAYMENT_ENDPOINTS } from '../../contract/payment-endpoints';
import { groups, memberships, users } from '../db/schema';
import { createTestApi, NOT_FOUND, type TestApi } from '../testing';

let api: TestApi;
let member: string;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 0, jobDemo: false });
  member = (await api.login('member@example.org')).access;
}, 400_000);
afterAll(() => api?.close());

describe('the payments endpoint table', () => {
  it('builds concrete paths', () => {
    expect(pathOf(PAYMENT_ENDPOINTS.plans)).toBe('/api/v1/subscription-plans/');
    expect(pathOf(PAYMENT_ENDPOINTS.portal)).toBe('/api/v1/payment/create-customer-portal-session/');
    expect(pathOf(PAYMENT_ENDPOINTS.paymentConfirmation, { id: 4 })).toBe('/api/v1/groups/4/payment-confirmation/');
  });

  it('asks for a token before it reads a body', async () => {
    for (const target of [
      PAYMENT_ENDPOINTS.createSubscription,
      PAYMENT_ENDPOINTS.donate,
      PAYMENT_ENDPOINTS.membershipCard,
    ]) {
      const res = await api.call('POST', pathOf(target), { body: { price_id: 7 } });
      expect([target.path, res.status, res.body]).toEqual([target.path, 401, { detail: MESSAGES.notAuthenticated }]);
    }
    const mark = await api.call('POST', '/api/v1/groups/abc/payment-confirmation/', { body: {} });
    expect(mark.status).toBe(401);
  });

  it('names each missing field, and refuses a body that is not an object', async () => {
    const res = await api.call('POST', pathOf(PAYMENT_ENDPOINTS.createSubscription), { token: member, body: {} });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body as object).sort()).toEqual(['cancel_url', 'price_id', 'success_url']);
    expect(JSON.stringify(res.body)).not.toContain('Invalid key');
    const card = await api.call('POST', pathOf(PAYMENT_ENDPOINTS.membershipCard), { token: member, body: [] });
    expect(card.status).toBe(400);
    expect(Object.keys(card.body as object)).toEqual(['non_field_errors']);
  });

  it('checks the group before the body of a payment mark', async () => {
    const unknownGroup = pathOf(PAYMENT_ENDPOINTS.paymentConfirmation, { id: 99_999_999 });
    const unknown = await api.call('POST', unknownGroup, { token: member, body: { user: 'x' } });
    expect(unknown.status).toBe(404);
    const notANumber = await api.call('POST', '/api/v1/groups/abc/payment-confirmation/', { token: member, body: {} });
    expect([notANumber.status, notANumber.body]).toEqual([404, NOT_FOUND]);
    const tenant = await api.deps.tenants.byHost('localhost');
    const mine = await api.database.db
      .select({ groupId: memberships.groupId })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(users.email, 'member@example.org'), inArray(memberships.role, [...ADMIN_ROLES])));
    const [other] = await api.database.db
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.tenantId, tenant!.id), notInArray(groups.id, [0, ...mine.map((row) => row.groupId)])))
      .limit(1);
    if (!other) throw new Error('the demo has a group member@ does not administer');
    const path = pathOf(PAYMENT_ENDPOINTS.paymentConfirmation, { id: other.id });
    const good = await api.call('POST', path, { token: member, body: { user: 1, action: 'accept' } });
    const bad = await api.call('POST', path, { token: member, body: { user: 'x' } });
    expect(good.status).toBe(403);
    expect([bad.status, bad.body]).toEqual([good.status, good.body]);
  });

  it('answers another method as an unknown path, token or not', async () => {
    for (const [method, path] of [
      ['DELETE', pathOf(PAYMENT_ENDPOINTS.plans)],
      ['GET', pathOf(PAYMENT_ENDPOINTS.createSubscription)],
      ['PUT', pathOf(PAYMENT_ENDPOINTS.membershipCard)],
      ['GET', '/api/v1/groups/1/payment-confirmation/'],
    ] as const) {
      for (const token of [undefined, member]) {
        const res = await api.call(method, path, token ? { token } : {});
        expect([method, path, res.status, res.body]).toEqual([method, path, 404, NOT_FOUND]);
      }
    }
  });
});
