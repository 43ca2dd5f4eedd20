/**
 * Starting a membership (create-subscription): the price, the discounts that apply (named
 * discounts of the plan's tier and circles bought with it, summed and capped), the trial of a
 * first membership, then a checkout. The membership itself starts when the provider reports
 * the checkout completed (payments/events.ts).
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  type CreateSubscriptionInput,
  circleDiscount,
  discountedCents,
  PAYMENT_MESSAGES,
  tierRights,
  totalDiscount,
} from '../../contract/payments';
import type { AppDeps } from '../app-env';
import type { Db } from '../db/client';
import { groups } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { startCheckout } from './checkout';
import { discounts, planPrices, subscriptionPlans } from './schema';
import { readSubscription } from './subscription-read';
import { isLive } from './tier';

export const ALREADY_MEMBER = 'You already have a membership. Change your plan instead.';
export const DISCOUNT_NOT_APPLICABLE = 'This discount does not apply to this plan.';

/** A plan price of the tenant by our price id, with its plan; a 400 on price_id otherwise. */
export async function planPrice(db: Db, tenantId: number, priceId: string) {
  const [found] = await db
    .select({ price: planPrices, plan: subscriptionPlans })
    .from(planPrices)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, planPrices.planId))
    .where(
      and(eq(planPrices.tenantId, tenantId), eq(planPrices.providerPriceId, priceId), isNotNull(planPrices.interval)),
    );
  if (!found?.price.interval) throw new HttpError(400, { price_id: [PAYMENT_MESSAGES.priceNotFound] });
  return { ...found, interval: found.price.interval };
}

type Input = Required<Pick<CreateSubscriptionInput, 'associated_group_ids' | 'discount_ids'>> & CreateSubscriptionInput;

export async function createSubscriptionCheckout(
  deps: Pick<AppDeps, 'db' | 'payments'>,
  caller: { tenantId: number; userId: number },
  input: Input,
  origin: string,
): Promise<string> {
  const { db } = deps;
  const { price, plan, interval } = await planPrice(db, caller.tenantId, input.price_id);
  const current = await readSubscription(db, caller.tenantId, caller.userId);
  if (current && isLive(current.row.status)) throw new HttpError(400, { detail: ALREADY_MEMBER });

  const discountIds = [...new Set(input.discount_ids)];
  const named = discountIds.length
    ? await db
        .select()
        .from(discounts)
        .where(and(eq(discounts.tenantId, caller.tenantId), inArray(discounts.id, discountIds)))
    : [];
  if (named.length !== discountIds.length || named.some((discount) => !discount.tiers.includes(plan.tier))) {
    throw new HttpError(400, { discount_ids: [DISCOUNT_NOT_APPLICABLE] });
  }
  const groupIds = [...new Set(input.associated_group_ids)];
  const circles = groupIds.length
    ? await db
        .select({ name: groups.name, groupType: groups.groupType, discount: groups.discount })
        .from(groups)
        .where(and(eq(groups.tenantId, caller.tenantId), inArray(groups.id, groupIds)))
    : [];
  if (circles.length !== groupIds.length) throw notFound();
  // A live membership would give its circle discount; creating one means there is none yet.
  const memberPercent =
    current && isLive(current.row.status) ? tierRights(current.plan.tier).circle_discount_percent : null;
  const parts = [
    ...named.map((discount) => ({ name: discount.name, percent: discount.percentage })),
    ...circles.map((circle) => ({
      name: circle.name,
      percent: circleDiscount({ group_type: circle.groupType, discount: circle.discount }, memberPercent),
    })),
  ].filter((part) => part.percent > 0);
  const percent = totalDiscount(parts.map((part) => part.percent));

  return startCheckout(deps, {
    tenantId: caller.tenantId,
    userId: caller.userId,
    kind: 'subscription',
    origin,
    priceRowId: price.id,
    groupId: null,
    item: {
      priceId: price.providerPriceId,
      name: plan.name,
      amountCents: price.amountCents,
      interval,
      // A trial is for a first membership only.
      trialDays: current ? null : price.trialDays,
      tier: plan.tier,
    },
    discountPercent: percent,
    discountName: parts.length ? parts.map((part) => part.name).join(', ') : null,
    amountCents: discountedCents(price.amountCents, percent),
    successUrl: input.success_url,
    cancelUrl: input.cancel_url,
    customerRef: current?.row.providerCustomerId ?? null,
  });
}
