/**
 * The subscription calls (contract/payments.ts PAYMENT_ENDPOINTS): plans (public),
 * the member's subscription detail, create/update/cancel a membership, and the billing
 * portal. One-time payments, donations and the webhook are mounted by their own routes.
 */
import { type Context, Hono } from 'hono';
import { PAYMENT_ENDPOINTS } from '../../contract/payment-endpoints';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf } from '../auth/middleware';
import { publicOrigin } from '../http/client';
import { register } from '../http/register';
import { ownUrl } from './checkout';
import { readPlans } from './plans';
import { cancelSubscription, updateSubscription } from './subscription-change';
import { type MemberSubscription, readSubscription, toDetail } from './subscription-read';
import { createSubscriptionCheckout } from './subscriptions';

/** Where Resolve Now settles a pending embedded payment (routes/checkout-page.ts). */
const resolveUrlOn = (origin: string) => (found: MemberSubscription) =>
  `${origin}/checkout/resolve/${encodeURIComponent(found.row.providerSubscriptionId)}`;

export function paymentRoutes(deps: AppDeps) {
  const { db } = deps;
  const router = new Hono<AppEnv>();
  const resolveUrl = (c: Context<AppEnv>) => resolveUrlOn(publicOrigin(c, deps.trustProxy));
  register(router, PAYMENT_ENDPOINTS.plans, async (c) => c.json(await readPlans(db, c.var.tenant.id)));
  register(router, PAYMENT_ENDPOINTS.detail, async (c) => {
    const { tenantId, userId } = callerOf(c);
    const found = await readSubscription(db, tenantId, userId);
    return c.json({ data: found ? toDetail(found, deps.payments.publishableKey, resolveUrl(c)(found)) : null });
  });
  register(router, PAYMENT_ENDPOINTS.createSubscription, async (c, { body }) => {
    const url = await createSubscriptionCheckout(deps, callerOf(c), body, publicOrigin(c, deps.trustProxy));
    return c.json({ data: url });
  });
  register(router, PAYMENT_ENDPOINTS.updateSubscription, async (c, { body }) =>
    c.json({ data: await updateSubscription(deps, callerOf(c), body, resolveUrl(c)) }),
  );
  register(router, PAYMENT_ENDPOINTS.cancelSubscription, async (c, { body }) =>
    c.json({ data: await cancelSubscription(deps, callerOf(c), body.cancellation_reason, resolveUrl(c)) }),
  );
  return register(router, PAYMENT_ENDPOINTS.portal, async (c, { body }) => {
    const { tenantId, userId } = callerOf(c);
    const origin = publicOrigin(c, deps.trustProxy);
    const returnUrl = ownUrl(body.return_url, origin, 'return_url');
    const found = await readSubscription(db, tenantId, userId);
    // The embedded portal finds the member by this customer id (cus_emb_<user id>).
    const customerRef =
      found?.row.providerCustomerId ?? (deps.payments.name === 'embedded' ? `cus_emb_${userId}` : null);
    return c.json({ data: await deps.payments.createPortalSession(customerRef, returnUrl, origin, tenantId) });
  });
}
