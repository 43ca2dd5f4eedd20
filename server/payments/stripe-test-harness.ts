/**
 * Test support shared by the Stripe tests: the real app (createTestApi) with the real Stripe
 * adapter pointed at the local stand-in (testing-stripe.ts), plus the member's side of a
 * checkout (start it, find the stand-in's session) and the provider's side of a webhook
 * (POST the raw event with a Stripe-Signature, as Stripe does). Not a test itself.
 */
import { eq } from 'drizzle-orm';
import { pathOf } from '../../contract/endpoint';
import type { Identity } from '../../contract/identity';
import { PAYMENT_ENDPOINTS } from '../../contract/payment-endpoints';
import type { SubscriptionDetail } from '../../contract/payments';
import { createTestApi } from '../testing';
import { signWebhook, startStripeStandIn } from '../testing-stripe';
import { providerEvents, subscriptions } from './schema';
import { createStripeProvider } from './stripe-provider';

export const WEBHOOK_SECRET = 'whsec_test_stand_in_secret';
export const ORIGIN = 'http://localhost:8080';

export async function createStripeHarness() {
  const standIn = await startStripeStandIn();
  const api = await createTestApi({ jobCount: 2, draftJobCount: 0, campusJobCount: 0, jobDemo: false }, null, {
    payments: createStripeProvider({
      secretKey: 'sk_test_stand_in',
      webhookSecret: WEBHOOK_SECRET,
      publishableKey: 'pk_test_stand_in',
      apiUrl: standIn.url,
    }),
  });

  /** POSTs `payload` to our webhook route; signed with our secret unless told otherwise (null: no header). */
  async function deliver(payload: string, signature: string | null = signWebhook(payload, WEBHOOK_SECRET)) {
    const headers: Record<string, string> = { Host: 'localhost:8080', 'Content-Type': 'application/json' };
    if (signature !== null) headers['Stripe-Signature'] = signature;
    const res = await api.app.request(pathOf(PAYMENT_ENDPOINTS.webhook), { method: 'POST', headers, body: payload });
    const body: { received?: boolean; outcome?: string; detail?: string } = await res.json();
    return { status: res.status, body };
  }

  /** Starts a membership checkout; answers our answer and the stand-in's session id and request body. */
  async function subscribe(token: string, body: Record<string, unknown>) {
    const res = await api.call<{ data: string }>('POST', pathOf(PAYMENT_ENDPOINTS.createSubscription), {
      token,
      body: {
        success_url: `${ORIGIN}/payment/success?type=subscription`,
        cancel_url: `${ORIGIN}/payment/cancel`,
        ...body,
      },
    });
    const sent = standIn.sent('POST', '/v1/checkout/sessions').at(-1);
    return { res, standInSessionId: res.body.data?.split('/pay/')[1] ?? '', sent: sent?.body ?? {} };
  }

  /** Subscribes and pays through a signed checkout.session.completed; answers the Stripe subscription id. */
  async function subscribeAndPay(token: string, priceId: string) {
    const { standInSessionId } = await subscribe(token, { price_id: priceId });
    const delivered = await deliver(standIn.complete(standInSessionId));
    if (delivered.body.outcome !== 'applied') throw new Error(`checkout not applied: ${JSON.stringify(delivered)}`);
    return standIn.sessionSubscription(standInSessionId);
  }

  const identity = async (token: string) =>
    (await api.call<Identity>('GET', '/api/v1/identity/', { token })).body.user_subscription;
  const detail = async (token: string) =>
    (await api.call<{ data: SubscriptionDetail | null }>('GET', pathOf(PAYMENT_ENDPOINTS.detail), { token })).body.data;
  const eventRows = (id: string) => api.database.db.select().from(providerEvents).where(eq(providerEvents.id, id));
  const subscriptionRows = (userId: number) =>
    api.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));

  return {
    api,
    standIn,
    deliver,
    subscribe,
    subscribeAndPay,
    identity,
    detail,
    eventRows,
    subscriptionRows,
    close: async () => {
      await api.close();
      await standIn.close();
    },
  };
}

export type StripeHarness = Awaited<ReturnType<typeof createStripeHarness>>;

/** The event id inside a stand-in event's JSON. */
export const eventId = (payload: string): string => (JSON.parse(payload) as { id: string }).id;
