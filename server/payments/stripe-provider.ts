/**
 * The Stripe adapter: Checkout Sessions for subscriptions, one-time payments and
 * donations, the customer portal, subscription changes, and signed webhooks normalised to
 * ProviderEvent. Prices are created inline (price_data) from our plan_prices rows, so our price
 * id travels in metadata and comes back on every subscription (stripe-map.ts). Every create
 * carries an idempotency key derived from our own ids: a retried request makes nothing twice.
 */
import Stripe from 'stripe';
import { PAYMENT_MESSAGES } from '../../contract/payments';
import { HttpError } from '../http/errors';
import type { CheckoutRequest, PaymentProvider, ProviderSubscription, SubscriptionChange } from './provider';
import { SUBSCRIPTION_EXPAND, subscriptionFromStripe } from './stripe-map';
import { type StripeSettings, stripeHostOptions } from './stripe-settings';
import { parseStripeEvent } from './stripe-webhook';

const CURRENCY = 'usd';
/** Stripe caps a coupon's name at 40 characters. */
const COUPON_NAME_MAX = 40;

/** Stripe's refusals as our 400s; outages and bugs stay errors (logged, 500). */
async function asHttpError<T>(call: () => Promise<T>, detail: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      throw new HttpError(400, { detail: PAYMENT_MESSAGES.couldNotVerifyCard });
    }
    if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new HttpError(400, { detail });
    throw error;
  }
}

/** A customer Stripe knows: the embedded provider's (cus_emb_…, the demo's) are not, after a switch to Stripe. */
const stripeCustomer = (ref: string | null): ref is string => ref !== null && ref !== '' && !ref.startsWith('cus_emb_');

/** The member's Stripe customer when they have one, else their e-mail for the new customer. */
const customerParams = ({ customerRef, customerEmail }: CheckoutRequest) =>
  stripeCustomer(customerRef) ? { customer: customerRef } : { customer_email: customerEmail };

function checkoutMetadata(request: CheckoutRequest): Record<string, string> {
  const metadata: Record<string, string> = {
    session_id: request.sessionId,
    tenant_id: String(request.tenantId),
    user_id: String(request.userId),
    kind: request.kind,
  };
  if (request.item.priceId) metadata['price_id'] = request.item.priceId;
  return metadata;
}

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...stripeHostOptions(settings.apiUrl),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });

  async function couponFor(request: CheckoutRequest): Promise<string | null> {
    if (request.discountPercent <= 0) return null;
    const name = (request.discountName ?? `${request.discountPercent}% off`).slice(0, COUPON_NAME_MAX);
    const coupon = await stripe.coupons.create(
      { percent_off: request.discountPercent, duration: 'forever', name },
      { idempotencyKey: `coupon-${request.sessionId}` },
    );
    return coupon.id;
  }

  async function createCheckout(request: CheckoutRequest) {
    const subscription = request.kind === 'subscription';
    const { item } = request;
    const coupon = await couponFor(request);
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: subscription ? 'subscription' : 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: CURRENCY,
            unit_amount: item.amountCents,
            product_data: { name: item.name },
            ...(subscription && item.interval ? { recurring: { interval: item.interval } } : {}),
          },
        },
      ],
      client_reference_id: request.sessionId,
      metadata: checkoutMetadata(request),
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      ...customerParams(request),
      ...(coupon ? { discounts: [{ coupon }] } : {}),
    };
    if (subscription) {
      params.subscription_data = {
        metadata: {
          price_id: item.priceId ?? '',
          tier: String(item.tier ?? ''),
          session_id: request.sessionId,
        },
        ...(item.trialDays ? { trial_period_days: item.trialDays } : {}),
      };
    }
    const session = await stripe.checkout.sessions.create(params, { idempotencyKey: `checkout-${request.sessionId}` });
    if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
    return { url: session.url, providerSessionId: session.id };
  }

  /** The new price as an inline price of the item's product (a new product when the tier changes). */
  async function changePrice(id: string, change: Extract<SubscriptionChange, { kind: 'price' }>) {
    const current = await stripe.subscriptions.retrieve(id);
    const item = current.items.data[0];
    if (!item) throw new HttpError(400, { detail: PAYMENT_MESSAGES.noSubscription });
    const sameTier = current.metadata?.['tier'] === String(change.tier);
    const product = sameTier
      ? typeof item.price.product === 'string'
        ? item.price.product
        : item.price.product.id
      : (
          await stripe.products.create({
            name: `Membership tier ${change.tier}`,
            metadata: { tier: String(change.tier) },
          })
        ).id;
    return stripe.subscriptions.update(id, {
      items: [
        {
          id: item.id,
          price_data: {
            currency: CURRENCY,
            product,
            unit_amount: change.amountCents,
            recurring: { interval: change.interval },
          },
        },
      ],
      metadata: { price_id: change.priceId, tier: String(change.tier) },
      proration_behavior: 'create_prorations',
      expand: SUBSCRIPTION_EXPAND,
    });
  }

  async function updateSubscription(current: ProviderSubscription, change: SubscriptionChange) {
    const id = current.providerSubscriptionId;
    const updated = await asHttpError(async () => {
      if (change.kind === 'price') return changePrice(id, change);
      return stripe.subscriptions.update(id, {
        cancel_at_period_end: change.kind === 'cancel_at_period_end',
        expand: SUBSCRIPTION_EXPAND,
      });
    }, PAYMENT_MESSAGES.couldNotPerformRequest);
    return subscriptionFromStripe(updated);
  }

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey || null,
    createCheckout: (request) => asHttpError(() => createCheckout(request), PAYMENT_MESSAGES.couldNotProceed),
    async createPortalSession(customerRef, returnUrl) {
      if (!stripeCustomer(customerRef)) {
        throw new HttpError(400, { detail: PAYMENT_MESSAGES.noSubscription });
      }
      const session = await asHttpError(
        () => stripe.billingPortal.sessions.create({ customer: customerRef, return_url: returnUrl }),
        PAYMENT_MESSAGES.couldNotProceed,
      );
      return session.url;
    },
    updateSubscription,
    parseWebhook: (rawBody, signature) => parseStripeEvent(stripe, settings.webhookSecret, rawBody, signature),
  };
}
