/**
 * One-time payments: a paid group's price and donations to an organization.
 * Starting one claims the membership's payment_status ('pending') BEFORE the provider's page
 * exists, so two clicks cannot open two checkouts and a fast webhook never finds it unclaimed.
 * The webhook handler (payments/events.ts) calls completeOneTimeCheckout /
 * expireOneTimeCheckout inside its transaction; both log a 'group' change for the member so
 * the change feed brings the new payment_status to their devices.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import { discountedCents, PAYMENT_MESSAGES } from '../../contract/payments';
import type { AppDeps } from '../app-env';
import { memberDataCommitted } from '../changes/committed';
import { appendChanges } from '../changes/log';
import type { Tx } from '../db/client';
import { memberships } from '../db/schema';
import { loadGroup, membershipOf } from '../groups/membership-rows';
import { HttpError } from '../http/errors';
import { ownUrl, startCheckout } from './checkout';
import { checkoutSessions, payments, planPrices, subscriptions } from './schema';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
type PaymentStatus = 'pending' | 'confirmed' | null;

const clamp = (percent: number) => Math.min(100, Math.max(0, percent));
const groupChange = (tenantId: number, userId: number, groupId: number) => ({
  tenantId,
  userId,
  entity: 'group' as const,
  entityId: String(groupId),
  op: 'upsert' as const,
});

/** Sets the member's payment_status (only from one of `from`); answers whether a row changed. */
export async function setPaymentStatus(
  tx: Tx,
  target: { tenantId: number; groupId: number; userId: number },
  to: PaymentStatus,
  where: 'any' | 'unclaimed' | 'pending' = 'any',
): Promise<boolean> {
  const changed = await tx
    .update(memberships)
    .set({ paymentStatus: to, updatedAt: new Date() })
    .where(
      and(
        eq(memberships.tenantId, target.tenantId),
        eq(memberships.groupId, target.groupId),
        eq(memberships.userId, target.userId),
        where === 'unclaimed' ? isNull(memberships.paymentStatus) : undefined,
        where === 'pending' ? eq(memberships.paymentStatus, 'pending') : undefined,
      ),
    )
    .returning({ id: memberships.id });
  if (changed.length === 0) return false;
  await appendChanges(tx, [groupChange(target.tenantId, target.userId, target.groupId)]);
  return true;
}

/** A paid checkout: record the payment; a group payment confirms the membership's payment_status. */
export async function completeOneTimeCheckout(tx: Tx, session: CheckoutSessionRow): Promise<void> {
  if (session.kind === 'subscription') return;
  await tx
    .insert(payments)
    .values({
      tenantId: session.tenantId,
      userId: session.userId,
      kind: session.kind,
      groupId: session.groupId,
      checkoutSessionId: session.id,
      amountCents: session.amountCents,
    })
    .onConflictDoNothing();
  if (session.kind === 'payment' && session.groupId !== null) {
    await setPaymentStatus(tx, { ...session, groupId: session.groupId }, 'confirmed');
  }
}

/** An abandoned checkout: a group payment left 'pending' by it goes back to unpaid. */
export async function expireOneTimeCheckout(tx: Tx, session: CheckoutSessionRow): Promise<void> {
  if (session.kind !== 'payment' || session.groupId === null) return;
  // Another checkout of the same member for the same group still open keeps the claim.
  const [other] = await tx
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.tenantId, session.tenantId),
        eq(checkoutSessions.userId, session.userId),
        eq(checkoutSessions.groupId, session.groupId),
        eq(checkoutSessions.kind, 'payment'),
        eq(checkoutSessions.status, 'open'),
        ne(checkoutSessions.id, session.id),
      ),
    )
    .limit(1);
  if (other) return;
  await setPaymentStatus(tx, { ...session, groupId: session.groupId }, null, 'pending');
}

export interface OneTimeRequest {
  tenantId: number;
  userId: number;
  groupId: number;
  origin: string;
  successUrl: string;
  cancelUrl: string;
}

export async function customerRefOf(deps: Pick<AppDeps, 'db'>, tenantId: number, userId: number) {
  const [row] = await deps.db
    .select({ ref: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.tenantId, tenantId), eq(subscriptions.userId, userId)));
  return row?.ref ?? null;
}

/** The checkout URL of a paid group's price for an accepted member who has not paid yet. */
export async function startGroupPayment(deps: Pick<AppDeps, 'db' | 'hub' | 'payments'>, request: OneTimeRequest) {
  const { tenantId, userId, groupId } = request;
  const group = await loadGroup(deps.db, tenantId, groupId);
  const price = group.priceCents ?? 0;
  if (!group.isPaid || price <= 0) throw new HttpError(400, { detail: PAYMENT_MESSAGES.notPaidGroup });
  const membership = await membershipOf(deps.db, groupId, userId);
  if (membership?.status !== 'accepted') throw new HttpError(400, { detail: PAYMENT_MESSAGES.notAccepted });
  if (membership.paymentStatus !== null) throw new HttpError(400, { detail: PAYMENT_MESSAGES.alreadyPaid });
  // Bad URLs are refused before anything is claimed.
  ownUrl(request.successUrl, request.origin, 'success_url');
  ownUrl(request.cancelUrl, request.origin, 'cancel_url');
  const target = { tenantId, groupId, userId };
  const claimed = await deps.db.transaction((tx) => setPaymentStatus(tx, target, 'pending', 'unclaimed'));
  if (!claimed) throw new HttpError(400, { detail: PAYMENT_MESSAGES.alreadyPaid });
  memberDataCommitted(deps, tenantId, userId);
  const discount = clamp(group.discount ?? 0);
  try {
    return await startCheckout(deps, {
      tenantId,
      userId,
      kind: 'payment',
      origin: request.origin,
      priceRowId: null,
      groupId,
      item: { priceId: null, name: group.name, amountCents: price, interval: null, trialDays: null, tier: null },
      discountPercent: discount,
      discountName: discount > 0 ? `${group.name} discount` : null,
      amountCents: discountedCents(price, discount),
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      customerRef: await customerRefOf(deps, tenantId, userId),
    });
  } catch (error) {
    // No checkout to finish: the member may try again.
    await deps.db.transaction((tx) => setPaymentStatus(tx, target, null, 'pending'));
    memberDataCommitted(deps, tenantId, userId);
    throw error;
  }
}

/** The checkout URL of a donation to an organization at its donation price. */
export async function startDonation(
  deps: Pick<AppDeps, 'db' | 'payments'>,
  request: OneTimeRequest & { priceId: string },
) {
  const { tenantId, userId, groupId } = request;
  const group = await loadGroup(deps.db, tenantId, groupId);
  if (group.donationDetails?.stripe_price_id !== request.priceId) {
    throw new HttpError(400, { detail: PAYMENT_MESSAGES.noDonations });
  }
  const [price] = await deps.db
    .select()
    .from(planPrices)
    .where(
      and(
        eq(planPrices.tenantId, tenantId),
        eq(planPrices.providerPriceId, request.priceId),
        isNull(planPrices.planId),
      ),
    );
  if (!price) throw new HttpError(400, { price_id: [PAYMENT_MESSAGES.priceNotFound] });
  return startCheckout(deps, {
    tenantId,
    userId,
    kind: 'donation',
    origin: request.origin,
    priceRowId: price.id,
    groupId,
    item: {
      priceId: price.providerPriceId,
      name: `Donation to ${group.name}`,
      amountCents: price.amountCents,
      interval: null,
      trialDays: null,
      tier: null,
    },
    discountPercent: 0,
    discountName: null,
    amountCents: price.amountCents,
    successUrl: request.successUrl,
    cancelUrl: request.cancelUrl,
    customerRef: await customerRefOf(deps, tenantId, userId),
  });
}
