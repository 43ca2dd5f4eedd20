/**
 * Tier effects: a member's users.membership_tier and the rights that follow it
 * (contract tierRights) mirror their subscription. Staff rights live in is_staff and are
 * never touched here.
 */
import { and, eq } from 'drizzle-orm';
import type { SubscriptionStatus } from '../../contract/payments';
import { tierRights } from '../../contract/payments';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';

/** Statuses that keep the plan's tier: a pending payment does not take rights away yet. */
export const LIVE_STATUSES: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due', 'incomplete'];

export const isLive = (status: SubscriptionStatus) => LIVE_STATUSES.includes(status);

/** The tier a subscription in `status` on a plan of `planTier` grants. */
export const grantedTier = (status: SubscriptionStatus, planTier: number) => (isLive(status) ? planTier : 0);

export async function applyTier(tx: Tx | Db, tenantId: number, userId: number, tier: number): Promise<void> {
  const rights = tierRights(tier);
  await tx
    .update(users)
    .set({ membershipTier: tier, useAma: rights.use_ama, oneToOneChat: rights.one_to_one_chat })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
}
