/**
 * POST /api/v1/payment/webhook/ with events signed as Stripe signs them (the stand-in builds
 * them; Stripe's own test header signs them): a paid checkout gives the tier, a replay changes
 * nothing twice, wrong/missing signatures and tampered bodies answer 400 and change nothing,
 * an out-of-order event is 'stale', a cancel and a deletion apply, a paid circle's abandoned
 * checkout frees its pending payment. The embedded provider takes no webhooks.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/endpoint';
import { PAYMENT_ENDPOINTS } from '../../contract/payment-endpoints';
import { PAYMENT_MESSAGES } from '../../contract/payments';
import { groups, users } from '../db/schema';
import { membershipRow } from '../groups/membership-testing';
import { newMember } from '../profiles/testing';
import { createTestApi } from '../testing';
import { signWebhook } from '../testing-stripe';
import { checkoutSessions, payments } from './schema';
import { createStripeHarness, eventId, ORIGIN, type StripeHarness, WEBHOOK_SECRET } from './stripe-test-harness';

let h: StripeHarness;

beforeAll(async () => {
  h = await createStripeHarness();
});
afterAll(() => h?.close());

/** A member with an open Basic monthly checkout; answers the stand-in's session and our session id. */
async function openCheckout() {
  const me = await newMember(h.api);
  const { standInSessionId, sent } = await h.subscribe(me.token, { price_id: 'price_basic_month' });
  return { me, standInSessionId, ours: String(sent['client_reference_id']) };
}

/** A Stripe event's body as the webhook receives it. */
const eventJson = (id: string, type: string, object: object = {}, created = 1) =>
  JSON.stringify({ id, object: 'event', type, created, data: { object } });

const sessionStatus = async (id: string) =>
  (await h.api.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0]?.status;

describe('checkout.session.completed', () => {
  it('gives the tier once; a replay of the same signed event answers 200 and changes nothing', async () => {
    const student = await h.api.login('student@example.org');
    const [row] = await h.api.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'student@example.org'))
      .orderBy(users.id);
    const { standInSessionId } = await h.subscribe(student.access, { price_id: 'price_basic_month' });
    expect(await h.identity(student.access)).toMatchObject({ applied_membership_tier: 0, use_ama: false });

    const payload = h.standIn.complete(standInSessionId);
    const signature = signWebhook(payload, WEBHOOK_SECRET);
    const first = await h.deliver(payload, signature);
    expect(first).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    expect(await h.identity(student.access)).toMatchObject({
      applied_membership_tier: 1,
      use_ama: true,
      one_to_one_chat: true,
      can_use_premium_agents: false,
    });
    const detail = await h.detail(student.access);
    expect(detail).toMatchObject({ status: 'trialing', plan_name: 'Basic', publishable_key: 'pk_test_stand_in' });
    expect(detail?.price).toMatchObject({
      id: 'price_basic_month',
      unit_amount: 900,
      recurring: { interval: 'month' },
    });
    expect(detail?.trial_end).not.toBeNull();
    const stored = await h.subscriptionRows(row?.id ?? 0);

    const replay = await h.deliver(payload, signature);
    expect(replay).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
    expect(await h.subscriptionRows(row?.id ?? 0)).toEqual(stored);
    expect(stored).toHaveLength(1);
    expect(await h.eventRows(eventId(payload))).toHaveLength(1);
  });

  it('refuses a wrong secret, a missing header and a tampered body with 400, changing nothing', async () => {
    const { me, standInSessionId, ours } = await openCheckout();
    const payload = h.standIn.complete(standInSessionId);
    const refused = { status: 400, body: { detail: PAYMENT_MESSAGES.invalidSignature } };
    expect(await h.deliver(payload, signWebhook(payload, 'whsec_someone_else'))).toEqual(refused);
    expect(await h.deliver(payload, null)).toEqual(refused);
    expect(await h.deliver(payload, 'garbage')).toEqual(refused);
    const signature = signWebhook(payload, WEBHOOK_SECRET);
    const tampered = payload.replace('"type":"checkout.session.completed"', '"type":"checkout.session.completed" ');
    expect(tampered).not.toBe(payload);
    expect(await h.deliver(tampered, signature)).toEqual(refused);
    expect(await h.deliver('not json', signWebhook('{"id":"evt_x"}', WEBHOOK_SECRET))).toEqual(refused);

    expect(await h.eventRows(eventId(payload))).toHaveLength(0);
    expect(await sessionStatus(ours)).toBe('open');
    expect(await h.subscriptionRows(me.id)).toHaveLength(0);
    expect((await h.identity(me.token)).applied_membership_tier).toBe(0);
    // The genuine delivery still applies afterwards.
    expect((await h.deliver(payload, signature)).body.outcome).toBe('applied');
    expect(await sessionStatus(ours)).toBe('complete');
  });

  it('answers 200 ignored for an event type we do not use', async () => {
    const payload = eventJson('evt_other_1', 'invoice.created');
    expect(await h.deliver(payload)).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
  });

  it('never reads a bearer token: a stale one does not block a delivery', async () => {
    const payload = eventJson('evt_other_2', 'invoice.paid');
    const res = await h.api.app.request(pathOf(PAYMENT_ENDPOINTS.webhook), {
      method: 'POST',
      headers: {
        Host: 'localhost:8080',
        Authorization: 'Bearer not-a-token',
        'Idempotency-Key': 'k1',
        'Stripe-Signature': signWebhook(payload, WEBHOOK_SECRET),
      },
      body: payload,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe('customer.subscription.* events', () => {
  it('ignores an older update, applies a newer cancel, and a deletion takes the tier away', async () => {
    const me = await newMember(h.api);
    const subId = await h.subscribeAndPay(me.token, 'price_basic_month');
    const before = await h.subscriptionRows(me.id);
    const appliedAt = before[0]?.providerUpdatedAt?.getTime() ?? 0;

    const older = h.standIn.subscriptionEvent(
      subId,
      'updated',
      { status: 'past_due' },
      Math.floor(appliedAt / 1000) - 60,
    );
    expect((await h.deliver(older)).body).toEqual({ received: true, outcome: 'stale' });
    expect(await h.subscriptionRows(me.id)).toEqual(before);
    expect((await h.identity(me.token)).payment_status).toBeNull();

    const cancelAt = Math.floor(Date.now() / 1000) + 30 * 24 * 60 * 60;
    const canceled = h.standIn.subscriptionEvent(subId, 'updated', {
      status: 'trialing',
      cancel_at: cancelAt,
      canceled_at: Math.floor(Date.now() / 1000),
      cancel_at_period_end: true,
    });
    expect((await h.deliver(canceled)).body.outcome).toBe('applied');
    const detail = await h.detail(me.token);
    expect(detail?.cancel_at).toBe(new Date(cancelAt * 1000).toISOString());
    expect(detail?.canceled_at).not.toBeNull();
    expect((await h.identity(me.token)).applied_membership_tier).toBe(1);

    expect((await h.deliver(h.standIn.subscriptionEvent(subId, 'deleted'))).body.outcome).toBe('applied');
    expect(await h.identity(me.token)).toMatchObject({
      applied_membership_tier: 0,
      use_ama: false,
      one_to_one_chat: false,
    });
    expect((await h.detail(me.token))?.status ?? 'canceled').toBe('canceled');
  });

  it('a past_due update marks the payment pending', async () => {
    const me = await newMember(h.api);
    const subId = await h.subscribeAndPay(me.token, 'price_basic_month');
    expect((await h.deliver(h.standIn.subscriptionEvent(subId, 'updated', { status: 'past_due' }))).body.outcome).toBe(
      'applied',
    );
    expect((await h.identity(me.token)).payment_status).toBe('pending');
  });

  it('ignores a subscription we never sold', async () => {
    const payload = eventJson(
      'evt_unknown_sub',
      'customer.subscription.updated',
      { id: 'sub_unknown', object: 'subscription', status: 'active', metadata: {}, discounts: [], items: { data: [] } },
      Math.floor(Date.now() / 1000),
    );
    expect((await h.deliver(payload)).body).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe('a paid circle through Stripe', () => {
  /** A fresh member accepted into the seeded paid circle; answers them, the circle and their pay call. */
  async function acceptedMember() {
    const [circle] = await h.api.database.db
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.nameSlug, 'product-leadership-circle'), eq(groups.tenantId, h.api.seeded.defaultTenantId)));
    const groupId = circle?.id ?? 0;
    const me = await newMember(h.api);
    const admin = await h.api.login('admin@example.org');
    const joined = await h.api.call('POST', `/api/v1/groups/${groupId}/join/`, { token: me.token, body: {} });
    expect(joined.status).toBeLessThan(300);
    const accept = await h.api.call('POST', `/api/v1/groups/${groupId}/respond-join-request/`, {
      token: admin.access,
      body: { users: [me.id], action: 'accept', notes: '' },
    });
    expect(accept.status).toBe(200);
    const pay = async () => {
      const res = await h.api.call<{ data: string }>('POST', pathOf(PAYMENT_ENDPOINTS.oneTimePayment), {
        token: me.token,
        body: {
          entity_type: 'group',
          group_id: groupId,
          success_url: `${ORIGIN}/payment/success?type=payment&group=${groupId}`,
          cancel_url: `${ORIGIN}/payment/cancel?type=payment&group=${groupId}`,
        },
      });
      expect(res.status).toBe(200);
      return res.body.data.split('/pay/')[1] ?? '';
    };
    const paymentStatus = async () => (await membershipRow(h.api, groupId, me.id))?.paymentStatus;
    return { me, groupId, pay, paymentStatus };
  }

  it('pending while the checkout is open; expired frees it; paid confirms it', async () => {
    const { me, pay, paymentStatus } = await acceptedMember();
    const first = await pay();
    const sent = h.standIn.sent('POST', '/v1/checkout/sessions').at(-1)?.body ?? {};
    expect(sent['mode']).toBe('payment');
    expect(sent['subscription_data']).toBeUndefined();
    // The circle's own 10 % off is a Stripe coupon on the full price.
    expect(sent['line_items']).toMatchObject([{ price_data: { unit_amount: '4900' } }]);
    expect(h.standIn.sent('POST', '/v1/coupons').at(-1)?.body).toMatchObject({ percent_off: '10' });
    expect(await paymentStatus()).toBe('pending');

    expect((await h.deliver(h.standIn.expire(first))).body.outcome).toBe('applied');
    expect(await paymentStatus()).toBeNull();

    const paid = h.standIn.complete(await pay());
    expect((await h.deliver(paid)).body.outcome).toBe('applied');
    expect((await h.deliver(paid)).body.outcome).toBe('duplicate');
    expect(await paymentStatus()).toBe('confirmed');
    expect(await h.api.database.db.select().from(payments).where(eq(payments.userId, me.id))).toHaveLength(1);
  });

  it('an async payment completes unpaid (still pending), then succeeds; a failed one frees the claim', async () => {
    const { pay, paymentStatus } = await acceptedMember();
    const session = await pay();
    const unpaid = h.standIn.sessionEvent(session, 'checkout.session.completed', {
      status: 'complete',
      payment_status: 'unpaid',
    });
    expect((await h.deliver(unpaid)).body.outcome).toBe('ignored');
    expect(await paymentStatus()).toBe('pending');
    const succeeded = h.standIn.sessionEvent(session, 'checkout.session.async_payment_succeeded', {
      payment_status: 'paid',
    });
    expect((await h.deliver(succeeded)).body.outcome).toBe('applied');
    expect(await paymentStatus()).toBe('confirmed');

    const other = await acceptedMember();
    const failedSession = await other.pay();
    const failed = h.standIn.sessionEvent(failedSession, 'checkout.session.async_payment_failed');
    expect((await h.deliver(failed)).body.outcome).toBe('applied');
    expect(await other.paymentStatus()).toBeNull();
  });
});

describe('the embedded provider', () => {
  it('takes no webhooks: 400 even for a well-signed event', async () => {
    const embedded = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 0, jobDemo: false });
    try {
      const payload = eventJson('evt_embedded', 'invoice.created');
      const res = await embedded.app.request(pathOf(PAYMENT_ENDPOINTS.webhook), {
        method: 'POST',
        headers: { Host: 'localhost:8080', 'Stripe-Signature': signWebhook(payload, 'whsec_any') },
        body: payload,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ detail: PAYMENT_MESSAGES.invalidSignature });
    } finally {
      await embedded.close();
    }
  });
});
