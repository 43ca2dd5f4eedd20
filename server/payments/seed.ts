/**
 * The membership plans, per tenant: four tiers with month and year prices (our
 * price ids, used by the embedded provider and mapped by the Stripe adapter), the student
 * discount, the default donation price and the default organization's donation details,
 * and the demo subscriptions of member@ (Pro monthly) and admin@ (Premium yearly).
 * Idempotent: a database seeded before plans existed gets them on start.
 */
import { and, eq } from 'drizzle-orm';
import { tierRights } from '../../contract/payments';
import type { Db, Tx } from '../db/client';
import { groups, tenants, users } from '../db/schema';
import { userIdsByEmail } from '../db/seed-users';
import { discounts, planPrices, subscriptionPlans, subscriptions } from './schema';

const BASIC = ['Ask Anything', 'One-to-one chat', 'Premium resources'];
const PLANS = [
  {
    tier: 0,
    name: 'Free',
    description: 'Start your career journey.',
    included: ['Career agents: 3 reports a month', 'Circles, events and jobs'],
    excluded: ['Ask Anything', 'One-to-one chat', 'Premium agents'],
    prices: [],
  },
  {
    tier: 1,
    name: 'Basic',
    description: 'Ask anything and talk to anyone.',
    included: [...BASIC, 'Career agents: 10 reports a month'],
    excluded: ['Premium agents', 'Membership card'],
    prices: [
      { id: 'price_basic_month', cents: 900, interval: 'month', trialDays: 7 },
      { id: 'price_basic_year', cents: 9000, interval: 'year', trialDays: null },
    ],
  },
  {
    tier: 2,
    name: 'Pro',
    description: 'Premium agents and your membership card.',
    included: [...BASIC, 'Premium agents', 'Membership card', '10% off paid circles', '30 reports a month'],
    excluded: [],
    prices: [
      { id: 'price_pro_month', cents: 1900, interval: 'month', trialDays: null },
      { id: 'price_pro_year', cents: 19000, interval: 'year', trialDays: null },
    ],
  },
  {
    tier: 3,
    name: 'Premium',
    description: 'Everything, with the best circle discount.',
    included: [...BASIC, 'Premium agents', 'Membership card', '20% off paid circles', '100 reports a month'],
    excluded: [],
    prices: [
      { id: 'price_premium_month', cents: 4900, interval: 'month', trialDays: null },
      { id: 'price_premium_year', cents: 49000, interval: 'year', trialDays: null },
    ],
  },
] as const;

export const DONATION_PRICE_ID = 'price_donation_default';
const DONATION_DESCRIPTION = 'Your gift funds scholarships and mentoring for members who cannot afford a paid circle.';

const DEMO_SUBSCRIPTIONS = [
  { email: 'member@example.org', priceId: 'price_pro_month', months: 1 },
  { email: 'admin@example.org', priceId: 'price_premium_year', months: 12 },
] as const;

/** Seeds `tenantId`'s plans once; the rest fills in what is missing. */
export async function seedPayments(db: Db | Tx, tenantId: number, now = new Date()): Promise<void> {
  const existing = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.tenantId, tenantId));
  if (existing.length > 0) return;
  for (const plan of PLANS) {
    const [row] = await db
      .insert(subscriptionPlans)
      .values({
        tenantId,
        tier: plan.tier,
        name: plan.name,
        description: plan.description,
        includedFeatures: [...plan.included],
        excludedFeatures: [...plan.excluded],
      })
      .returning({ id: subscriptionPlans.id });
    for (const price of plan.prices) {
      await db.insert(planPrices).values({
        tenantId,
        planId: row!.id,
        providerPriceId: price.id,
        amountCents: price.cents,
        interval: price.interval,
        trialDays: price.trialDays,
      });
    }
  }
  await db.insert(discounts).values({
    tenantId,
    name: 'Student discount',
    description: 'For students and recent graduates.',
    percentage: 20,
    tiers: [1, 2],
  });
  await db.insert(planPrices).values({ tenantId, planId: null, providerPriceId: DONATION_PRICE_ID, amountCents: 2500 });
  await seedDonationDetails(db, tenantId);
  await seedDemoSubscriptions(db, tenantId, now);
}

async function seedDonationDetails(db: Db | Tx, tenantId: number) {
  const [tenant] = await db.select({ orgId: tenants.defaultOrgId }).from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant?.orgId) return;
  const [org] = await db.select({ name: groups.name }).from(groups).where(eq(groups.id, tenant.orgId));
  if (!org) return;
  await db
    .update(groups)
    .set({ donationDetails: { name: org.name, description: DONATION_DESCRIPTION, stripe_price_id: DONATION_PRICE_ID } })
    .where(eq(groups.id, tenant.orgId));
}

async function seedDemoSubscriptions(db: Db | Tx, tenantId: number, now: Date) {
  const people = await userIdsByEmail(
    db,
    tenantId,
    DEMO_SUBSCRIPTIONS.map((demo) => demo.email),
  );
  for (const demo of DEMO_SUBSCRIPTIONS) {
    const personId = people.get(demo.email);
    const [price] = await db
      .select({ id: planPrices.id, tier: subscriptionPlans.tier })
      .from(planPrices)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, planPrices.planId))
      .where(and(eq(planPrices.tenantId, tenantId), eq(planPrices.providerPriceId, demo.priceId)));
    if (personId === undefined || !price) continue;
    const periodEnd = new Date(now);
    periodEnd.setUTCMonth(periodEnd.getUTCMonth() + demo.months);
    await db
      .insert(subscriptions)
      .values({
        tenantId,
        userId: personId,
        provider: 'embedded',
        providerSubscriptionId: `sub_demo_${personId}`,
        providerCustomerId: `cus_emb_${personId}`,
        priceId: price.id,
        status: 'active',
        currentPeriodEnd: periodEnd,
        providerUpdatedAt: now,
      })
      .onConflictDoNothing();
    const rights = tierRights(price.tier);
    await db
      .update(users)
      .set({ membershipTier: price.tier, useAma: rights.use_ama, oneToOneChat: rights.one_to_one_chat })
      .where(eq(users.id, personId));
  }
}
