/**
 * The embedded provider's hosted pages, on the root app (not the SPA, not /api): the
 * checkout page of a session and its Complete / Cancel forms, the billing portal, and the
 * Resolve Now page of a pending membership payment. A session id is a capability (random),
 * but only an embedded session of this host's tenant is ever shown or settled here.
 */
import { and, desc, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { formatPercent, formatPrice } from '../../contract/payments';
import type { AppDeps, AppEnv } from '../app-env';
import { memberDataCommitted } from '../changes/committed';
import { groups } from '../db/schema';
import { publicOrigin } from '../http/client';
import { checkoutPage, finishedPage, notFoundPage, portalPage, resolvePage } from './checkout-html';
import { readPortalSession, startEmbeddedSubscription } from './embedded-provider';
import { applyProviderEvent } from './events';
import { checkoutSessions, payments, planPrices, subscriptionPlans, subscriptions } from './schema';
import { readSubscription } from './subscription-read';

type Session = typeof checkoutSessions.$inferSelect;
const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

export function checkoutPageRoutes(deps: AppDeps) {
  const { db } = deps;

  async function sessionOf(c: Context<AppEnv>): Promise<Session | null> {
    const [session] = await db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.id, c.req.param('id') ?? ''), eq(checkoutSessions.tenantId, c.var.tenant.id)));
    return session?.provider === 'embedded' ? session : null;
  }

  /** The plan price of a subscription session, and its trial: only for a member who never had a membership. */
  async function planOf(session: Session) {
    if (session.kind !== 'subscription' || session.priceId === null) return null;
    const [found] = await db
      .select({ price: planPrices, plan: subscriptionPlans })
      .from(planPrices)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, planPrices.planId))
      .where(eq(planPrices.id, session.priceId));
    if (!found?.price.interval) return null;
    const previous = await readSubscription(db, session.tenantId, session.userId);
    return { ...found, interval: found.price.interval, trialDays: previous ? null : found.price.trialDays, previous };
  }

  async function whatOf(session: Session): Promise<string> {
    if (session.groupId === null) return 'Donation';
    const [group] = await db
      .select({ name: groups.name, donation: groups.donationDetails })
      .from(groups)
      .where(eq(groups.id, session.groupId));
    if (!group) return session.kind === 'donation' ? 'Donation' : 'Payment';
    return session.kind === 'donation' ? `Donation to ${group.donation?.name ?? group.name}` : group.name;
  }

  return new Hono<AppEnv>()
    .get('/checkout/portal/:token', async (c) => {
      const portal = await readPortalSession(db, c.req.param('token'), c.var.tenant.id);
      const userId = Number(/^cus_emb_(\d+)$/.exec(portal?.customerRef ?? '')?.[1]);
      if (!portal || !Number.isSafeInteger(userId)) return c.html(notFoundPage(c.var.tenant), 404);
      const found = await readSubscription(db, c.var.tenant.id, userId);
      const ledger = await db
        .select()
        .from(payments)
        .where(and(eq(payments.tenantId, c.var.tenant.id), eq(payments.userId, userId)))
        .orderBy(desc(payments.createdAt));
      const live = found && found.row.status !== 'canceled' ? found : null;
      return c.html(
        portalPage(
          {
            plan: live ? `${live.plan.name} (${formatPrice(live.price.amountCents, live.price.interval)})` : null,
            status: live?.row.status ?? null,
            periodEnd: day(live?.row.currentPeriodEnd ?? null),
            cancelAt: day(live?.row.cancelAt ?? null),
            payments: ledger.map((row) => ({
              date: day(row.createdAt) ?? '',
              what: row.kind === 'donation' ? 'Donation' : 'Paid group',
              amount: formatPrice(row.amountCents),
            })),
            returnUrl: portal.returnUrl,
          },
          c.var.tenant,
        ),
      );
    })
    .get('/checkout/resolve/:id', async (c) => {
      const row = await pendingRow(c);
      if (!row) return c.html(notFoundPage(c.var.tenant), 404);
      return c.html(
        resolvePage(
          row.providerSubscriptionId,
          row.planName,
          `${publicOrigin(c, deps.trustProxy)}/membership`,
          c.var.tenant,
        ),
      );
    })
    .post('/checkout/resolve/:id', async (c) => {
      const row = await pendingRow(c);
      if (!row) return c.html(notFoundPage(c.var.tenant), 404);
      const now = new Date();
      await applyProviderEvent(deps, {
        id: `evt_${row.providerSubscriptionId}_resolved_${now.getTime()}`,
        provider: 'embedded',
        created: now,
        type: 'subscription.updated',
        subscription: { ...row.state, status: 'active' },
      });
      return c.redirect(`${publicOrigin(c, deps.trustProxy)}/membership`, 303);
    })
    .get('/checkout/:id', async (c) => {
      const session = await sessionOf(c);
      if (!session) return c.html(notFoundPage(c.var.tenant), 404);
      if (session.status !== 'open') {
        return c.html(
          finishedPage(
            session.status,
            session.status === 'complete' ? session.successUrl : session.cancelUrl,
            c.var.tenant,
          ),
        );
      }
      const plan = await planOf(session);
      const interval = plan?.interval ?? null;
      // A group's session keeps only what is paid: its list price is that before the discount.
      const listCents =
        plan?.price.amountCents ??
        (session.discountPercent > 0 && session.discountPercent < 100
          ? Math.round((session.amountCents * 100) / (100 - session.discountPercent))
          : session.amountCents);
      return c.html(
        checkoutPage(
          {
            id: session.id,
            what: plan ? `${plan.plan.name} membership` : await whatOf(session),
            price: formatPrice(listCents, interval),
            discount:
              session.discountPercent > 0
                ? `${session.discountName ?? 'Discount'} (${formatPercent(session.discountPercent)})`
                : null,
            total: formatPrice(session.amountCents, interval),
            trialDays: plan?.trialDays ?? null,
          },
          c.var.tenant,
        ),
      );
    })
    .post('/checkout/:id/complete', async (c) => {
      const session = await sessionOf(c);
      if (!session) return c.html(notFoundPage(c.var.tenant), 404);
      const plan = await planOf(session);
      const now = new Date();
      await applyProviderEvent(deps, {
        // Deterministic: a second submit of the form is a duplicate event.
        id: `evt_${session.id}_completed`,
        provider: 'embedded',
        created: now,
        type: 'checkout.completed',
        sessionId: session.id,
        subscription: plan
          ? startEmbeddedSubscription({
              userId: session.userId,
              priceId: plan.price.providerPriceId,
              interval: plan.interval,
              trialDays: plan.trialDays,
              customerRef: plan.previous?.row.providerCustomerId ?? null,
              now,
            })
          : null,
      });
      // The member's other devices pull the new membership or payment state now.
      memberDataCommitted(deps, session.tenantId, session.userId);
      return c.redirect(session.successUrl, 303);
    })
    .post('/checkout/:id/cancel', async (c) => {
      const session = await sessionOf(c);
      if (!session) return c.html(notFoundPage(c.var.tenant), 404);
      await applyProviderEvent(deps, {
        id: `evt_${session.id}_expired`,
        provider: 'embedded',
        created: new Date(),
        type: 'checkout.expired',
        sessionId: session.id,
      });
      memberDataCommitted(deps, session.tenantId, session.userId);
      return c.redirect(session.cancelUrl, 303);
    });

  /** A past_due / incomplete embedded membership of this tenant, by its subscription id. */
  async function pendingRow(c: Context<AppEnv>) {
    const [found] = await db
      .select({ row: subscriptions, price: planPrices, plan: subscriptionPlans })
      .from(subscriptions)
      .innerJoin(planPrices, eq(planPrices.id, subscriptions.priceId))
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, planPrices.planId))
      .where(
        and(
          eq(subscriptions.provider, 'embedded'),
          eq(subscriptions.providerSubscriptionId, c.req.param('id') ?? ''),
          eq(subscriptions.tenantId, c.var.tenant.id),
        ),
      );
    if (!found || (found.row.status !== 'past_due' && found.row.status !== 'incomplete')) return null;
    const { row } = found;
    return {
      providerSubscriptionId: row.providerSubscriptionId,
      planName: found.plan.name,
      state: {
        providerSubscriptionId: row.providerSubscriptionId,
        customerRef: row.providerCustomerId,
        priceId: found.price.providerPriceId,
        status: row.status,
        trialEnd: row.trialEnd,
        currentPeriodEnd: row.currentPeriodEnd,
        canceledAt: row.canceledAt,
        cancelAt: row.cancelAt,
        discount: row.discountPercent ? { name: row.discountName ?? '', percentOff: row.discountPercent } : null,
        clientSecret: null,
      },
    };
  }
}
