/**
 * The Stripe adapter against a local stand-in of the Stripe API (the real stripe package,
 * pointed at 127.0.0.1): what a membership checkout sends (inline price, trial, our ids in
 * metadata), a discount's coupon, a plan change and the portal through the real routes, and
 * the STRIPE_* settings. Webhooks are in payments-webhook.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/endpoint';
import { PAYMENT_ENDPOINTS } from '../../contract/payment-endpoints';
import { PAYMENT_MESSAGES, type PlansResponse, type SubscriptionDetail } from '../../contract/payments';
import { newMember } from '../profiles/testing';
import { type FormObject, parseForm } from '../testing-stripe';
import { checkoutSessions } from './schema';
import { stripeHostOptions, stripeSettingsFromEnv } from './stripe-settings';
import { createStripeHarness, ORIGIN, type StripeHarness } from './stripe-test-harness';

let h: StripeHarness;

beforeAll(async () => {
  h = await createStripeHarness();
});
afterAll(() => h?.close());

const at = (body: FormObject, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    body,
  );

describe('create-subscription through Stripe', () => {
  it('sends the plan price inline with the trial, our session id and our price id; answers the Stripe page', async () => {
    const student = await h.api.login('student@example.org');
    const { res, sent } = await h.subscribe(student.access, { price_id: 'price_basic_month' });
    expect(res.text).toContain('/pay/');
    expect(res.status).toBe(200);
    expect(res.body.data.startsWith(`${h.standIn.url}/pay/`)).toBe(true);
    expect(at(sent, 'mode')).toBe('subscription');
    expect(at(sent, 'line_items', 0, 'quantity')).toBe('1');
    expect(at(sent, 'line_items', 0, 'price_data', 'unit_amount')).toBe('900');
    expect(at(sent, 'line_items', 0, 'price_data', 'currency')).toBe('usd');
    expect(at(sent, 'line_items', 0, 'price_data', 'recurring', 'interval')).toBe('month');
    expect(at(sent, 'line_items', 0, 'price_data', 'product_data', 'name')).toBe('Basic');
    expect(at(sent, 'subscription_data', 'trial_period_days')).toBe('7');
    expect(at(sent, 'subscription_data', 'metadata', 'price_id')).toBe('price_basic_month');
    expect(at(sent, 'subscription_data', 'metadata', 'tier')).toBe('1');
    expect(at(sent, 'metadata', 'price_id')).toBe('price_basic_month');
    expect(at(sent, 'metadata', 'kind')).toBe('subscription');
    expect(at(sent, 'customer_email')).toBe('student@example.org');
    expect(at(sent, 'success_url')).toBe(`${ORIGIN}/payment/success?type=subscription`);
    expect(at(sent, 'discounts')).toBeUndefined();
    // Our session id travels as client_reference_id and in metadata; it is the row we stored.
    const ours = String(at(sent, 'client_reference_id'));
    expect(ours).toMatch(/^cs_/);
    expect(at(sent, 'metadata', 'session_id')).toBe(ours);
    const [row] = await h.api.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, ours));
    expect(row).toMatchObject({ kind: 'subscription', provider: 'stripe', status: 'open', amountCents: 900 });
    expect(row?.providerSessionId).toBe(res.body.data.split('/pay/')[1]);
  });

  it('creates a forever coupon for a discounted checkout and applies it', async () => {
    const me = await newMember(h.api);
    const plans = (await h.api.call<PlansResponse>('GET', pathOf(PAYMENT_ENDPOINTS.plans))).body;
    const student = plans.discounts.find((discount) => discount.name === 'Student discount');
    expect(student).toBeDefined();
    const { res, sent, standInSessionId } = await h.subscribe(me.token, {
      price_id: 'price_basic_month',
      discount_ids: [student?.id],
    });
    expect(res.status).toBe(200);
    const coupon = h.standIn.sent('POST', '/v1/coupons').at(-1)?.body ?? {};
    expect(coupon).toMatchObject({ percent_off: '20', duration: 'forever', name: 'Student discount' });
    const couponId = at(sent, 'discounts', 0, 'coupon');
    expect(typeof couponId).toBe('string');
    expect(String(couponId)).toMatch(/^coupon_/);
    // The price stays the plan's: Stripe applies the coupon.
    expect(at(sent, 'line_items', 0, 'price_data', 'unit_amount')).toBe('900');

    expect((await h.deliver(h.standIn.complete(standInSessionId))).body.outcome).toBe('applied');
    expect((await h.detail(me.token))?.discount).toEqual({ coupon: { name: 'Student discount', percent_off: 20 } });
  });

  it('refuses a price that does not exist before Stripe is called', async () => {
    const me = await newMember(h.api);
    const before = h.standIn.requests.length;
    const { res } = await h.subscribe(me.token, { price_id: 'price_nope' });
    expect(res.status).toBe(400);
    expect(h.standIn.requests.length).toBe(before);
  });
});

describe('changing a Stripe membership', () => {
  it('switches to yearly: the item gets a yearly inline price and our price id in metadata', async () => {
    const me = await newMember(h.api);
    const subId = await h.subscribeAndPay(me.token, 'price_basic_month');
    const res = await h.api.call<{ data: SubscriptionDetail }>('POST', pathOf(PAYMENT_ENDPOINTS.updateSubscription), {
      token: me.token,
      body: { price_id: 'price_basic_year' },
    });
    expect(res.status).toBe(200);
    const update = h.standIn.sent('POST', `/v1/subscriptions/${subId}`).at(-1)?.body ?? {};
    expect(at(update, 'items', 0, 'id')).toMatch(/^si_/);
    expect(at(update, 'items', 0, 'price_data', 'unit_amount')).toBe('9000');
    expect(at(update, 'items', 0, 'price_data', 'recurring', 'interval')).toBe('year');
    expect(at(update, 'items', 0, 'price_data', 'product')).toMatch(/^prod_/);
    expect(at(update, 'metadata', 'price_id')).toBe('price_basic_year');
    expect(at(update, 'proration_behavior')).toBe('create_prorations');
    expect(res.body.data.price.id).toBe('price_basic_year');
    expect(res.body.data.price.recurring.interval).toBe('year');
    expect((await h.detail(me.token))?.price).toMatchObject({ id: 'price_basic_year', unit_amount: 9000 });
  });

  it('upgrades to another tier with a product of that tier and the tier’s rights', async () => {
    const me = await newMember(h.api);
    const subId = await h.subscribeAndPay(me.token, 'price_basic_month');
    const products = h.standIn.sent('POST', '/v1/products').length;
    const res = await h.api.call('POST', pathOf(PAYMENT_ENDPOINTS.updateSubscription), {
      token: me.token,
      body: { price_id: 'price_pro_month' },
    });
    expect(res.status).toBe(200);
    expect(h.standIn.sent('POST', '/v1/products').length).toBe(products + 1);
    expect(at(h.standIn.sent('POST', `/v1/subscriptions/${subId}`).at(-1)?.body ?? {}, 'metadata', 'tier')).toBe('2');
    expect(await h.identity(me.token)).toMatchObject({ applied_membership_tier: 2, can_use_premium_agents: true });
  });

  it('cancels at period end with a reason and renews', async () => {
    const me = await newMember(h.api);
    const subId = await h.subscribeAndPay(me.token, 'price_basic_month');
    const cancel = await h.api.call<{ data: SubscriptionDetail }>(
      'POST',
      pathOf(PAYMENT_ENDPOINTS.cancelSubscription),
      {
        token: me.token,
        body: { cancellation_reason: 'Too expensive' },
      },
    );
    expect(cancel.status).toBe(200);
    expect(at(h.standIn.sent('POST', `/v1/subscriptions/${subId}`).at(-1)?.body ?? {}, 'cancel_at_period_end')).toBe(
      'true',
    );
    expect(cancel.body.data.cancel_at).not.toBeNull();
    expect(cancel.body.data.canceled_at).not.toBeNull();
    const renew = await h.api.call<{ data: SubscriptionDetail }>('POST', pathOf(PAYMENT_ENDPOINTS.updateSubscription), {
      token: me.token,
      body: { is_renew: true },
    });
    expect(renew.status).toBe(200);
    expect(at(h.standIn.sent('POST', `/v1/subscriptions/${subId}`).at(-1)?.body ?? {}, 'cancel_at_period_end')).toBe(
      'false',
    );
    expect(renew.body.data.cancel_at).toBeNull();
  });

  it('opens the Stripe customer portal for the member’s customer; none without a subscription', async () => {
    const me = await newMember(h.api);
    await h.subscribeAndPay(me.token, 'price_basic_month');
    const res = await h.api.call<{ data: string }>('POST', pathOf(PAYMENT_ENDPOINTS.portal), {
      token: me.token,
      body: { return_url: `${ORIGIN}/membership` },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.startsWith(`${h.standIn.url}/portal/`)).toBe(true);
    const sent = h.standIn.sent('POST', '/v1/billing_portal/sessions').at(-1)?.body ?? {};
    expect(sent['customer']).toMatch(/^cus_/);
    expect(sent['return_url']).toBe(`${ORIGIN}/membership`);

    const stranger = await newMember(h.api);
    const none = await h.api.call('POST', pathOf(PAYMENT_ENDPOINTS.portal), {
      token: stranger.token,
      body: { return_url: `${ORIGIN}/membership` },
    });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ detail: PAYMENT_MESSAGES.noSubscription });
  });
});

describe('STRIPE_* settings', () => {
  it('turns Stripe on only with a secret key, and then needs the webhook secret', () => {
    expect(stripeSettingsFromEnv({})).toBeNull();
    expect(stripeSettingsFromEnv({ STRIPE_SECRET_KEY: '  ' })).toBeNull();
    expect(() => stripeSettingsFromEnv({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(stripeSettingsFromEnv({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      publishableKey: '',
      apiUrl: null,
    });
  });

  it('reads STRIPE_API_URL into host, port and protocol, and refuses a bad one', () => {
    const base = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(() => stripeSettingsFromEnv({ ...base, STRIPE_API_URL: 'not a url' })).toThrow(/STRIPE_API_URL/);
    expect(() => stripeSettingsFromEnv({ ...base, STRIPE_API_URL: 'ftp://x' })).toThrow(/STRIPE_API_URL/);
    const settings = stripeSettingsFromEnv({
      ...base,
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      STRIPE_PUBLISHABLE_KEY: 'pk_1',
    });
    expect(settings?.publishableKey).toBe('pk_1');
    expect(stripeHostOptions(settings?.apiUrl ?? null)).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(stripeHostOptions('https://stripe.example')).toEqual({
      host: 'stripe.example',
      port: 443,
      protocol: 'https',
    });
    expect(stripeHostOptions(null)).toEqual({});
  });

  it('the stand-in parses bracket keys into nested objects and lists', () => {
    expect(parseForm('a[0][b][c]=1&a[0][d]=x&a[1][b][c]=2&e=3&m[k]=v')).toEqual({
      a: [{ b: { c: '1' }, d: 'x' }, { b: { c: '2' } }],
      e: '3',
      m: { k: 'v' },
    });
  });
});
