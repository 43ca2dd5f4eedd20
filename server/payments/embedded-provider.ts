/**
 * The embedded provider: the default when no Stripe key is set. Checkout is our own page
 * (routes/checkout-page.ts, /checkout/{session}); completing it builds the events a Stripe
 * webhook would send. Its only state is the short-lived billing-portal links, kept in the
 * database (portal_sessions) so a link made by one server process opens on any other; a
 * subscription change is computed from the current state and mirrored by the caller.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { BillingInterval } from '../../contract/payments';
import type { Db } from '../db/client';
import { portalSessions } from '../ops/schema';
import type { PaymentProvider, ProviderSubscription, SubscriptionChange } from './provider';
import { WebhookSignatureError } from './provider';

const PORTAL_TTL = sql`now() + interval '1 hour'`;

export interface PortalSession {
  customerRef: string | null;
  returnUrl: string;
  expiresAt: Date;
}

/** The portal link's session on this tenant, or null when it is unknown, of another tenant or expired. */
export async function readPortalSession(db: Db, token: string, tenantId: number): Promise<PortalSession | null> {
  const [session] = await db
    .select({
      customerRef: portalSessions.customerRef,
      returnUrl: portalSessions.returnUrl,
      expiresAt: portalSessions.expiresAt,
    })
    .from(portalSessions)
    .where(
      and(
        eq(portalSessions.token, token),
        eq(portalSessions.tenantId, tenantId),
        gt(portalSessions.expiresAt, sql`now()`),
      ),
    );
  return session ?? null;
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

export function createEmbeddedProvider(db: Db): PaymentProvider {
  return {
    name: 'embedded',
    publishableKey: null,
    async createCheckout(request, origin) {
      return { url: `${origin}/checkout/${request.sessionId}`, providerSessionId: request.sessionId };
    },
    async createPortalSession(customerRef, returnUrl, origin, tenantId) {
      const token = randomBytes(18).toString('base64url');
      // Expired links are swept as new ones are made: the table holds about an hour of them.
      await db.delete(portalSessions).where(lte(portalSessions.expiresAt, sql`now()`));
      await db.insert(portalSessions).values({ token, tenantId, customerRef, returnUrl, expiresAt: PORTAL_TTL });
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
