/**
 * Membership plans, subscriptions, one-time payments and donations.
 *
 * - subscription_plans / plan_prices: a tenant's plans (tier 0 free, no prices) and their
 *   prices. `provider_price_id` is what the client sends as price_id (Stripe's price id, or
 *   ours with the embedded provider). Donation prices are plan_prices rows with plan_id null
 *   and interval null (an organization's donation_details.stripe_price_id points at one).
 * - discounts: named percent discounts for some tiers (discount_ids of create-subscription).
 * - subscriptions: one per member and tenant, the provider's state mirrored by the webhook
 *   handler; users.membership_tier/use_ama/one_to_one_chat follow it (tierRights).
 * - checkout_sessions: every checkout we started (id: random token; the embedded provider's
 *   page is /checkout/{id}); `kind` says what completing it does.
 * - payments: the ledger of completed one-time payments and donations.
 * - provider_events: every provider event applied, by its id: a replay changes nothing twice.
 */
import { boolean, index, integer, pgTable, real, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BillingInterval, SubscriptionStatus } from '../../contract/payments';
import { at, createdAt, ints, refTo, texts, updatedAt } from '../db/columns';
import { groups, tenantRef, userRef } from '../db/schema';

export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    tier: smallint('tier').notNull(),
    includedFeatures: texts('included_features'),
    excludedFeatures: texts('excluded_features'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subscription_plans_tenant_tier_uq').on(t.tenantId, t.tier)],
);

export const planPrices = pgTable(
  'plan_prices',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    /** Null for a donation price. */
    planId: integer('plan_id').references(() => subscriptionPlans.id),
    providerPriceId: text('provider_price_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Null for a one-time (donation) price. */
    interval: text('interval').$type<BillingInterval>(),
    trialDays: integer('trial_days'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('plan_prices_tenant_provider_uq').on(t.tenantId, t.providerPriceId)],
);

export const discounts = pgTable('discounts', {
  id: serial('id').primaryKey(),
  tenantId: tenantRef(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  percentage: real('percentage').notNull(),
  tiers: ints('tiers'),
  createdAt: createdAt(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    userId: userRef(),
    provider: text('provider').$type<'embedded' | 'stripe'>().notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    providerCustomerId: text('provider_customer_id'),
    priceId: refTo('price_id', () => planPrices.id),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    trialEnd: at('trial_end'),
    currentPeriodEnd: at('current_period_end'),
    canceledAt: at('canceled_at'),
    cancelAt: at('cancel_at'),
    cancellationReason: text('cancellation_reason'),
    discountName: text('discount_name'),
    discountPercent: real('discount_percent'),
    isInstitutional: boolean('is_institutional').notNull().default(false),
    institutionName: text('institution_name'),
    /** The provider's time of the newest event applied: an older event arriving late is ignored. */
    providerUpdatedAt: at('provider_updated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_tenant_user_uq').on(t.tenantId, t.userId),
    uniqueIndex('subscriptions_provider_id_uq').on(t.provider, t.providerSubscriptionId),
  ],
);

export type CheckoutKind = 'subscription' | 'payment' | 'donation';

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    tenantId: tenantRef(),
    userId: userRef(),
    kind: text('kind').$type<CheckoutKind>().notNull(),
    provider: text('provider').$type<'embedded' | 'stripe'>().notNull(),
    providerSessionId: text('provider_session_id'),
    priceId: integer('price_id').references(() => planPrices.id),
    groupId: integer('group_id').references(() => groups.id),
    /** What the member pays (after discounts), in cents. */
    amountCents: integer('amount_cents').notNull(),
    discountPercent: real('discount_percent').notNull().default(0),
    discountName: text('discount_name'),
    status: text('status').$type<'open' | 'complete' | 'expired'>().notNull().default('open'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    createdAt: createdAt(),
    completedAt: at('completed_at'),
  },
  (t) => [index('checkout_sessions_tenant_user_idx').on(t.tenantId, t.userId)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    userId: userRef(),
    kind: text('kind').$type<'payment' | 'donation'>().notNull(),
    groupId: integer('group_id').references(() => groups.id),
    checkoutSessionId: text('checkout_session_id')
      .notNull()
      .references(() => checkoutSessions.id),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payments_checkout_uq').on(t.checkoutSessionId)],
);

export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  provider: text('provider').$type<'embedded' | 'stripe'>().notNull(),
  type: text('type').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});
