/**
 * The worker's payment calls against the real server (real app, PGlite with the demo seed and
 * the embedded provider): what it stores, the server's own refusals, and 'offline' with
 * nothing queued once the server stops answering.
 */
import { describe, expect, it } from 'vitest';
import { GROUP_ENDPOINTS, type Identity, PAYMENT_MESSAGES, pathOf } from '../../contract';
import { getMeta, groupMemberKey, setMeta } from '../core/db';
import { createApiClient, type FetchFn } from '../core/http';
import { pull } from '../core/pull';
import { createGroups } from '../groups/groups';
import { testDb } from '../testing/fixtures';
import { realApiForFile } from '../testing/real-api';
import { realServerDevices } from '../testing/real-server';
import { createPayments } from './payments';

const api = realApiForFile();

const device = realServerDevices(api);
const ORIGIN = 'http://localhost:8080';
const urls = (type: string) => ({
  success_url: `${ORIGIN}/payment/success?type=${type}`,
  cancel_url: `${ORIGIN}/payment/cancel?type=${type}`,
});

async function signedIn(email: string) {
  const { db, ctx } = await device(email);
  return { db, ctx, payments: createPayments(ctx) };
}

async function identityOf(email: string): Promise<Identity> {
  const { access } = await api().login(email);
  return (await api().call<Identity>('GET', '/api/v1/identity/', { token: access })).body;
}

describe('payments over the real server', { timeout: 60_000 }, () => {
  it('stores the public plans by tier for a visitor', async () => {
    const { db, ctx } = await device(null);
    expect(await createPayments(ctx).plans()).toBe('ready');
    const plans = await getMeta(db, 'plans');
    expect(plans?.data.map((plan) => [plan.subscription_tier, plan.name])).toEqual([
      [0, 'Free'],
      [1, 'Basic'],
      [2, 'Pro'],
      [3, 'Premium'],
    ]);
    expect(plans?.data[1]?.prices).toContainEqual({
      price: 900,
      recurring: 'month',
      stripe_price_id: 'price_basic_month',
      trial_days: 7,
    });
    expect(plans?.discounts.map((discount) => discount.name)).toContain('Student discount');
  });

  it("a member's first sync stores the plans (the settings menu and banner read them)", async () => {
    const { db, ctx } = await device('newcomer@example.org');
    expect(await pull(ctx, { withMeta: true })).toEqual({ kind: 'done' });
    expect((await getMeta(db, 'plans'))?.data.map((plan) => plan.subscription_tier)).toEqual([0, 1, 2, 3]);
  });

  it('stores the detail (Pro for member@, none for student@) and the identity again', async () => {
    const member = await signedIn('member@example.org');
    expect(await member.payments.detail()).toBe('ready');
    expect(await getMeta(member.db, 'subscriptionDetail')).toMatchObject({
      status: 'active',
      plan_name: 'Pro',
      price: { id: 'price_pro_month', unit_amount: 1900, recurring: { interval: 'month' } },
    });
    expect((await getMeta(member.db, 'identity'))?.user_subscription?.applied_membership_tier).toBe(2);

    const student = await signedIn('student@example.org');
    expect(await student.payments.detail()).toBe('ready');
    expect(await getMeta(student.db, 'subscriptionDetail')).toBeNull();
    expect((await getMeta(student.db, 'identity'))?.user_subscription?.applied_membership_tier).toBe(0);

    const visitor = createPayments((await device(null)).ctx);
    expect(await visitor.detail()).toBe('failed');
  });

  it("answers a checkout URL for student@, and the server's field message for an unknown price", async () => {
    const { payments } = await signedIn('student@example.org');
    const done = await payments.subscribe({ price_id: 'price_basic_month', ...urls('subscription') });
    expect(done.kind).toBe('done');
    expect(done.kind === 'done' && done.url).toContain('/checkout/');

    expect(await payments.subscribe({ price_id: 'price_nope', ...urls('subscription') })).toEqual({
      kind: 'failed',
      message: PAYMENT_MESSAGES.priceNotFound,
      errors: { price_id: [PAYMENT_MESSAGES.priceNotFound] },
    });
  });

  it('cancels at period end only with a reason, storing the answered detail', async () => {
    const { db, payments } = await signedIn('member@example.org');
    expect(await payments.cancelSubscription('')).toMatchObject({
      kind: 'failed',
      message: PAYMENT_MESSAGES.specifyReason,
    });
    expect(await getMeta(db, 'subscriptionDetail')).toBeUndefined();
    expect(await payments.cancelSubscription('Too expensive for now')).toEqual({ kind: 'done' });
    const detail = await getMeta(db, 'subscriptionDetail');
    expect(detail?.cancel_at).toEqual(expect.any(String));
    expect(detail?.plan_name).toBe('Pro');
  });

  it("lets an admin mark a paid circle member as paid; the member's row is updated", async () => {
    const group = (
      await api().call<{ id: number }>('GET', pathOf(GROUP_ENDPOINTS.bySlug, { slug: 'product-leadership-circle' }))
    ).body;
    const student = await identityOf('student@example.org');
    const admin = await api().login('admin@example.org');
    const { access } = await api().login('student@example.org');
    expect((await api().call('POST', `/api/v1/groups/${group.id}/join/`, { token: access, body: {} })).status).toBe(
      201,
    );
    const accepted = await api().call('POST', `/api/v1/groups/${group.id}/respond-join-request/`, {
      token: admin.access,
      body: { users: [student.id], action: 'accept', notes: '' },
    });
    expect(accepted.status).toBe(200);

    const { db, ctx } = await device('admin@example.org');
    expect((await createGroups(ctx).members(group.id, { status: 'accepted', page: 1, page_size: 50 })).kind).toBe(
      'done',
    );
    const key = groupMemberKey(group.id, student.id);
    expect((await db.groupMembers.get(key))?.payment_status).toBeNull();
    const payments = createPayments(ctx);
    expect(await payments.confirmGroupPayment(group.id, { user: student.id, action: 'accept' })).toEqual({
      kind: 'done',
    });
    expect(await db.groupMembers.get(key)).toMatchObject({ payment_status: 'confirmed', group_id: group.id });
    // Already confirmed: the server refuses, the row stays.
    const again = await payments.confirmGroupPayment(group.id, { user: student.id, action: 'reject' });
    expect(again.kind).toBe('failed');
    expect((await db.groupMembers.get(key))?.payment_status).toBe('confirmed');
  });

  it('answers offline and queues nothing once the server stops answering', async () => {
    let isStopped = false;
    const serverFetch: FetchFn = (input, init) => {
      if (isStopped) return Promise.reject(new TypeError('Failed to fetch'));
      const headers = new Headers(init.headers);
      headers.set('Host', 'localhost:8080');
      return Promise.resolve(api().app.request(input, { ...init, headers }));
    };
    const db = testDb();
    await setMeta(db, 'session', await api().login('student@example.org'));
    const payments = createPayments({
      db,
      api: createApiClient({ db, baseUrl: ORIGIN, fetch: serverFetch }),
      now: Date.now,
      random: () => 0.5,
    });
    expect(await payments.plans()).toBe('ready');
    isStopped = true;
    expect(await payments.plans()).toBe('offline');
    expect(await payments.detail()).toBe('offline');
    expect(await payments.subscribe({ price_id: 'price_basic_month', ...urls('subscription') })).toEqual({
      kind: 'offline',
    });
    expect(await payments.cancelSubscription('Too expensive')).toEqual({ kind: 'offline' });
    expect(await payments.membershipCard()).toEqual({ kind: 'offline' });
    expect(await db.outbox.count()).toBe(0);
    expect((await getMeta(db, 'plans'))?.data).toHaveLength(4);
  });
});
