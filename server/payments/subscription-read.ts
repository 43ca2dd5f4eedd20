/**
 * Reading a member's subscription: the row with its price and plan, after the sweep that
 * ends an embedded subscription whose scheduled cancel has passed (the embedded provider
 * sends no events, so reads settle what Stripe would have told us). Detail and identity
 * both read through here, so they agree.
 */
import { and, eq } from 'drizzle-orm';
import type { SubscriptionDetail } from '../../contract/payments';
import type { Db, Tx } from '../db/client';
import { planPrices, subscriptionPlans, subscriptions } from './schema';
import { applyTier } from './tier';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export interface MemberSubscription {
  row: SubscriptionRow;
  price: typeof planPrices.$inferSelect;
  plan: typeof subscriptionPlans.$inferSelect;
}

async function selectSubscription(db: Db | Tx, tenantId: number, userId: number): Promise<MemberSubscription | null> {
  const [found] = await db
    .select({ row: subscriptions, price: planPrices, plan: subscriptionPlans })
    .from(subscriptions)
    .innerJoin(planPrices, eq(planPrices.id, subscriptions.priceId))
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, planPrices.planId))
    .where(and(eq(subscriptions.tenantId, tenantId), eq(subscriptions.userId, userId)));
  return found ?? null;
}

/** What settling a subscription reads of it. */
export type SettledFields = Pick<SubscriptionRow, 'id' | 'provider' | 'status' | 'cancelAt' | 'trialEnd'>;

/**
 * Ends an embedded subscription whose cancel_at has passed and activates one whose trial has
 * ended; the status it now has, or null when nothing changed.
 */
export async function settleSubscription(
  db: Db | Tx,
  tenantId: number,
  userId: number,
  row: SettledFields,
  now = new Date(),
): Promise<SubscriptionRow['status'] | null> {
  if (row.provider === 'embedded' && row.status !== 'canceled' && row.cancelAt && row.cancelAt <= now) {
    await db.update(subscriptions).set({ status: 'canceled', updatedAt: now }).where(eq(subscriptions.id, row.id));
    await applyTier(db, tenantId, userId, 0);
    return 'canceled';
  }
  // The embedded trial ends without a charge: the membership simply goes on, active.
  if (row.provider === 'embedded' && row.status === 'trialing' && row.trialEnd && row.trialEnd <= now) {
    await db.update(subscriptions).set({ status: 'active', updatedAt: now }).where(eq(subscriptions.id, row.id));
    return 'active';
  }
  return null;
}

/** The member's subscription row (any status), after settleSubscription. */
export async function readSubscription(
  db: Db | Tx,
  tenantId: number,
  userId: number,
  now = new Date(),
): Promise<MemberSubscription | null> {
  const found = await selectSubscription(db, tenantId, userId);
  if (!found) return null;
  const status = await settleSubscription(db, tenantId, userId, found.row, now);
  return status ? { ...found, row: { ...found.row, status } } : found;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The SubscriptionDetail of a member's subscription, or null when it has ended. */
export function toDetail(
  found: MemberSubscription,
  publishableKey: string | null,
  resolveUrl: string | null,
): SubscriptionDetail | null {
  const { row, price, plan } = found;
  if (row.status === 'canceled') return null;
  const pending = row.status === 'past_due' || row.status === 'incomplete';
  return {
    status: row.status,
    trial_end: iso(row.trialEnd),
    current_period_end: iso(row.currentPeriodEnd),
    canceled_at: iso(row.canceledAt),
    cancel_at: iso(row.cancelAt),
    client_secret: null,
    publishable_key: publishableKey,
    discount:
      row.discountPercent && row.discountPercent > 0
        ? { coupon: { name: row.discountName ?? '', percent_off: row.discountPercent } }
        : null,
    price: {
      id: price.providerPriceId,
      unit_amount: price.amountCents,
      recurring: { interval: price.interval ?? 'month' },
      metadata: { subscription_tier: plan.tier },
    },
    plan_name: plan.name,
    is_institutional: row.isInstitutional,
    institution_name: row.institutionName,
    resolve_url: pending && row.provider === 'embedded' ? resolveUrl : null,
  };
}
