/**
 * The payment provider seam (DESIGN.md section 6). Two implementations:
 * - embedded (payments/embedded-provider.ts): the default when STRIPE_SECRET_KEY is unset.
 *   Its checkout is our own page (/checkout/{session}); completing or cancelling it builds the
 *   same ProviderEvents a Stripe webhook would and hands them to applyProviderEvent.
 * - stripe (payments/stripe-provider.ts): Checkout Sessions, the customer portal,
 *   subscription updates, and webhooks verified with STRIPE_WEBHOOK_SECRET.
 * Everything the provider reports is normalised to ProviderEvent / ProviderSubscription, so
 * one handler (payments/events.ts) changes our state, idempotently, whoever sent it.
 * Price ids in these types are always OURS (plan_prices.provider_price_id): the Stripe
 * adapter keeps ours in metadata when it creates prices inline.
 */
import type { BillingInterval, SubscriptionStatus } from '../../contract/payments';
import type { CheckoutKind } from './schema';

export type ProviderName = 'embedded' | 'stripe';

export interface CheckoutRequest {
  /** Our checkout_sessions.id: the provider sends it back (Stripe: client_reference_id). */
  sessionId: string;
  kind: CheckoutKind;
  tenantId: number;
  userId: number;
  customerEmail: string;
  /** The provider's customer id from an earlier subscription, if any. */
  customerRef: string | null;
  /** What is bought: a plan price (subscription) or a one-time amount (payment, donation). */
  item: {
    /** Our price id (plan_prices.provider_price_id); null for a group's one-time price. */
    priceId: string | null;
    name: string;
    /** Before discount, cents. */
    amountCents: number;
    interval: BillingInterval | null;
    trialDays: number | null;
    /** The plan's tier, for a subscription. */
    tier: number | null;
  };
  /** Summed and capped (contract totalDiscount); 0 for none. */
  discountPercent: number;
  discountName: string | null;
  /** Absolute URLs. */
  successUrl: string;
  cancelUrl: string;
}

/** A subscription as the provider holds it. Dates are Date or null. */
export interface ProviderSubscription {
  providerSubscriptionId: string;
  customerRef: string | null;
  /** Our price id. */
  priceId: string;
  status: SubscriptionStatus;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  canceledAt: Date | null;
  cancelAt: Date | null;
  discount: { name: string; percentOff: number } | null;
  /** Stripe: the open invoice's payment intent secret while a payment is pending. */
  clientSecret: string | null;
}

export type SubscriptionChange =
  | { kind: 'price'; priceId: string; interval: BillingInterval; amountCents: number; tier: number }
  | { kind: 'cancel_at_period_end' }
  | { kind: 'renew' };

/** A provider's event, normalised. `id` is the provider's event id (replays carry the same one). */
export type ProviderEvent = { id: string; provider: ProviderName; created: Date } & (
  | {
      type: 'checkout.completed';
      /** Our checkout_sessions.id. */
      sessionId: string;
      /** Set for a subscription checkout. */
      subscription: ProviderSubscription | null;
    }
  | { type: 'checkout.expired'; sessionId: string }
  | { type: 'subscription.updated'; subscription: ProviderSubscription }
  | { type: 'subscription.deleted'; subscription: ProviderSubscription }
  /** Anything else the provider sends: recorded, changes nothing. */
  | { type: 'ignored'; providerType: string }
);

export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Stripe's publishable key for @stripe/stripe-js; null for the embedded provider. */
  readonly publishableKey: string | null;
  /** A hosted checkout for `request`; `origin` is this request's origin (the embedded page lives there). */
  createCheckout(request: CheckoutRequest, origin: string): Promise<{ url: string; providerSessionId: string }>;
  /** Where the member manages cards and invoices; `tenantId` is the member's (the embedded portal opens on its host only). */
  createPortalSession(customerRef: string | null, returnUrl: string, origin: string, tenantId: number): Promise<string>;
  /** Applies one change and answers the subscription as it now is. */
  updateSubscription(current: ProviderSubscription, change: SubscriptionChange): Promise<ProviderSubscription>;
  /** Verifies and normalises a webhook; throws WebhookSignatureError when the signature is wrong. */
  parseWebhook(rawBody: string, signature: string | null): Promise<ProviderEvent>;
}
