/**
 * Membership plans and the subscription detail over the real app and a seeded PGlite: the
 * plans are public, sorted by tier with month then year prices, per tenant; the demo
 * memberships of member@ and admin@ show in detail and identity; student@ has none.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '../../contract/identity';
import type { PlansResponse, SubscriptionDetail } from '../../contract/payments';
import { groups } from '../db/schema';
import { seedIfEmpty } from '../db/seed';
import { CAMPUS_HOST, createTestApi, type TestApi } from '../testing';
import { planPrices, subscriptionPlans, subscriptions } from './schema';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 0, jobDemo: false });
});
afterAll(() => api?.close());

const plans = (host?: string) => api.call<PlansResponse>('GET', '/api/v1/subscription-plans/', host ? { host } : {});
const detail = (token: string, host?: string) =>
  api.call<{ data: SubscriptionDetail | null }>('GET', '/api/v1/subscription-detail/', {
    token,
    ...(host ? { host } : {}),
  });

describe('GET /api/v1/subscription-plans/', () => {
  it('answers the four plans by tier, month price before year, without signing in', async () => {
    const res = await plans();
    expect(res.status).toBe(200);
    expect(res.body.data.map((plan) => [plan.subscription_tier, plan.name])).toEqual([
      [0, 'Free'],
      [1, 'Basic'],
      [2, 'Pro'],
      [3, 'Premium'],
    ]);
    expect(res.body.data[0]!.prices).toEqual([]);
    expect(res.body.data[1]!.prices).toEqual([
      { price: 900, recurring: 'month', stripe_price_id: 'price_basic_month', trial_days: 7 },
      { price: 9000, recurring: 'year', stripe_price_id: 'price_basic_year', trial_days: null },
    ]);
    expect(res.body.data[3]!.prices.map((price) => price.price)).toEqual([4900, 49000]);
    expect(res.body.data[2]!.included_features).toContain('Membership card');
    expect(res.body.data[1]!.excluded_features).toEqual(['Premium agents', 'Membership card']);
    expect(res.body.discounts).toEqual([
      expect.objectContaining({ name: 'Student discount', discount_percentage: 20, subscription_tiers: [1, 2] }),
    ]);
    // The donation price is no plan's price.
    expect(res.body.data.flatMap((plan) => plan.prices).map((price) => price.stripe_price_id)).not.toContain(
      'price_donation_default',
    );
  });

  it('is per tenant: a plan added on campus is not seen on localhost', async () => {
    const campus = await api.deps.tenants.byHost(CAMPUS_HOST);
    const [plan] = await api.database.db
      .insert(subscriptionPlans)
      .values({ tenantId: campus!.id, tier: 4, name: 'Campus Gold' })
      .returning({ id: subscriptionPlans.id });
    await api.database.db.insert(planPrices).values({
      tenantId: campus!.id,
      planId: plan!.id,
      providerPriceId: 'price_gold_month',
      amountCents: 100,
      interval: 'month',
    });
    expect((await plans(CAMPUS_HOST)).body.data.map((p) => p.name)).toContain('Campus Gold');
    expect((await plans()).body.data.map((p) => p.name)).not.toContain('Campus Gold');
    // Its price cannot be bought on localhost either.
    const { access } = await api.login('student@example.org');
    const res = await api.call('POST', '/api/v1/payment/create-subscription/', {
      token: access,
      body: { price_id: 'price_gold_month', success_url: '/payment/success', cancel_url: '/payment/cancel' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ price_id: ['This price does not exist.'] });
  });
});

describe('the payments seed', () => {
  it('runs again on start without adding plans or memberships twice', async () => {
    const before = await api.database.db.select().from(subscriptions);
    const plansBefore = (await plans()).body;
    expect(await seedIfEmpty(api.database.db)).toBe(false);
    expect(await api.database.db.select().from(subscriptions)).toHaveLength(before.length);
    expect((await plans()).body).toEqual(plansBefore);
  });

  it('gives the default organization its donation details', async () => {
    const tenant = await api.deps.tenants.byHost('localhost');
    const [org] = await api.database.db.select().from(groups).where(eq(groups.id, tenant!.defaultOrgId!));
    expect(org!.donationDetails).toEqual({
      name: org!.name,
      description: 'Your gift funds scholarships and mentoring for members who cannot afford a paid circle.',
      stripe_price_id: 'price_donation_default',
    });
  });
});

describe('GET /api/v1/subscription-detail/', () => {
  it('needs sign-in', async () => {
    expect((await api.call('GET', '/api/v1/subscription-detail/')).status).toBe(401);
  });

  it('shows member@’s demo Pro membership, monthly, and the same in identity', async () => {
    const { access } = await api.login('member@example.org');
    const res = await detail(access);
    expect(res.status).toBe(200);
    const data = res.body.data!;
    expect(data).toMatchObject({
      status: 'active',
      plan_name: 'Pro',
      price: {
        id: 'price_pro_month',
        unit_amount: 1900,
        recurring: { interval: 'month' },
        metadata: { subscription_tier: 2 },
      },
      publishable_key: null,
      discount: null,
      is_institutional: false,
      resolve_url: null,
      cancel_at: null,
    });
    const days = (Date.parse(data.current_period_end!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const identity = (await api.call<Identity>('GET', '/api/v1/identity/', { token: access })).body;
    expect(identity.user_subscription).toMatchObject({
      applied_membership_tier: 2,
      payment_status: null,
      is_institutional_membership: false,
      institutional_subscription: null,
      stripe_membership_recurring_duration: 'month',
      can_create_membership_card: true,
      can_use_premium_agents: true,
      circle_discount_percent: 10,
    });
    expect(identity.user_subscription.stripe_subscription_id).toMatch(/^sub_demo_\d+$/);
    expect(identity.user_subscription.individual_subscription).toEqual(expect.any(Number));
  });

  it('shows admin@’s yearly Premium membership; student@ has none', async () => {
    const admin = await api.login('admin@example.org');
    expect((await detail(admin.access)).body.data).toMatchObject({
      plan_name: 'Premium',
      price: { id: 'price_premium_year', recurring: { interval: 'year' } },
    });
    const student = await api.login('student@example.org');
    expect((await detail(student.access)).body).toEqual({ data: null });
    const identity = (await api.call<Identity>('GET', '/api/v1/identity/', { token: student.access })).body;
    expect(identity.user_subscription).toMatchObject({
      applied_membership_tier: 0,
      use_ama: false,
      one_to_one_chat: false,
      stripe_subscription_id: null,
      individual_subscription: null,
    });
  });

  it('answers each tenant’s own membership', async () => {
    const campus = await api.login('member@example.org', CAMPUS_HOST);
    const local = await api.login('member@example.org');
    const onCampus = await api.call<Identity>('GET', '/api/v1/identity/', { token: campus.access, host: CAMPUS_HOST });
    const onLocal = await api.call<Identity>('GET', '/api/v1/identity/', { token: local.access });
    expect(onCampus.body.user_subscription.stripe_subscription_id).toBe(`sub_demo_${onCampus.body.id}`);
    expect(onLocal.body.user_subscription.stripe_subscription_id).toBe(`sub_demo_${onLocal.body.id}`);
    // A token of one tenant reads nothing on the other.
    expect((await detail(local.access, CAMPUS_HOST)).status).toBe(401);
  });
});
