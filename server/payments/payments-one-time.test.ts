/**
 * One-time payments through the real app and PGlite: a paid circle's join
 * request, acceptance, checkout (pending), completion (confirmed, ledger row) and
 * cancellation (back to unpaid); the administrators' paid/unpaid marks; donations; and
 * every refusal. Checkouts are completed by the provider's normalised events, as the
 * embedded page and the Stripe webhook both do.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Group, GroupMember } from '../../contract/groups';
import { PAYMENT_MESSAGES } from '../../contract/payments';
import { changes, groups } from '../db/schema';
import { addMembership, makeGroup, makePerson, memberCalls, membershipRow } from '../groups/membership-testing';
import { createTestApi, type TestApi, userIdOf } from '../testing';
import { applyProviderEvent } from './events';
import { checkoutSessions, payments } from './schema';

let api: TestApi;
let calls: ReturnType<typeof memberCalls>;
let admin: string;
let student: string;
let studentId: number;
let circleId: number;
let orgId: number;

const ORIGIN = 'http://localhost:8080';
const urls = (type: string, group: number) => ({
  success_url: `${ORIGIN}/payment/success?type=${type}&group=${group}`,
  cancel_url: `${ORIGIN}/payment/cancel?type=${type}&group=${group}`,
});
const pay = (token: string | undefined, groupId: number, extra: Record<string, unknown> = {}) =>
  api.call<{ data: string; detail?: string }>('POST', '/api/v1/payment/create-one-time-payment/', {
    ...(token ? { token } : {}),
    body: { entity_type: 'group', group_id: groupId, ...urls('payment', groupId), ...extra },
  });
const donate = (token: string | undefined, groupId: number, priceId: string) =>
  api.call<{ data: string; detail?: string; price_id?: string[] }>('POST', '/api/v1/payment/donate/', {
    ...(token ? { token } : {}),
    body: { price_id: priceId, group_id: groupId, ...urls('donation', groupId) },
  });
const mark = (token: string | undefined, groupId: number, user: number, action: string) =>
  api.call<GroupMember & { detail?: string }>('POST', `/api/v1/groups/${groupId}/payment-confirmation/`, {
    ...(token ? { token } : {}),
    body: { user, action },
  });

const sessionOf = (url: string) => {
  const match = /\/checkout\/(cs_[\w-]+)$/.exec(url);
  if (!match) throw new Error(`not a checkout URL: ${url}`);
  return match[1]!;
};
const complete = (sessionId: string) =>
  applyProviderEvent(api.deps, {
    id: `evt_${sessionId}_completed`,
    provider: 'embedded',
    created: new Date(),
    type: 'checkout.completed',
    sessionId,
    subscription: null,
  });
const expire = (sessionId: string) =>
  applyProviderEvent(api.deps, {
    id: `evt_${sessionId}_expired`,
    provider: 'embedded',
    created: new Date(),
    type: 'checkout.expired',
    sessionId,
  });
const ledger = (sessionId: string) =>
  api.database.db.select().from(payments).where(eq(payments.checkoutSessionId, sessionId));
const sessionRow = async (sessionId: string) =>
  (await api.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)))[0];

const groupChanges = async (userId: number) =>
  (
    await api.database.db
      .select({ seq: changes.seq })
      .from(changes)
      .where(and(eq(changes.userId, userId), eq(changes.entity, 'group'), eq(changes.entityId, String(circleId))))
  ).length;

async function groupIdBySlug(slug: string, tenantId = api.seeded.defaultTenantId) {
  const [row] = await api.database.db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.tenantId, tenantId), eq(groups.nameSlug, slug)));
  return row!.id;
}

beforeAll(async () => {
  api = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 0, jobDemo: false });
  calls = memberCalls(api);
  admin = (await api.login('admin@example.org')).access;
  student = (await api.login('student@example.org')).access;
  studentId = await userIdOf(api, 'student@example.org');
  circleId = await groupIdBySlug('product-leadership-circle');
  orgId = (await api.deps.tenants.byId(api.seeded.defaultTenantId))!.defaultOrgId!;
});
afterAll(() => api?.close());

describe('paying for a paid circle', () => {
  it('takes the request, then after acceptance a checkout: pending, then confirmed with a ledger row', async () => {
    const joined = await calls.join(student, circleId);
    expect(joined.status).toBe(201);
    expect(joined.body.membership_status).toBe('pending');
    expect((await pay(student, circleId)).body).toEqual({ detail: PAYMENT_MESSAGES.notAccepted });
    expect((await calls.respond(admin, circleId, [studentId], 'accept')).status).toBe(200);

    const started = await pay(student, circleId);
    expect(started.status).toBe(200);
    expect(started.body.data.startsWith(`${ORIGIN}/checkout/cs_`)).toBe(true);
    const sessionId = sessionOf(started.body.data);
    expect(await sessionRow(sessionId)).toMatchObject({
      kind: 'payment',
      groupId: circleId,
      userId: studentId,
      amountCents: 4410,
      discountPercent: 10,
      discountName: 'Product Leadership Circle discount',
      status: 'open',
    });
    expect((await membershipRow(api, circleId, studentId))?.paymentStatus).toBe('pending');
    const again = await pay(student, circleId);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: PAYMENT_MESSAGES.alreadyPaid });

    expect(await complete(sessionId)).toBe('applied');
    expect((await membershipRow(api, circleId, studentId))?.paymentStatus).toBe('confirmed');
    expect(await ledger(sessionId)).toMatchObject([
      { kind: 'payment', amountCents: 4410, groupId: circleId, userId: studentId },
    ]);
    const group = await api.call<Group>('GET', `/api/v1/groups/${circleId}/`, { token: student });
    expect(group.body.payment_status).toBe('confirmed');
    // A replayed completion changes nothing twice.
    expect(await complete(sessionId)).toBe('duplicate');
    expect(await ledger(sessionId)).toHaveLength(1);
    expect((await pay(student, circleId)).body).toEqual({ detail: PAYMENT_MESSAGES.alreadyPaid });
  });

  it('goes back to unpaid when the checkout is cancelled, unless another checkout is still open', async () => {
    const person = await makePerson(api);
    await addMembership(api, circleId, person.id, { status: 'accepted' });
    const first = sessionOf((await pay(person.token, circleId)).body.data);
    expect(await expire(first)).toBe('applied');
    expect((await membershipRow(api, circleId, person.id))?.paymentStatus).toBeNull();
    expect(await ledger(first)).toHaveLength(0);

    const second = sessionOf((await pay(person.token, circleId)).body.data);
    // An administrator marks the payment unpaid, so the member starts a third checkout.
    expect((await mark(admin, circleId, person.id, 'reject')).body.payment_status).toBeNull();
    const third = sessionOf((await pay(person.token, circleId)).body.data);
    expect(await expire(second)).toBe('applied');
    expect((await membershipRow(api, circleId, person.id))?.paymentStatus).toBe('pending');
    expect(await expire(third)).toBe('applied');
    expect((await membershipRow(api, circleId, person.id))?.paymentStatus).toBeNull();
    // A completion arriving after the cancel is ignored: the session is no longer open.
    expect(await complete(third)).toBe('ignored');
    expect((await membershipRow(api, circleId, person.id))?.paymentStatus).toBeNull();
  });

  it('completes and cancels through the embedded checkout page', async () => {
    const person = await makePerson(api);
    await addMembership(api, circleId, person.id, { status: 'accepted' });
    const url = (await pay(person.token, circleId)).body.data;
    const page = await api.call<string>('GET', new URL(url).pathname);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Product Leadership Circle');
    expect(page.text).toContain('$44.10');
    expect(page.text).toContain('Complete payment');
    const changesBefore = await groupChanges(person.id);
    const done = await api.call('POST', `${new URL(url).pathname}/complete`);
    expect(done.status).toBe(303);
    // The member's devices learn of the new payment_status through the change feed.
    expect(await groupChanges(person.id)).toBeGreaterThan(changesBefore);
    expect(done.headers.get('location')).toBe(urls('payment', circleId).success_url);
    expect((await membershipRow(api, circleId, person.id))?.paymentStatus).toBe('confirmed');

    const other = await makePerson(api);
    await addMembership(api, circleId, other.id, { status: 'accepted' });
    const cancelUrl = (await pay(other.token, circleId)).body.data;
    const cancelled = await api.call('POST', `${new URL(cancelUrl).pathname}/cancel`);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(urls('payment', circleId).cancel_url);
    expect((await membershipRow(api, circleId, other.id))?.paymentStatus).toBeNull();
  });

  it('refuses unpaid groups, non-members, other tenants, foreign URLs and visitors', async () => {
    const person = await makePerson(api);
    const free = await makeGroup(api);
    await addMembership(api, free, person.id, { status: 'accepted' });
    expect((await pay(person.token, free)).body).toEqual({ detail: PAYMENT_MESSAGES.notPaidGroup });
    const noPrice = await makeGroup(api, { isPaid: true, priceCents: 0 });
    expect((await pay(person.token, noPrice)).body).toEqual({ detail: PAYMENT_MESSAGES.notPaidGroup });
    expect((await pay(person.token, circleId)).body).toEqual({ detail: PAYMENT_MESSAGES.notAccepted });

    const campusCircle = await groupIdBySlug('product-leadership-circle', api.seeded.campusTenantId);
    const other = await pay(person.token, campusCircle);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ detail: 'Not found.' });

    await addMembership(api, circleId, person.id, { status: 'accepted' });
    const foreign = await pay(person.token, circleId, { success_url: 'https://evil.example/paid' });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toHaveProperty('success_url');
    expect((await membershipRow(api, circleId, person.id))?.paymentStatus).toBeNull();
    expect((await pay(person.token, circleId, { entity_type: 'job' })).status).toBe(400);
    expect((await pay(undefined, circleId)).status).toBe(401);
  });
});

describe('administrators mark payments', () => {
  it('marks an accepted member paid or unpaid; refuses non-administrators and confirmed payments', async () => {
    const person = await makePerson(api, { firstName: 'Payee' });
    await addMembership(api, circleId, person.id, { status: 'accepted' });
    const denied = await mark(student, circleId, person.id, 'accept');
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ detail: 'You do not have permission to manage members.' });
    expect((await mark(undefined, circleId, person.id, 'accept')).status).toBe(401);

    const paid = await mark(admin, circleId, person.id, 'accept');
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ id: person.id, name: 'Payee Tester', payment_status: 'confirmed' });
    expect((await membershipRow(api, circleId, person.id))?.paymentStatus).toBe('confirmed');
    for (const action of ['accept', 'reject']) {
      const refused = await mark(admin, circleId, person.id, action);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ detail: 'Could not perform action' });
    }

    const pending = await makePerson(api);
    await addMembership(api, circleId, pending.id, { status: 'accepted' });
    await pay(pending.token, circleId);
    expect((await mark(admin, circleId, pending.id, 'reject')).body.payment_status).toBeNull();
    expect((await membershipRow(api, circleId, pending.id))?.paymentStatus).toBeNull();

    const applicant = await makePerson(api);
    await addMembership(api, circleId, applicant.id, { status: 'pending' });
    expect((await mark(admin, circleId, applicant.id, 'accept')).body).toEqual({ detail: 'Could not perform action' });
    expect((await mark(admin, circleId, 99_999_999, 'accept')).status).toBe(400);
    expect((await mark(admin, circleId, person.id, 'maybe')).status).toBe(400);
    expect((await mark(admin, 99_999_999, person.id, 'accept')).status).toBe(404);
  });
});

describe('donations', () => {
  it('opens a checkout at the organization’s donation price and records the gift', async () => {
    const member = (await api.login('member@example.org')).access;
    const memberId = await userIdOf(api, 'member@example.org');
    const started = await donate(member, orgId, 'price_donation_default');
    expect(started.status).toBe(200);
    const sessionId = sessionOf(started.body.data);
    expect(await sessionRow(sessionId)).toMatchObject({ kind: 'donation', groupId: orgId, amountCents: 2500 });
    expect(await complete(sessionId)).toBe('applied');
    expect(await ledger(sessionId)).toMatchObject([
      { kind: 'donation', amountCents: 2500, groupId: orgId, userId: memberId },
    ]);
  });

  it('refuses a wrong price, a group without donations, a missing price and visitors', async () => {
    const wrong = await donate(student, orgId, 'price_basic_month');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ detail: PAYMENT_MESSAGES.noDonations });
    expect((await donate(student, circleId, 'price_donation_default')).body).toEqual({
      detail: PAYMENT_MESSAGES.noDonations,
    });
    const orphan = await makeGroup(api, {
      groupType: 'organization',
      donationDetails: { name: 'Orphan fund', description: 'No price', stripe_price_id: 'price_missing' },
    });
    const missing = await donate(student, orphan, 'price_missing');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ price_id: [PAYMENT_MESSAGES.priceNotFound] });
    // A plan's price is not a donation price, even when an organization names it.
    const planPriced = await makeGroup(api, {
      groupType: 'organization',
      donationDetails: { name: 'Odd fund', description: 'Plan price', stripe_price_id: 'price_basic_month' },
    });
    expect((await donate(student, planPriced, 'price_basic_month')).body).toEqual({
      price_id: [PAYMENT_MESSAGES.priceNotFound],
    });
    expect((await donate(undefined, orgId, 'price_donation_default')).status).toBe(401);
    const campusOrg = (await api.deps.tenants.byId(api.seeded.campusTenantId))!.defaultOrgId!;
    expect((await donate(student, campusOrg, 'price_donation_default')).status).toBe(404);
  });
});
