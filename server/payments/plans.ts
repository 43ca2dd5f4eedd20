/** The tenant's membership plans and discounts as GET /api/v1/subscription-plans/ answers them. */
import { asc, eq } from 'drizzle-orm';
import { byTier, type PlansResponse } from '../../contract/payments';
import type { Db } from '../db/client';
import { discounts, planPrices, subscriptionPlans } from './schema';

const INTERVAL_ORDER = { month: 0, year: 1 } as const;

export async function readPlans(db: Db, tenantId: number): Promise<PlansResponse> {
  const plans = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.tenantId, tenantId));
  const prices = await db.select().from(planPrices).where(eq(planPrices.tenantId, tenantId));
  const named = await db.select().from(discounts).where(eq(discounts.tenantId, tenantId)).orderBy(asc(discounts.id));
  const data = plans.map((plan) => ({
    id: plan.id,
    name: plan.name,
    description: plan.description,
    subscription_tier: plan.tier,
    included_features: plan.includedFeatures,
    excluded_features: plan.excludedFeatures,
    prices: prices
      .filter((price) => price.planId === plan.id && price.interval !== null)
      .sort((a, b) => INTERVAL_ORDER[a.interval ?? 'month'] - INTERVAL_ORDER[b.interval ?? 'month'])
      .map((price) => ({
        price: price.amountCents,
        recurring: price.interval ?? 'month',
        stripe_price_id: price.providerPriceId,
        trial_days: price.trialDays,
      })),
  }));
  return {
    data: byTier(data),
    discounts: named.map((discount) => ({
      id: discount.id,
      name: discount.name,
      description: discount.description,
      discount_percentage: discount.percentage,
      subscription_tiers: discount.tiers,
    })),
  };
}
