/**
 * Membership plans, subscriptions, paid circles and donations (spec part 1 sections 2, 3, 4,
 * 6, 9; part 2 sections 2, 3, 4, 5, 7, 8, 9). Call paths are the spec's where it names them;
 * every answer of a payment action wraps its value in `data` as the spec says ("response data
 * is a URL"). Amounts are integer cents (Stripe's unit_amount); the UI shows them /100.
 * - GET   /api/v1/subscription-plans/            {data: SubscriptionPlan[] by tier, discounts: Discount[]} (public)
 * - GET   /api/v1/subscription-detail/            {data: SubscriptionDetail | null} (signed in)
 * - POST  /api/v1/payment/create-subscription/    CreateSubscriptionInput -> {data: checkout url}
 * - POST  /api/v1/payment/create-one-time-payment/ OneTimePaymentInput -> {data: checkout url}
 * - POST  /api/v1/payment/update-subscription/    UpdateSubscriptionInput -> {data: SubscriptionDetail}
 * - POST  /api/v1/payment/cancel-subscription/    {cancellation_reason} -> {data: SubscriptionDetail} (at period end)
 * - POST  /api/v1/payment/create-customer-portal-session/ {return_url} -> {data: url}
 * - POST  /api/v1/payment/donate/                 DonateInput -> {data: checkout url}
 * - POST  /api/v1/payment/membership-card/        {} -> {data: image url} (spec: "Generate membership card")
 * - POST  /api/v1/payment/webhook/                the provider's signed events (Stripe-Signature)
 * - POST  /api/v1/groups/{id}/payment-confirmation/ {user, action: accept|reject}  group admins
 * - GET   /checkout/{session}                     the embedded provider's checkout page (no Stripe key)
 */
import * as v from 'valibot';
import { Id, IdArray } from './ids';
import { pastTense } from './messages';

export const BILLING_INTERVALS = ['month', 'year'] as const;
export const BillingInterval = v.picklist(BILLING_INTERVALS);
export type BillingInterval = v.InferOutput<typeof BillingInterval>;

/** One price of a plan: `price` in cents; `stripe_price_id` is the provider's id (ours for the embedded one). */
export const PlanPrice = v.object({
  price: v.number(),
  recurring: BillingInterval,
  stripe_price_id: v.string(),
  trial_days: v.nullable(v.number()),
});
export type PlanPrice = v.InferOutput<typeof PlanPrice>;

export const SubscriptionPlan = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  subscription_tier: v.number(),
  included_features: v.array(v.string()),
  excluded_features: v.array(v.string()),
  /** Empty for the free tier-0 plan. */
  prices: v.array(PlanPrice),
});
export type SubscriptionPlan = v.InferOutput<typeof SubscriptionPlan>;

export const Discount = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  discount_percentage: v.number(),
  /** The tiers whose plans it applies to. */
  subscription_tiers: v.array(v.number()),
});
export type Discount = v.InferOutput<typeof Discount>;

export const PlansResponse = v.object({ data: v.array(SubscriptionPlan), discounts: v.array(Discount) });
export type PlansResponse = v.InferOutput<typeof PlansResponse>;

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'incomplete', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The provider's view of the member's subscription (spec part 1 section 3, "Subscription detail"). */
export const SubscriptionDetail = v.object({
  status: v.picklist(SUBSCRIPTION_STATUSES),
  /** ISO date-times or null. */
  trial_end: v.nullable(v.string()),
  current_period_end: v.nullable(v.string()),
  canceled_at: v.nullable(v.string()),
  cancel_at: v.nullable(v.string()),
  /** Stripe: the pending payment's client secret for Resolve Now (confirmCardPayment); null otherwise. */
  client_secret: v.nullable(v.string()),
  /** Stripe's publishable key; null with the embedded provider. */
  publishable_key: v.nullable(v.string()),
  discount: v.nullable(v.object({ coupon: v.object({ name: v.string(), percent_off: v.number() }) })),
  price: v.object({
    id: v.string(),
    unit_amount: v.number(),
    recurring: v.object({ interval: BillingInterval }),
    metadata: v.object({ subscription_tier: v.number() }),
  }),
  plan_name: v.string(),
  is_institutional: v.boolean(),
  /** The institution that pays, for the institutional note. */
  institution_name: v.nullable(v.string()),
  /** Embedded provider: where Resolve Now goes to settle a pending payment; null with Stripe. */
  resolve_url: v.nullable(v.string()),
});
export type SubscriptionDetail = v.InferOutput<typeof SubscriptionDetail>;

export const SubscriptionDetailResponse = v.object({ data: v.nullable(SubscriptionDetail) });

const Url = v.pipe(v.string(), v.minLength(1));

export const CreateSubscriptionInput = v.object({
  price_id: v.pipe(v.string(), v.minLength(1)),
  /** The upgrade-with-circle flow: circles whose discount applies (contract circleDiscount). */
  associated_group_ids: v.optional(IdArray, []),
  discount_ids: v.optional(IdArray, []),
  success_url: Url,
  cancel_url: Url,
});
export type CreateSubscriptionInput = v.InferInput<typeof CreateSubscriptionInput>;

export const OneTimePaymentInput = v.object({
  entity_type: v.literal('group'),
  group_id: Id,
  success_url: Url,
  cancel_url: Url,
});
export type OneTimePaymentInput = v.InferInput<typeof OneTimePaymentInput>;

/**
 * One change of the current subscription: a new price (upgrade, downgrade, switch; a
 * downgrade needs cancellation_reason), a cancel at period end (needs the reason), or a renew
 * (undoes a scheduled cancel). `entity_type`/`group_id` are the spec's, for a circle's plan.
 */
export const UpdateSubscriptionInput = v.object({
  entity_type: v.optional(v.literal('group')),
  group_id: v.optional(Id),
  price_id: v.optional(v.string()),
  cancellation_reason: v.optional(v.string()),
  cancel_at_period_end: v.optional(v.boolean()),
  is_renew: v.optional(v.boolean()),
});
export type UpdateSubscriptionInput = v.InferInput<typeof UpdateSubscriptionInput>;

export const CancelSubscriptionInput = v.object({ cancellation_reason: v.optional(v.string()) });

export const PortalInput = v.object({ return_url: Url });

export const DonateInput = v.object({
  price_id: v.pipe(v.string(), v.minLength(1)),
  /** The organization donated to (its donation_details.stripe_price_id must be price_id). */
  group_id: Id,
  success_url: Url,
  cancel_url: Url,
});
export type DonateInput = v.InferInput<typeof DonateInput>;

export const PaymentConfirmationInput = v.object({ user: Id, action: v.picklist(['accept', 'reject']) });
export type PaymentConfirmationInput = v.InferOutput<typeof PaymentConfirmationInput>;

export const DataUrlResponse = v.object({ data: v.string() });

/** /payment/success?group=&type= (spec part 2 section 2). */
export const PAYMENT_RESULT_TYPES = ['donation', 'payment', 'subscription'] as const;
export type PaymentResultType = (typeof PAYMENT_RESULT_TYPES)[number];

export const PAYMENT_MESSAGES = {
  noVoucher: 'This applicant did not choose to pay with a voucher.',
  voucherAccepted: 'Voucher accepted',
  voucherRejected: 'Voucher rejected',
  specifyReason: 'Specify the reason',
  couldNotProceed: 'Could not proceed your request',
  /** The membership change failure (spec part 2 section 8), or the server's message. */
  couldNotPerformRequest: 'Could not perform your request',
  planChangeDelay: 'It may take a few seconds for the changes to take effect.',
  acceptedProceedToPay: 'Your request has been accepted. You can now proceed to pay.',
  requestSubmitted: 'Thank you for submitting request. You can proceed to pay once admin accepts your request.',
  paymentConfirmed: 'Payment Confirmed',
  paymentSubmitted: 'Payment submitted',
  couldNotVerifyCard: 'Could not verify your card',
  membershipCardFailed: 'Failed to generate membership card. Try again later.',
  resolveNow: 'Resolve Now',
  signInToUpgrade: 'Sign In to Upgrade',
  institutional: 'Institutional',
  institutionalNoChange: 'Institutional members cannot downgrade or switch plans.',
  paymentPendingNoChange: 'Resolve your pending payment before changing your plan.',
  noSubscription: 'You have no active subscription.',
  priceNotFound: 'This price does not exist.',
  notPaidGroup: 'This group has no price to pay.',
  notAccepted: 'Your request must be accepted before you can pay.',
  alreadyPaid: 'Your payment is already confirmed or being processed.',
  noDonations: 'This organization does not take donations.',
  invalidSignature: 'Invalid webhook signature.',
  /** Admin marking a member paid/unpaid: "Successfully {action}ed" of the spec. */
  actioned: (action: 'accept' | 'reject') => `Successfully ${pastTense(action)}`,
  paymentSuccessTitle: 'Payment successful',
  paymentCancelTitle: 'Payment cancelled',
} as const;

/** What the chosen plan is to the member's current one (spec part 1 section 4, Membership change action). */
export type MembershipAction = 'Upgrade' | 'Downgrade' | 'Switch' | 'Continue';

export function membershipAction(
  planTier: number,
  interval: BillingInterval,
  current: { tier: number; interval: BillingInterval | null },
): MembershipAction {
  if (planTier > current.tier) return 'Upgrade';
  if (planTier < current.tier) return 'Downgrade';
  if (current.interval !== null && interval !== current.interval) return 'Switch';
  return 'Continue';
}

/** Why a plan change is refused (spec part 1 section 6), or null. Cancel and Renew are not plan changes. */
export function planChangeBlock(
  action: MembershipAction,
  subscription: { is_institutional_membership: boolean; payment_status: string | null },
): string | null {
  if (subscription.payment_status === 'pending') return PAYMENT_MESSAGES.paymentPendingNoChange;
  if (subscription.is_institutional_membership && (action === 'Downgrade' || action === 'Switch')) {
    return PAYMENT_MESSAGES.institutionalNoChange;
  }
  return null;
}

/** A reason is required to cancel or to downgrade (spec part 2 section 5). */
export const needsReason = (action: MembershipAction | 'Cancel') => action === 'Cancel' || action === 'Downgrade';

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/**
 * A circle's discount on a membership bought with it (spec part 1 section 6): the circle's own
 * discount, else the member's circle_discount_percent, else 100; clamped to 0-100; 0 for
 * other group types.
 */
export function circleDiscount(
  group: { group_type: string; discount: number | null },
  circleDiscountPercent: number | null,
): number {
  if (group.group_type !== 'circle') return 0;
  return clampPercent(group.discount ?? circleDiscountPercent ?? 100);
}

/** Discounts are summed and capped at 100 (spec part 2 section 5). */
export const totalDiscount = (percents: readonly number[]) =>
  clampPercent(percents.reduce((sum, percent) => sum + clampPercent(percent), 0));

export const discountedCents = (cents: number, percent: number) =>
  Math.round((cents * (100 - clampPercent(percent))) / 100);

/** "$12 / month": unit_amount/100 with its interval (spec part 2 section 9). */
export function formatPrice(cents: number, interval?: BillingInterval | null): string {
  const amount = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return interval ? `$${amount} / ${interval}` : `$${amount}`;
}

/** A discount percent to 2 decimals. */
export const formatPercent = (percent: number) => `${percent.toFixed(2)}%`;

/** The rights a tier grants (tier 0 is free). Payments change the tier; the client never does. */
export function tierRights(tier: number) {
  return {
    use_ama: tier >= 1,
    one_to_one_chat: tier >= 1,
    can_use_premium_agents: tier >= 2,
    can_create_membership_card: tier >= 2,
    circle_discount_percent: [0, 0, 10, 20][tier] ?? 0,
  };
}

/** Plans sorted by tier (spec part 2 section 9). */
export const byTier = (plans: readonly SubscriptionPlan[]) =>
  [...plans].sort((a, b) => a.subscription_tier - b.subscription_tier || a.id - b.id);
