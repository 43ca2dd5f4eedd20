/**
 * The one place provider state becomes ours: the embedded checkout page and the
 * Stripe webhook both hand their normalised ProviderEvent here. Every event runs in one
 * transaction and is recorded in provider_events first, so a replay is a 'duplicate' that
 * changes nothing; a subscription event older than the newest one applied is 'stale'.
 */
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../app-env';
import type { Tx } from '../db/client';
import { completeOneTimeCheckout, expireOneTimeCheckout } from './one-time';
import type { ProviderEvent, ProviderSubscription } from './provider';
import { checkoutSessions, planPrices, providerEvents, subscriptionPlans, subscriptions } from './schema';
import { applyTier, grantedTier } from './tier';

export type EventOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored';

/** Applies `event` once; answers what became of it. */
export async function applyProviderEvent(deps: Pick<AppDeps, 'db'>, event: ProviderEvent): Promise<EventOutcome> {
  return deps.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(providerEvents)
      .values({ id: event.id, provider: event.provider, type: event.type })
      .onConflictDoNothing()
      .returning({ id: providerEvents.id });
    if (recorded.length === 0) return 'duplicate';
    switch (event.type) {
      case 'checkout.completed':
        return completeCheckout(tx, event.sessionId, event.subscription, event.created);
      case 'checkout.expired':
        return expireCheckout(tx, event.sessionId);
      case 'subscription.updated':
      case 'subscription.deleted':
        return updateSubscription(
          tx,
          event.provider,
          event.subscription,
          event.created,
          event.type === 'subscription.deleted',
        );
      default:
        return 'ignored';
    }
  });
}

async function openSession(tx: Tx, sessionId: string) {
  const [session] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)).for('update');
  return session?.status === 'open' ? session : null;
}

async function completeCheckout(
  tx: Tx,
  sessionId: string,
  sub: ProviderSubscription | null,
  at: Date,
): Promise<EventOutcome> {
  const session = await openSession(tx, sessionId);
  if (!session) return 'ignored';
  await tx
    .update(checkoutSessions)
    .set({ status: 'complete', completedAt: new Date() })
    .where(eq(checkoutSessions.id, sessionId));
  if (session.kind === 'subscription') {
    if (!sub) return 'ignored';
    const discount =
      session.discountPercent > 0
        ? { name: session.discountName ?? '', percentOff: session.discountPercent }
        : sub.discount;
    await applySubscriptionState(tx, session, { ...sub, discount }, at, undefined, session.provider);
  } else {
    await completeOneTimeCheckout(tx, session);
  }
  return 'applied';
}

async function expireCheckout(tx: Tx, sessionId: string): Promise<EventOutcome> {
  const session = await openSession(tx, sessionId);
  if (!session) return 'ignored';
  await tx.update(checkoutSessions).set({ status: 'expired' }).where(eq(checkoutSessions.id, sessionId));
  if (session.kind !== 'subscription') await expireOneTimeCheckout(tx, session);
  return 'applied';
}

async function updateSubscription(
  tx: Tx,
  provider: ProviderEvent['provider'],
  sub: ProviderSubscription,
  at: Date,
  deleted: boolean,
): Promise<EventOutcome> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, sub.providerSubscriptionId)),
    )
    .for('update');
  if (!row) return 'ignored';
  if (row.providerUpdatedAt && at < row.providerUpdatedAt) return 'stale';
  const state: ProviderSubscription = deleted ? { ...sub, status: 'canceled', canceledAt: sub.canceledAt ?? at } : sub;
  await applySubscriptionState(tx, { tenantId: row.tenantId, userId: row.userId }, state, at, undefined, provider);
  return 'applied';
}

/**
 * Mirrors `sub` into the member's subscription row (one per member and tenant) and sets
 * their tier. `at` is the provider's time of this state. The price must be one of the
 * tenant's plan prices; an unknown one changes nothing (answers false).
 */
export async function applySubscriptionState(
  tx: Tx,
  session: { tenantId: number; userId: number },
  sub: ProviderSubscription,
  at: Date,
  extra?: { cancellationReason?: string | null },
  provider?: ProviderEvent['provider'],
): Promise<boolean> {
  const [price] = await tx
    .select({ id: planPrices.id, tier: subscriptionPlans.tier })
    .from(planPrices)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, planPrices.planId))
    .where(and(eq(planPrices.tenantId, session.tenantId), eq(planPrices.providerPriceId, sub.priceId)));
  if (!price) return false;
  const values = {
    providerSubscriptionId: sub.providerSubscriptionId,
    providerCustomerId: sub.customerRef,
    priceId: price.id,
    status: sub.status,
    trialEnd: sub.trialEnd,
    currentPeriodEnd: sub.currentPeriodEnd,
    canceledAt: sub.canceledAt,
    cancelAt: sub.cancelAt,
    discountName: sub.discount?.name ?? null,
    discountPercent: sub.discount?.percentOff ?? null,
    providerUpdatedAt: at,
    updatedAt: new Date(),
    ...(extra?.cancellationReason !== undefined ? { cancellationReason: extra.cancellationReason } : {}),
  };
  const [existing] = await tx
    .select({ id: subscriptions.id, provider: subscriptions.provider })
    .from(subscriptions)
    .where(and(eq(subscriptions.tenantId, session.tenantId), eq(subscriptions.userId, session.userId)));
  if (existing) {
    await tx
      .update(subscriptions)
      .set({ ...values, provider: provider ?? existing.provider })
      .where(eq(subscriptions.id, existing.id));
  } else {
    await tx.insert(subscriptions).values({
      ...values,
      tenantId: session.tenantId,
      userId: session.userId,
      provider: provider ?? providerOf(sub),
    });
  }
  await applyTier(tx, session.tenantId, session.userId, grantedTier(sub.status, price.tier));
  return true;
}

/** Embedded subscription ids start with 'sub_emb_' or 'sub_demo_'; anything else came from Stripe. */
const providerOf = (sub: ProviderSubscription): ProviderEvent['provider'] =>
  sub.providerSubscriptionId.startsWith('sub_emb_') || sub.providerSubscriptionId.startsWith('sub_demo_')
    ? 'embedded'
    : 'stripe';
