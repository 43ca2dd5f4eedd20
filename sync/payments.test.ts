/**
 * The worker's payment calls against the fake network peer: what lands in meta, how refusals
 * read (detail, first field error, the spec's default), and that nothing is queued offline.
 */
import { describe, expect, it } from 'vitest';
import {
  type GroupMember,
  MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_PATHS,
  type SubscriptionDetail,
  type SubscriptionPlan,
} from '../contract';
import { getMeta, groupMemberKey } from './db';
import { createPayments } from './payments';
import { signIn, testContext } from './testing/fake-fixtures';
import { createFakeServer } from './testing/fake-server';
import { testDb } from './testing/fixtures';

const plan = (id: number, tier: number): SubscriptionPlan => ({
  id,
  name: `Plan ${tier}`,
  description: '',
  subscription_tier: tier,
  included_features: [],
  excluded_features: [],
  prices: tier === 0 ? [] : [{ price: 900 * tier, recurring: 'month', stripe_price_id: `p${tier}`, trial_days: null }],
});

const detail = (cancelAt: string | null): SubscriptionDetail => ({
  status: 'active',
  trial_end: null,
  current_period_end: '2026-12-21T00:00:00.000Z',
  canceled_at: null,
  cancel_at: cancelAt,
  client_secret: null,
  publishable_key: null,
  discount: null,
  price: {
    id: 'price_pro_month',
    unit_amount: 1900,
    recurring: { interval: 'month' },
    metadata: { subscription_tier: 2 },
  },
  plan_name: 'Pro',
  is_institutional: false,
  institution_name: null,
  resolve_url: null,
});

const SUBSCRIBE = {
  price_id: 'price_basic_month',
  success_url: 'http://portal.test/payment/success?type=subscription',
  cancel_url: 'http://portal.test/payment/cancel?type=subscription',
};

async function device(signedIn = true) {
  const server = createFakeServer();
  const db = testDb();
  if (signedIn) await signIn(db, server);
  const payments = createPayments(testContext(db, server));
  const at = (path: string) => (request: { path: string }) => request.path === path;
  const answer = (path: string, status: number, body?: unknown) => server.failNext({ status, body }, at(path));
  return { server, db, payments, answer, sent: (path: string) => server.requests.filter(at(path)) };
}

describe('payments worker area', () => {
  it('stores the plans sorted by tier, asked without a token; a body outside the contract is a failure', async () => {
    const { db, payments, answer, sent } = await device();
    answer(PAYMENT_PATHS.plans, 200, { data: [plan(3, 2), plan(1, 0), plan(2, 1)], discounts: [] });
    expect(await payments.plans()).toBe('ready');
    expect((await getMeta(db, 'plans'))?.data.map((p) => p.subscription_tier)).toEqual([0, 1, 2]);
    expect(sent(PAYMENT_PATHS.plans)[0]?.authorization).toBeNull();

    answer(PAYMENT_PATHS.plans, 200, { data: [{ id: 'x' }] });
    expect(await payments.plans()).toBe('failed');
    answer(PAYMENT_PATHS.plans, 500);
    expect(await payments.plans()).toBe('failed');
    expect((await getMeta(db, 'plans'))?.data).toHaveLength(3);
  });

  it('answers offline when the server is out of reach and keeps the stored plans', async () => {
    const { server, db, payments, answer } = await device(false);
    answer(PAYMENT_PATHS.plans, 200, { data: [plan(1, 0)], discounts: [] });
    expect(await payments.plans()).toBe('ready');
    server.failNext('network');
    expect(await payments.plans()).toBe('offline');
    expect((await getMeta(db, 'plans'))?.data).toHaveLength(1);
  });

  it('reads the detail only when signed in, storing it (null too) and the identity again', async () => {
    const visitor = await device(false);
    expect(await visitor.payments.detail()).toBe('failed');
    expect(visitor.server.requests).toHaveLength(0);

    const { db, payments, answer, sent } = await device();
    answer(PAYMENT_PATHS.detail, 200, { data: detail(null) });
    expect(await payments.detail()).toBe('ready');
    expect(await getMeta(db, 'subscriptionDetail')).toMatchObject({ plan_name: 'Pro', status: 'active' });
    expect(sent('/api/v1/identity/')).toHaveLength(1);
    expect(await getMeta(db, 'identity')).toBeTruthy();

    answer(PAYMENT_PATHS.detail, 200, { data: null });
    expect(await payments.detail()).toBe('ready');
    expect(await getMeta(db, 'subscriptionDetail')).toBeNull();
  });

  it('answers the checkout URL, and a refusal with detail, else first field error, else the default', async () => {
    const { payments, answer, sent } = await device();
    answer(PAYMENT_PATHS.createSubscription, 200, { data: 'http://portal.test/checkout/cs_1' });
    expect(await payments.subscribe(SUBSCRIBE)).toEqual({ kind: 'done', url: 'http://portal.test/checkout/cs_1' });
    const [request] = sent(PAYMENT_PATHS.createSubscription);
    expect(request?.body).toEqual(SUBSCRIBE);
    expect(request?.idempotencyKey).toBeTruthy();

    answer(PAYMENT_PATHS.createSubscription, 400, { price_id: [PAYMENT_MESSAGES.priceNotFound] });
    expect(await payments.subscribe(SUBSCRIBE)).toEqual({
      kind: 'failed',
      message: PAYMENT_MESSAGES.priceNotFound,
      errors: { price_id: [PAYMENT_MESSAGES.priceNotFound] },
    });
    answer(PAYMENT_PATHS.oneTimePayment, 403, { detail: PAYMENT_MESSAGES.notAccepted });
    const pay = { entity_type: 'group' as const, group_id: 4, success_url: 'a', cancel_url: 'b' };
    expect(await payments.payForGroup(pay)).toEqual({
      kind: 'failed',
      message: PAYMENT_MESSAGES.notAccepted,
      errors: {},
    });
    answer(PAYMENT_PATHS.donate, 400, {});
    const gift = { price_id: 'price_donation_default', group_id: 1, success_url: 'a', cancel_url: 'b' };
    expect(await payments.donate(gift)).toMatchObject({ kind: 'failed', message: PAYMENT_MESSAGES.couldNotProceed });
    answer(PAYMENT_PATHS.membershipCard, 403, {});
    expect(await payments.membershipCard()).toMatchObject({ message: PAYMENT_MESSAGES.membershipCardFailed });
    answer(PAYMENT_PATHS.portal, 200, { url: 'not data' });
    expect(await payments.portal('http://portal.test/membership')).toMatchObject({ kind: 'failed' });
    expect(sent(PAYMENT_PATHS.portal)[0]?.body).toEqual({ return_url: 'http://portal.test/membership' });
  });

  it('answers offline without queueing anything when the network is down', async () => {
    const { server, db, payments } = await device();
    server.failNext('network');
    expect(await payments.subscribe(SUBSCRIBE)).toEqual({ kind: 'offline' });
    server.failNext('network');
    expect(await payments.cancelSubscription('Too expensive')).toEqual({ kind: 'offline' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('stores the detail a cancel answers; an answer without it reads the detail again', async () => {
    const { db, payments, answer, sent } = await device();
    answer(PAYMENT_PATHS.cancelSubscription, 400, { cancellation_reason: [PAYMENT_MESSAGES.specifyReason] });
    expect(await payments.cancelSubscription('')).toMatchObject({ message: PAYMENT_MESSAGES.specifyReason });
    answer(PAYMENT_PATHS.cancelSubscription, 200, { data: detail('2026-12-21T00:00:00.000Z') });
    expect(await payments.cancelSubscription('Too expensive')).toEqual({ kind: 'done' });
    expect(sent(PAYMENT_PATHS.cancelSubscription)[1]?.body).toEqual({ cancellation_reason: 'Too expensive' });
    expect((await getMeta(db, 'subscriptionDetail'))?.cancel_at).toBe('2026-12-21T00:00:00.000Z');

    answer(PAYMENT_PATHS.updateSubscription, 200, { detail: 'Changed' });
    answer(PAYMENT_PATHS.detail, 200, { data: detail(null) });
    expect(await payments.updateSubscription({ is_renew: true })).toEqual({ kind: 'done' });
    expect((await getMeta(db, 'subscriptionDetail'))?.cancel_at).toBeNull();
    answer(PAYMENT_PATHS.updateSubscription, 500);
    expect(await payments.updateSubscription({ price_id: 'x' })).toMatchObject({
      message: PAYMENT_MESSAGES.couldNotPerformRequest,
    });
  });

  it("puts the answered member in db.groupMembers; a refusal keeps the row and says the server's words", async () => {
    const { db, payments, answer } = await device();
    const path = PAYMENT_PATHS.paymentConfirmation(7);
    const member: GroupMember = {
      id: 5,
      name: 'Sam',
      name_slug: 'sam',
      image: null,
      email: null,
      country: null,
      institution_name: null,
      membership_type: 'member',
      membership_role: 'member',
      membership_status: 'accepted',
      is_verified: true,
      is_waitlisted: false,
      joined_at: '2026-11-01T00:00:00.000Z',
      payment_status: null,
      profile_completion_percent: 50,
      reason: null,
      notes: null,
      group_profile_extra_info: { answers: [], registration: null },
    };
    await db.groupMembers.put({ ...member, key: groupMemberKey(7, 5), group_id: 7, seenAt: 0 });
    answer(path, 403, { detail: 'You are not an administrator of this group.' });
    expect(await payments.confirmGroupPayment(7, { user: 5, action: 'accept' })).toMatchObject({
      message: 'You are not an administrator of this group.',
    });
    answer(path, 400, {});
    expect(await payments.confirmGroupPayment(7, { user: 5, action: 'accept' })).toMatchObject({
      message: MESSAGES.couldNotPerform,
    });
    expect((await db.groupMembers.get(groupMemberKey(7, 5)))?.payment_status).toBeNull();
    answer(path, 200, { data: { ...member, payment_status: 'confirmed' } });
    expect(await payments.confirmGroupPayment(7, { user: 5, action: 'accept' })).toEqual({ kind: 'done' });
    expect(await db.groupMembers.get(groupMemberKey(7, 5))).toMatchObject({ payment_status: 'confirmed', group_id: 7 });
  });
});
