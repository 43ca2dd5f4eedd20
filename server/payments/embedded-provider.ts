/**
 * The embedded provider: the default when no Stripe key is set. Checkout is our own page
 * (routes/checkout-page.ts, /checkout/{session}); completing it builds the events a Stripe
 * webhook would send. It keeps no state of its own except short-lived portal tokens: a
 * subscription change is computed from the current state and mirrored by the caller.
 */
import { randomBytes } from 'node:crypto';
import type { BillingInterval } from '../../contract/payments';
import type { PaymentProvider, ProviderSubscription, SubscriptionChange } from './provider';
import { WebhookSignatureError } from './provider';

const PORTAL_TTL_MS = 60 * 60 * 1000;

export interface PortalSession {
  customerRef: string | null;
  returnUrl: string;
  expiresAt: number;
}

/** Portal tokens of this process (a restart forgets them; the member opens the portal again). */
const portalSessions = new Map<string, PortalSession>();

export function readPortalSession(token: string, now = Date.now()): PortalSession | null {
  const session = portalSessions.get(token);
  if (!session) return null;
  if (session.expiresAt <= now) {
    portalSessions.delete(token);
    return null;
  }
  return session;
}

/** `from` plus one month or year (UTC calendar arithmetic). */
export function addInterval(from: Date, interval: BillingInterval): Date {
  const next = new Date(from);
  if (interval === 'year') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

const intervalOfPrice = (priceId: string): BillingInterval | null =>
  priceId.endsWith('_year') ? 'year' : priceId.endsWith('_month') ? 'month' : null;

/** The subscription a just-completed embedded checkout starts. */
export function startEmbeddedSubscription(input: {
  userId: number;
  priceId: string;
  interval: BillingInterval;
  trialDays: number | null;
  customerRef: string | null;
  now: Date;
}): ProviderSubscription {
  const trialEnd = input.trialDays ? new Date(input.now.getTime() + input.trialDays * 86_400_000) : null;
  return {
    providerSubscriptionId: `sub_emb_${randomBytes(12).toString('base64url')}`,
    customerRef: input.customerRef ?? `cus_emb_${input.userId}`,
    priceId: input.priceId,
    status: trialEnd ? 'trialing' : 'active',
    trialEnd,
    currentPeriodEnd: addInterval(trialEnd ?? input.now, input.interval),
    canceledAt: null,
    cancelAt: null,
    discount: null,
    clientSecret: null,
  };
}

export function changeEmbeddedSubscription(
  current: ProviderSubscription,
  change: SubscriptionChange,
  now = new Date(),
): ProviderSubscription {
  switch (change.kind) {
    case 'price': {
      const restart = intervalOfPrice(current.priceId) !== change.interval;
      return {
        ...current,
        priceId: change.priceId,
        currentPeriodEnd: restart ? addInterval(now, change.interval) : current.currentPeriodEnd,
      };
    }
    case 'cancel_at_period_end':
      return { ...current, cancelAt: current.currentPeriodEnd ?? now, canceledAt: now };
    case 'renew':
      return { ...current, cancelAt: null, canceledAt: null };
  }
}

export function createEmbeddedProvider(): PaymentProvider {
  return {
    name: 'embedded',
    publishableKey: null,
    async createCheckout(request, origin) {
      return { url: `${origin}/checkout/${request.sessionId}`, providerSessionId: request.sessionId };
    },
    async createPortalSession(customerRef, returnUrl, origin) {
      const token = randomBytes(18).toString('base64url');
      portalSessions.set(token, { customerRef, returnUrl, expiresAt: Date.now() + PORTAL_TTL_MS });
      return `${origin}/checkout/portal/${token}`;
    },
    async updateSubscription(current, change) {
      return changeEmbeddedSubscription(current, change);
    },
    async parseWebhook() {
      throw new WebhookSignatureError('The embedded provider sends no webhooks.');
    },
  };
}
