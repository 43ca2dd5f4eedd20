/**
 * The subscription calls (contract/payments.ts PAYMENT_PATHS): plans (public),
 * the member's subscription detail, create/update/cancel a membership, and the billing
 * portal. One-time payments, donations and the webhook are mounted by their own routes.
 */
import { Hono } from 'hono';
import {
  CancelSubscriptionInput,
  CreateSubscriptionInput,
  PortalInput,
  UpdateSubscriptionInput,
} from '../../contract/payments';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { publicOrigin } from '../http/client';
import { parseInput, readJsonObject } from '../http/input';
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
  return new Hono<AppEnv>()
    .get('/subscription-plans/', async (c) => c.json(await readPlans(db, c.var.tenant.id)))
    .get('/subscription-detail/', requireAuth, async (c) => {
      const { tenantId, userId } = callerOf(c);
      const found = await readSubscription(db, tenantId, userId);
      const resolve = resolveUrlOn(publicOrigin(c, deps.trustProxy));
      return c.json({ data: found ? toDetail(found, deps.payments.publishableKey, resolve(found)) : null });
    })
    .post('/payment/create-subscription/', requireAuth, async (c) => {
      const input = parseInput(CreateSubscriptionInput, await readJsonObject(c));
      const url = await createSubscriptionCheckout(deps, callerOf(c), input, publicOrigin(c, deps.trustProxy));
      return c.json({ data: url });
    })
    .post('/payment/update-subscription/', requireAuth, async (c) => {
      const input = parseInput(UpdateSubscriptionInput, await readJsonObject(c));
      const resolve = resolveUrlOn(publicOrigin(c, deps.trustProxy));
      return c.json({ data: await updateSubscription(deps, callerOf(c), input, resolve) });
    })
    .post('/payment/cancel-subscription/', requireAuth, async (c) => {
      const input = parseInput(CancelSubscriptionInput, await readJsonObject(c));
      const resolve = resolveUrlOn(publicOrigin(c, deps.trustProxy));
      return c.json({ data: await cancelSubscription(deps, callerOf(c), input.cancellation_reason, resolve) });
    })
    .post('/payment/create-customer-portal-session/', requireAuth, async (c) => {
      const { tenantId, userId } = callerOf(c);
      const input = parseInput(PortalInput, await readJsonObject(c));
      const origin = publicOrigin(c, deps.trustProxy);
      const returnUrl = ownUrl(input.return_url, origin, 'return_url');
      const found = await readSubscription(db, tenantId, userId);
      // The embedded portal finds the member by this customer id (cus_emb_<user id>).
      const customerRef =
        found?.row.providerCustomerId ?? (deps.payments.name === 'embedded' ? `cus_emb_${userId}` : null);
      return c.json({ data: await deps.payments.createPortalSession(customerRef, returnUrl, origin, tenantId) });
    });
}
