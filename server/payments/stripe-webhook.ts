/**
 * A Stripe webhook, verified with its Stripe-Signature and normalised to ProviderEvent.
 * Checkout events carry our session id as client_reference_id. A subscription checkout's
 * subscription is read back from Stripe (the event only names it); so is a subscription
 * event's discount when the event lists it by id only, else the discount would look removed.
 * Async payment methods: a payment checkout completed unpaid waits for
 * async_payment_succeeded (then completed) or async_payment_failed (then expired).
 */
import type Stripe from 'stripe';
import type { ProviderEvent, ProviderSubscription } from './provider';
import { WebhookSignatureError } from './provider';
import { SUBSCRIPTION_EXPAND, subscriptionFromStripe } from './stripe-map';

async function verify(stripe: Stripe, secret: string, rawBody: string, signature: string | null) {
  if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header.');
  try {
    return await stripe.webhooks.constructEventAsync(rawBody, signature, secret);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature.');
  }
}

const sessionIdOf = (session: Stripe.Checkout.Session) =>
  session.client_reference_id ?? session.metadata?.['session_id'] ?? '';

async function readSubscription(stripe: Stripe, id: string): Promise<ProviderSubscription> {
  return subscriptionFromStripe(await stripe.subscriptions.retrieve(id, { expand: SUBSCRIPTION_EXPAND }));
}

/** The event's own subscription state; the discount read back only when not expanded. */
async function eventSubscription(stripe: Stripe, subscription: Stripe.Subscription): Promise<ProviderSubscription> {
  const mapped = subscriptionFromStripe(subscription);
  const unexpanded = (subscription.discounts ?? []).some((discount) => typeof discount === 'string');
  if (!unexpanded || mapped.discount) return mapped;
  const current = await readSubscription(stripe, subscription.id);
  return { ...mapped, discount: current.discount };
}

async function completed(stripe: Stripe, session: Stripe.Checkout.Session) {
  const subscriptionId =
    session.mode === 'subscription'
      ? typeof session.subscription === 'string'
        ? session.subscription
        : (session.subscription?.id ?? null)
      : null;
  return {
    type: 'checkout.completed' as const,
    sessionId: sessionIdOf(session),
    subscription: subscriptionId ? await readSubscription(stripe, subscriptionId) : null,
  };
}

export async function parseStripeEvent(
  stripe: Stripe,
  secret: string,
  rawBody: string,
  signature: string | null,
): Promise<ProviderEvent> {
  const event = await verify(stripe, secret, rawBody, signature);
  const base = { id: event.id, provider: 'stripe' as const, created: new Date(event.created * 1000) };
  const body = await normalise(stripe, event);
  return { ...base, ...body } satisfies ProviderEvent;
}

async function normalise(stripe: Stripe, event: Stripe.Event) {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode === 'payment' && session.payment_status === 'unpaid') return ignored(event.type);
      return completed(stripe, session);
    }
    case 'checkout.session.async_payment_succeeded':
      return completed(stripe, event.data.object);
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return { type: 'checkout.expired' as const, sessionId: sessionIdOf(event.data.object) };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return {
        type: 'subscription.updated' as const,
        subscription: await eventSubscription(stripe, event.data.object),
      };
    case 'customer.subscription.deleted':
      return { type: 'subscription.deleted' as const, subscription: subscriptionFromStripe(event.data.object) };
    default:
      return ignored(event.type);
  }
}

const ignored = (providerType: string) => ({ type: 'ignored' as const, providerType });
