/**
 * Stripe objects to our provider types. Stripe moved fields between API versions
 * (current_period_end from the subscription to its items, `discount` to `discounts`, the
 * invoice's payment_intent to confirmation_secret), so both shapes are read: the newer typed
 * field first, then the older one through a plain-object reader.
 */
import type Stripe from 'stripe';
import type { SubscriptionStatus } from '../../contract/payments';
import type { ProviderSubscription } from './provider';

/** The subscription as we read it: its discount's coupon and the open invoice's secret included. */
export const SUBSCRIPTION_EXPAND = ['discounts', 'latest_invoice.confirmation_secret'];

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null;
const field = (value: unknown, key: string): unknown => (isPlain(value) ? value[key] : undefined);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const seconds = (value: unknown): Date | null => (typeof value === 'number' ? new Date(value * 1000) : null);

/** Stripe's statuses in ours: unpaid still owes a payment; paused waits for a card. */
export function statusFromStripe(status: Stripe.Subscription.Status): SubscriptionStatus {
  switch (status) {
    case 'trialing':
      return 'trialing';
    case 'active':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'incomplete':
      return 'incomplete';
    case 'canceled':
      return 'canceled';
    case 'unpaid':
      return 'past_due';
    case 'paused':
      return 'incomplete';
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'incomplete';
  }
}

/** The coupon of the first discount (newer `discounts`, older `discount`), when expanded. */
function couponOf(subscription: Stripe.Subscription): ProviderSubscription['discount'] {
  const first: unknown = subscription.discounts?.[0] ?? field(subscription, 'discount');
  const coupon = field(field(first, 'source'), 'coupon') ?? field(first, 'coupon');
  const percentOff = field(coupon, 'percent_off');
  if (typeof percentOff !== 'number') return null;
  return { name: text(field(coupon, 'name')) ?? text(field(coupon, 'id')) ?? '', percentOff };
}

/** The open invoice's client secret while a payment is pending (Resolve Now), when expanded. */
function clientSecretOf(subscription: Stripe.Subscription): string | null {
  const invoice: unknown = subscription.latest_invoice;
  return (
    text(field(field(invoice, 'confirmation_secret'), 'client_secret')) ??
    text(field(field(invoice, 'payment_intent'), 'client_secret'))
  );
}

export function subscriptionFromStripe(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items?.data?.[0];
  const customer: unknown = subscription.customer;
  return {
    providerSubscriptionId: subscription.id,
    customerRef: text(customer) ?? text(field(customer, 'id')),
    // Our price id travels in metadata: the adapter creates Stripe prices inline.
    priceId:
      text(subscription.metadata?.['price_id']) ?? text(item?.price?.metadata?.['price_id']) ?? item?.price?.id ?? '',
    status: statusFromStripe(subscription.status),
    trialEnd: seconds(subscription.trial_end),
    currentPeriodEnd: seconds(item?.current_period_end) ?? seconds(field(subscription, 'current_period_end')),
    canceledAt: seconds(subscription.canceled_at),
    cancelAt: seconds(subscription.cancel_at),
    discount: couponOf(subscription),
    clientSecret: clientSecretOf(subscription),
  };
}
