/**
 * The membership flow with the embedded provider, over the real app and PGlite: create ->
 * the checkout page -> Complete payment -> tier and rights; double complete; switch,
 * downgrade, cancel and renew; a passed cancel ends the membership; pending and
 * institutional memberships cannot change; discounts; bad input.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '../../contract/identity';
import { PAYMENT_MESSAGES, type SubscriptionDetail } from '../../contract/payments';
import { groups } from '../db/schema';
import { newMember } from '../profiles/testing';
import { CAMPUS_HOST, createTestApi, type TestApi } from '../testing';
import { checkoutSessions, subscriptions } from './schema';

let api: TestApi;
const ORIGIN = 'http://localhost:8080';
const URLS = {
  success_url: `${ORIGIN}/payment/success?type=subscription`,
  cancel_url: `${ORIGIN}/payment/cancel?type=subscription`,
};

beforeAll(async () => {
  api = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 0, jobDemo: false });
});
afterAll(() => api?.close());

const create = (token: string, body: Record<string, unknown>) =>
  api.call<{ data: string }>('POST', '/api/v1/payment/create-subscription/', { token, body: { ...URLS, ...body } });
const update = (token: string, body: Record<string, unknown>) =>
  api.call<{ data: SubscriptionDetail | null }>('POST', '/api/v1/payment/update-subscription/', { token, body });
const detail = async (token: string) =>
  (await api.call<{ data: SubscriptionDetail | null }>('GET', '/api/v1/subscription-detail/', { token })).body.data;
const identity = async (token: string) => (await api.call<Identity>('GET', '/api/v1/identity/', { token })).body;
const path = (url: string) => new URL(url).pathname;

/** Buys `price_id` through the embedded checkout; answers the checkout URL. */
async function subscribe(token: string, price_id: string, extra: Record<string, unknown> = {}) {
  const res = await create(token, { price_id, ...extra });
  expect(res.status).toBe(200);
  const done = await api.call('POST', `${path(res.body.data)}/complete`);
  expect(done.status).toBe(303);
  return res.body.data;
}

const sessionOf = async (url: string) => {
  const id = path(url).split('/').pop()!;
  const [row] = await api.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row!;
};

describe('the embedded membership flow', () => {
  it('student@ buys Basic monthly: checkout page, complete, tier 1 with a 7 day trial', async () => {
    const { access } = await api.login('student@example.org');
    const res = await create(access, { price_id: 'price_basic_month' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatch(/^http:\/\/localhost:8080\/checkout\/cs_/);
    const page = await api.call<string>('GET', path(res.body.data));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('<h1>Checkout</h1>');
    expect(page.text).toContain('Basic membership');
    expect(page.text).toContain('$9 / month');
    expect(page.text).toContain('Complete payment');
    expect(page.text).toContain('Cancel payment');
    expect(page.text).toContain('Built-in checkout: no card is charged.');
    expect(page.text).toContain('7 days');

    const done = await api.call('POST', `${path(res.body.data)}/complete`);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(URLS.success_url);

    const me = await identity(access);
    expect(me.user_subscription).toMatchObject({
      applied_membership_tier: 1,
      use_ama: true,
      one_to_one_chat: true,
      can_use_premium_agents: false,
      stripe_membership_recurring_duration: 'month',
    });
    const data = (await detail(access))!;
    expect(data.status).toBe('trialing');
    expect(data.plan_name).toBe('Basic');
    const trialDays = (Date.parse(data.trial_end!) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(6.9);
    expect(trialDays).toBeLessThan(7.1);

    // The page of a completed session says so and links on.
    const again = await api.call<string>('GET', path(res.body.data));
    expect(again.text).toContain('already completed');
    // A second membership is refused.
    const second = await create(access, { price_id: 'price_pro_month' });
    expect(second.status).toBe(400);
    expect(second.body).toEqual({ detail: 'You already have a membership. Change your plan instead.' });
  });

  it('a double complete makes one membership', async () => {
    const me = await newMember(api);
    const res = await create(me.token, { price_id: 'price_pro_year' });
    await api.call('POST', `${path(res.body.data)}/complete`);
    const twice = await api.call('POST', `${path(res.body.data)}/complete`);
    expect(twice.status).toBe(303);
    const rows = await api.database.db.select().from(subscriptions).where(eq(subscriptions.userId, me.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('active');
    expect((await identity(me.token)).user_subscription.applied_membership_tier).toBe(2);
  });

  it('Cancel payment expires the session and changes nothing', async () => {
    const me = await newMember(api);
    const res = await create(me.token, { price_id: 'price_basic_month' });
    const cancel = await api.call('POST', `${path(res.body.data)}/cancel`);
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(URLS.cancel_url);
    expect((await sessionOf(res.body.data)).status).toBe('expired');
    // Completing an expired session does nothing.
    await api.call('POST', `${path(res.body.data)}/complete`);
    expect(await detail(me.token)).toBeNull();
    expect((await identity(me.token)).user_subscription.applied_membership_tier).toBe(0);
  });

  it('an unknown checkout is a 404 page; another tenant cannot open or complete a session', async () => {
    expect((await api.call('GET', '/checkout/cs_nope')).status).toBe(404);
    const me = await newMember(api);
    const res = await create(me.token, { price_id: 'price_basic_year' });
    expect((await api.call('GET', path(res.body.data), { host: CAMPUS_HOST })).status).toBe(404);
    expect((await api.call('POST', `${path(res.body.data)}/complete`, { host: CAMPUS_HOST })).status).toBe(404);
    expect(await detail(me.token)).toBeNull();
  });

  it('the trial is for a first membership only', async () => {
    const me = await newMember(api);
    await subscribe(me.token, 'price_basic_month');
    await api.database.db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.userId, me.id));
    await subscribe(me.token, 'price_basic_month');
    expect((await detail(me.token))!).toMatchObject({ status: 'active', trial_end: null });
  });
});

describe('changing a membership', () => {
  it('switch to yearly restarts the period; downgrade needs a reason; upgrade does not', async () => {
    const me = await newMember(api);
    await subscribe(me.token, 'price_pro_month');
    const switched = await update(me.token, { price_id: 'price_pro_year' });
    expect(switched.status).toBe(200);
    expect(switched.body.data!.price.recurring.interval).toBe('year');
    const days = (Date.parse(switched.body.data!.current_period_end!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(360);

    const noReason = await update(me.token, { price_id: 'price_basic_year', cancellation_reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toEqual({ cancellation_reason: [PAYMENT_MESSAGES.specifyReason] });
    const down = await update(me.token, { price_id: 'price_basic_year', cancellation_reason: 'Too expensive' });
    expect(down.status).toBe(200);
    expect(down.body.data!.plan_name).toBe('Basic');
    expect((await identity(me.token)).user_subscription.applied_membership_tier).toBe(1);
    const [row] = await api.database.db.select().from(subscriptions).where(eq(subscriptions.userId, me.id));
    expect(row!.cancellationReason).toBe('Too expensive');

    const up = await update(me.token, { price_id: 'price_premium_year' });
    expect(up.status).toBe(200);
    expect((await identity(me.token)).user_subscription).toMatchObject({
      applied_membership_tier: 3,
      circle_discount_percent: 20,
    });
    // The same price again: Continue, nothing changes.
    expect((await update(me.token, { price_id: 'price_premium_year' })).body.data!.plan_name).toBe('Premium');
    const unknown = await update(me.token, { price_id: 'price_nope' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ price_id: [PAYMENT_MESSAGES.priceNotFound] });
  });

  it('cancel needs a reason, ends at the period end; Renew clears it', async () => {
    const me = await newMember(api);
    await subscribe(me.token, 'price_pro_month');
    const noReason = await api.call('POST', '/api/v1/payment/cancel-subscription/', { token: me.token, body: {} });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toEqual({ cancellation_reason: [PAYMENT_MESSAGES.specifyReason] });
    const cancel = await api.call<{ data: SubscriptionDetail }>('POST', '/api/v1/payment/cancel-subscription/', {
      token: me.token,
      body: { cancellation_reason: 'Found a job' },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data.cancel_at).toBe(cancel.body.data.current_period_end);
    expect(cancel.body.data.canceled_at).not.toBeNull();
    expect((await identity(me.token)).user_subscription.applied_membership_tier).toBe(2);

    const renew = await update(me.token, { is_renew: true });
    expect(renew.status).toBe(200);
    expect(renew.body.data).toMatchObject({ cancel_at: null, canceled_at: null, status: 'active' });

    const viaUpdate = await update(me.token, { cancel_at_period_end: true });
    expect(viaUpdate.status).toBe(400);
    const ok = await update(me.token, { cancel_at_period_end: true, cancellation_reason: 'Moving' });
    expect(ok.body.data!.cancel_at).not.toBeNull();
  });

  it('a cancel whose time has passed ends the membership on read: tier 0', async () => {
    const me = await newMember(api);
    await subscribe(me.token, 'price_basic_year');
    await api.call('POST', '/api/v1/payment/cancel-subscription/', {
      token: me.token,
      body: { cancellation_reason: 'Bye' },
    });
    await api.database.db
      .update(subscriptions)
      .set({ cancelAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, me.id));
    expect(await detail(me.token)).toBeNull();
    expect((await identity(me.token)).user_subscription).toMatchObject({
      applied_membership_tier: 0,
      use_ama: false,
      one_to_one_chat: false,
      stripe_subscription_id: null,
    });
    const none = await update(me.token, { is_renew: true });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ detail: PAYMENT_MESSAGES.noSubscription });
    // A new membership can be bought again.
    expect((await create(me.token, { price_id: 'price_basic_year' })).status).toBe(200);
  });

  it('an ended embedded trial goes on as active', async () => {
    const me = await newMember(api);
    await subscribe(me.token, 'price_basic_month');
    expect((await detail(me.token))!.status).toBe('trialing');
    await api.database.db
      .update(subscriptions)
      .set({ trialEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, me.id));
    expect((await detail(me.token))!.status).toBe('active');
    expect((await identity(me.token)).user_subscription.applied_membership_tier).toBe(1);
  });

  it('a pending payment blocks plan changes; Resolve Now settles it', async () => {
    const me = await newMember(api);
    await subscribe(me.token, 'price_pro_month');
    await api.database.db.update(subscriptions).set({ status: 'past_due' }).where(eq(subscriptions.userId, me.id));
    expect((await identity(me.token)).user_subscription.payment_status).toBe('pending');
    const blocked = await update(me.token, { price_id: 'price_premium_month' });
    expect(blocked.status).toBe(400);
    expect(blocked.body).toEqual({ detail: PAYMENT_MESSAGES.paymentPendingNoChange });
    const data = (await detail(me.token))!;
    expect(data.resolve_url).toMatch(/^http:\/\/localhost:8080\/checkout\/resolve\/sub_emb_/);
    const page = await api.call('GET', path(data.resolve_url!));
    expect(page.text).toContain('Complete payment');
    const resolved = await api.call('POST', path(data.resolve_url!));
    expect(resolved.status).toBe(303);
    expect((await detail(me.token))!.status).toBe('active');
    expect((await identity(me.token)).user_subscription.payment_status).toBeNull();
  });

  it('an institutional membership cannot downgrade or switch, but can upgrade', async () => {
    const me = await newMember(api);
    await subscribe(me.token, 'price_pro_month');
    await api.database.db
      .update(subscriptions)
      .set({ isInstitutional: true, institutionName: 'Acme University' })
      .where(eq(subscriptions.userId, me.id));
    expect((await identity(me.token)).user_subscription).toMatchObject({
      is_institutional_membership: true,
      institutional_subscription: 'Acme University',
      individual_subscription: null,
    });
    for (const price_id of ['price_pro_year', 'price_basic_month']) {
      const res = await update(me.token, { price_id, cancellation_reason: 'x' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: PAYMENT_MESSAGES.institutionalNoChange });
    }
    expect((await update(me.token, { price_id: 'price_premium_month' })).status).toBe(200);
  });
});

describe('create-subscription input', () => {
  it('needs sign-in, a known plan price and own-origin URLs', async () => {
    expect((await api.call('POST', '/api/v1/payment/create-subscription/', { body: {} })).status).toBe(401);
    const me = await newMember(api);
    for (const price_id of ['price_nope', 'price_donation_default']) {
      const res = await create(me.token, { price_id });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ price_id: [PAYMENT_MESSAGES.priceNotFound] });
    }
    const other = await create(me.token, { price_id: 'price_basic_month', success_url: 'https://evil.example/x' });
    expect(other.status).toBe(400);
    expect(other.body).toEqual({ success_url: ['Enter a URL on this portal.'] });
    expect((await create(me.token, { price_id: '' })).status).toBe(400);
  });

  it('the student discount takes 20% off Basic and does not apply to Premium', async () => {
    const me = await newMember(api);
    const plans = await api.call<{ discounts: { id: number }[] }>('GET', '/api/v1/subscription-plans/');
    const discountId = plans.body.discounts[0]!.id;
    const res = await create(me.token, { price_id: 'price_basic_month', discount_ids: [discountId] });
    expect(res.status).toBe(200);
    const session = await sessionOf(res.body.data);
    expect(session).toMatchObject({ amountCents: 720, discountPercent: 20, discountName: 'Student discount' });
    const page = await api.call('GET', path(res.body.data));
    expect(page.text).toContain('Student discount (20.00%)');
    expect(page.text).toContain('$7.20 / month');
    await api.call('POST', `${path(res.body.data)}/complete`);
    expect((await detail(me.token))!.discount).toEqual({ coupon: { name: 'Student discount', percent_off: 20 } });

    const other = await newMember(api);
    const bad = await create(other.token, { price_id: 'price_premium_month', discount_ids: [discountId] });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ discount_ids: ['This discount does not apply to this plan.'] });
    expect((await create(other.token, { price_id: 'price_basic_month', discount_ids: [999999] })).status).toBe(400);
  });

  it('a circle without its own discount is 100% for a tier-0 member; discounts sum to at most 100', async () => {
    const tenant = await api.deps.tenants.byHost('localhost');
    const [circle] = await api.database.db
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.tenantId, tenant!.id), eq(groups.nameSlug, 'product-leadership-circle')));
    const [plain] = await api.database.db
      .insert(groups)
      .values({ tenantId: tenant!.id, name: 'Free Circle', nameSlug: `free-circle-${Date.now()}`, groupType: 'circle' })
      .returning({ id: groups.id });
    const me = await newMember(api);
    const own = await create(me.token, { price_id: 'price_pro_month', associated_group_ids: [circle!.id] });
    expect(await sessionOf(own.body.data)).toMatchObject({ discountPercent: 10, amountCents: 1710 });
    const full = await create(me.token, { price_id: 'price_pro_month', associated_group_ids: [plain!.id] });
    expect(await sessionOf(full.body.data)).toMatchObject({ discountPercent: 100, amountCents: 0 });
    const plans = await api.call<{ discounts: { id: number }[] }>('GET', '/api/v1/subscription-plans/');
    const both = await create(me.token, {
      price_id: 'price_pro_month',
      associated_group_ids: [plain!.id, circle!.id],
      discount_ids: [plans.body.discounts[0]!.id],
    });
    expect(await sessionOf(both.body.data)).toMatchObject({ discountPercent: 100, amountCents: 0 });
    expect((await create(me.token, { price_id: 'price_pro_month', associated_group_ids: [99999999] })).status).toBe(
      404,
    );
    // A zero amount checkout still completes.
    await api.call('POST', `${path(both.body.data)}/complete`);
    expect((await identity(me.token)).user_subscription.applied_membership_tier).toBe(2);
  });
});

describe('the billing portal', () => {
  it('answers an embedded portal page on this origin that shows the membership', async () => {
    const { access } = await api.login('member@example.org');
    const bad = await api.call('POST', '/api/v1/payment/create-customer-portal-session/', {
      token: access,
      body: { return_url: 'https://evil.example/' },
    });
    expect(bad.status).toBe(400);
    const res = await api.call<{ data: string }>('POST', '/api/v1/payment/create-customer-portal-session/', {
      token: access,
      body: { return_url: `${ORIGIN}/membership` },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatch(/^http:\/\/localhost:8080\/checkout\/portal\//);
    const page = await api.call<string>('GET', path(res.body.data));
    expect(page.status).toBe(200);
    expect(page.text).toContain('Pro ($19 / month)');
    expect(page.text).toContain(`href="${ORIGIN}/membership"`);
    expect((await api.call('GET', '/checkout/portal/nope')).status).toBe(404);
  });
});
