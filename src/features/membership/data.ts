/**
 * What the membership screens read (meta 'plans', meta 'subscriptionDetail', the identity) and
 * the worker calls they make. Reads come from Dexie so that they work offline; the mount-time
 * refreshes only ask the worker to fetch again.
 */
import { useEffect, useState } from 'react';
import type { BillingInterval, SubscriptionDetail } from '../../../contract/payments';
import { useMeta } from '../../db/use-meta';
import { useIdentity, useIsLoggedIn } from '../session/queries';
import { syncClient } from '../sync/sync-client';

/** The plans by tier (undefined while Dexie loads) and how their refresh on mount went. */
export function usePlans() {
  const [fetched, setFetched] = useState<'ready' | 'offline' | 'failed' | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void syncClient()
      .payments.plans()
      .then((outcome) => isCurrent && setFetched(outcome));
    return () => {
      isCurrent = false;
    };
  }, []);
  return { plans: useMeta('plans'), fetched };
}

/** The member's subscription detail (null: none; undefined: unknown yet); fetched again on mount when signed in. */
export function useSubscriptionDetail(): SubscriptionDetail | null | undefined {
  const isLoggedIn = useIsLoggedIn();
  useEffect(() => {
    if (isLoggedIn) void syncClient().payments.detail();
  }, [isLoggedIn]);
  return useMeta('subscriptionDetail');
}

/** Where the member stands for the change action: tier, interval and the blocking flags. */
export interface MemberPlanState {
  tier: number;
  interval: BillingInterval | null;
  isInstitutional: boolean;
  paymentStatus: string | null;
  /** A live (not fully ended) subscription: changes go through update, not a new checkout. */
  hasSubscription: boolean;
}

export function useMemberPlanState(detail: SubscriptionDetail | null | undefined): MemberPlanState | null {
  const identity = useIdentity();
  if (!identity) return null;
  const subscription = identity.user_subscription;
  const hasSubscription = Boolean(detail && detail.status !== 'canceled');
  return {
    tier: subscription.applied_membership_tier,
    interval: hasSubscription
      ? (detail?.price.recurring.interval ?? subscription.stripe_membership_recurring_duration ?? null)
      : (subscription.stripe_membership_recurring_duration ?? null),
    isInstitutional: subscription.is_institutional_membership,
    paymentStatus: subscription.payment_status,
    hasSubscription,
  };
}

/** A date of the detail ("2026-12-21T…") as the reader's locale writes it. */
export function formatDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(undefined, { dateStyle: 'medium' });
}
