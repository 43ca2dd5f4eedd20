/**
 * Changing a live membership (update-subscription, cancel-subscription): a new price
 * (upgrade, downgrade, switch of interval), a cancel at period end, or a renew that undoes
 * it. The provider applies the change and we mirror its answer at once, so the member sees
 * it without waiting for the webhook (which then changes nothing).
 */
import type * as v from 'valibot';
import {
  membershipAction,
  PAYMENT_MESSAGES,
  planChangeBlock,
  type SubscriptionDetail,
  type UpdateSubscriptionInput,
} from '../../contract/payments';
import type { AppDeps } from '../app-env';
import { HttpError } from '../http/errors';
import { changeEmbeddedSubscription } from './embedded-provider';
import { applySubscriptionState } from './events';
import type { ProviderSubscription, SubscriptionChange } from './provider';
import { type MemberSubscription, readSubscription, toDetail } from './subscription-read';
import { planPrice } from './subscriptions';
import { isLive } from './tier';

type Caller = { tenantId: number; userId: number };
type Deps = Pick<AppDeps, 'db' | 'payments'>;

const reasonOf = (reason: string | undefined) => {
  const trimmed = reason?.trim() ?? '';
  if (!trimmed) throw new HttpError(400, { cancellation_reason: [PAYMENT_MESSAGES.specifyReason] });
  return trimmed;
};

async function liveSubscription(deps: Deps, caller: Caller): Promise<MemberSubscription> {
  const found = await readSubscription(deps.db, caller.tenantId, caller.userId);
  if (!found || !isLive(found.row.status)) throw new HttpError(400, { detail: PAYMENT_MESSAGES.noSubscription });
  return found;
}

const asProvider = ({ row, price }: MemberSubscription): ProviderSubscription => ({
  providerSubscriptionId: row.providerSubscriptionId,
  customerRef: row.providerCustomerId,
  priceId: price.providerPriceId,
  status: row.status,
  trialEnd: row.trialEnd,
  currentPeriodEnd: row.currentPeriodEnd,
  canceledAt: row.canceledAt,
  cancelAt: row.cancelAt,
  discount:
    row.discountPercent && row.discountPercent > 0
      ? { name: row.discountName ?? '', percentOff: row.discountPercent }
      : null,
  clientSecret: null,
});

async function apply(
  deps: Deps,
  caller: Caller,
  found: MemberSubscription,
  change: SubscriptionChange,
  cancellationReason: string | null | undefined,
): Promise<void> {
  const current = asProvider(found);
  // A demo (embedded) membership stays embedded even when Stripe is configured.
  const next =
    found.row.provider === deps.payments.name
      ? await deps.payments.updateSubscription(current, change)
      : changeEmbeddedSubscription(current, change);
  await deps.db.transaction((tx) =>
    applySubscriptionState(
      tx,
      caller,
      next,
      // Whole seconds, as Stripe stamps its events: the webhook of this very change, in the
      // same second, must not count as newer, nor a genuinely newer one as stale.
      new Date(Math.floor(Date.now() / 1000) * 1000),
      cancellationReason === undefined ? undefined : { cancellationReason },
      found.row.provider,
    ),
  );
}

async function detailOf(deps: Deps, caller: Caller, resolveUrl: (found: MemberSubscription) => string | null) {
  const found = await readSubscription(deps.db, caller.tenantId, caller.userId);
  return found ? toDetail(found, deps.payments.publishableKey, resolveUrl(found)) : null;
}

export async function updateSubscription(
  deps: Deps,
  caller: Caller,
  input: v.InferOutput<typeof UpdateSubscriptionInput>,
  resolveUrl: (found: MemberSubscription) => string | null,
): Promise<SubscriptionDetail | null> {
  const found = await liveSubscription(deps, caller);
  if (input.cancel_at_period_end) {
    await apply(deps, caller, found, { kind: 'cancel_at_period_end' }, reasonOf(input.cancellation_reason));
  } else if (input.is_renew) {
    await apply(deps, caller, found, { kind: 'renew' }, null);
  } else if (input.price_id !== undefined) {
    const { price, plan, interval } = await planPrice(deps.db, caller.tenantId, input.price_id);
    const action = membershipAction(plan.tier, interval, { tier: found.plan.tier, interval: found.price.interval });
    const pending = found.row.status === 'past_due' || found.row.status === 'incomplete';
    const block = planChangeBlock(action, {
      is_institutional_membership: found.row.isInstitutional,
      payment_status: pending ? 'pending' : null,
    });
    if (block) throw new HttpError(400, { detail: block });
    const reason = action === 'Downgrade' ? reasonOf(input.cancellation_reason) : undefined;
    if (action !== 'Continue') {
      const change = {
        kind: 'price',
        priceId: price.providerPriceId,
        interval,
        amountCents: price.amountCents,
        tier: plan.tier,
      } as const;
      await apply(deps, caller, found, change, reason);
    }
  } else {
    throw new HttpError(400, { detail: PAYMENT_MESSAGES.couldNotPerformRequest });
  }
  return detailOf(deps, caller, resolveUrl);
}

export async function cancelSubscription(
  deps: Deps,
  caller: Caller,
  cancellationReason: string | undefined,
  resolveUrl: (found: MemberSubscription) => string | null,
): Promise<SubscriptionDetail | null> {
  const found = await liveSubscription(deps, caller);
  await apply(deps, caller, found, { kind: 'cancel_at_period_end' }, reasonOf(cancellationReason));
  return detailOf(deps, caller, resolveUrl);
}
