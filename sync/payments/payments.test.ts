/**
 * The worker's payment calls against the real server (demo seed, embedded provider): what
 * lands in meta, how refusals read (detail, first field error, the spec's default), and that
 * nothing is queued offline. Answers our server never gives (an empty refusal, a body outside
 * the contract) come from a proxy on the recording network.
 */
import { describe, expect, it } from 'vitest';
import {
  GROUP_ENDPOINTS,
  GROUP_MEMBER_ENDPOINTS,
  GROUP_MESSAGES,
  MESSAGES,
  PAYMENT_ENDPOINTS,
  PAYMENT_MESSAGES,
  pathOf,
} from '../../contract';
import { getMeta, groupMemberKey } from '../core/db';
import { createGroups } from '../groups/groups';
import { MEMBER, signIn, testContext, testDb } from '../testing/fixtures';
import { realApiForFile, userIdOf } from '../testing/real-api';
import { realNetwork } from '../testing/real-network';
import { createPayments } from './payments';

const api = realApiForFile();

const ORIGIN = 'http://localhost:8080';
const SUBSCRIBE = {
  price_id: 'price_basic_month',
  success_url: `${ORIGIN}/payment/success?type=subscription`,
  cancel_url: `${ORIGIN}/payment/cancel?type=subscription`,
};

async function device(email: string | null = MEMBER) {
  const server = realNetwork(api());
  const db = testDb();
  if (email) await signIn(db, server, email);
  const payments = createPayments(testContext(db, server));
  const at = (path: string) => (request: { path: string }) => request.path === path;
  /** A proxy answers the next call to `path` in the server's place. */
  const proxyAnswer = (path: string, status: number, body?: unknown, isDelivered = false) =>
    server.failNext({ status, body, isDelivered }, at(path));
  return { server, db, payments, proxyAnswer, sent: (path: string) => server.requests.filter(at(path)) };
}

describe('payments worker area', { timeout: 60_000 }, () => {
  it('stores the plans sorted by tier, asked without a token; a body outside the contract is a failure', async () => {
    const { db, payments, proxyAnswer, sent } = await device();
    expect(await payments.plans()).toBe('ready');
    expect((await getMeta(db, 'plans'))?.data.map((p) => p.subscription_tier)).toEqual([0, 1, 2, 3]);
    expect(sent(pathOf(PAYMENT_ENDPOINTS.plans))[0]?.authorization).toBeNull();

    proxyAnswer(pathOf(PAYMENT_ENDPOINTS.plans), 200, { data: [{ id: 'x' }] });
    expect(await payments.plans()).toBe('failed');
    proxyAnswer(pathOf(PAYMENT_ENDPOINTS.plans), 500);
    expect(await payments.plans()).toBe('failed');
    expect((await getMeta(db, 'plans'))?.data).toHaveLength(4);
  });

  it('answers offline when the server is out of reach and keeps the stored plans', async () => {
    const { server, db, payments } = await device(null);
    expect(await payments.plans()).toBe('ready');
    server.failNext('network');
    expect(await payments.plans()).toBe('offline');
    expect((await getMeta(db, 'plans'))?.data).toHaveLength(4);
  });

  it('reads the detail only when signed in, storing it (null too) and the identity again', async () => {
    const visitor = await device(null);
    expect(await visitor.payments.detail()).toBe('failed');
    expect(visitor.server.requests).toHaveLength(0);

    const { server, db, payments, sent } = await device();
    expect(await payments.detail()).toBe('ready');
    expect(await getMeta(db, 'subscriptionDetail')).toMatchObject({ plan_name: 'Pro', status: 'active' });
    expect(sent('/api/v1/identity/')).toHaveLength(1);
    expect(await getMeta(db, 'identity')).toBeTruthy();

    // The same device signed in as student@, who has no subscription.
    await signIn(db, server, 'student@example.org');
    expect(await payments.detail()).toBe('ready');
    expect(await getMeta(db, 'subscriptionDetail')).toBeNull();
  });

  it('answers the checkout URL, and a refusal with detail, else first field error, else the default', async () => {
    const { payments, proxyAnswer, sent } = await device('student@example.org');
    expect(await payments.subscribe(SUBSCRIBE)).toEqual({ kind: 'done', url: expect.stringContaining('/checkout/') });
    const [request] = sent(pathOf(PAYMENT_ENDPOINTS.createSubscription));
    expect(request?.body).toEqual(SUBSCRIBE);
    expect(request?.idempotencyKey).toBeTruthy();

    expect(await payments.subscribe({ ...SUBSCRIBE, price_id: 'price_nope' })).toEqual({
      kind: 'failed',
      message: PAYMENT_MESSAGES.priceNotFound,
      errors: { price_id: [PAYMENT_MESSAGES.priceNotFound] },
    });
    // student@ has not joined this paid circle: the server's own detail.
    const circle = (
      await api().call<{ id: number }>('GET', pathOf(GROUP_ENDPOINTS.bySlug, { slug: 'product-leadership-circle' }))
    ).body;
    const pay = { entity_type: 'group' as const, group_id: circle.id, success_url: 'a', cancel_url: 'b' };
    expect(await payments.payForGroup(pay)).toEqual({
      kind: 'failed',
      message: PAYMENT_MESSAGES.notAccepted,
      errors: {},
    });
    proxyAnswer(pathOf(PAYMENT_ENDPOINTS.donate), 400, {});
    const gift = { price_id: 'price_donation_default', group_id: 1, success_url: 'a', cancel_url: 'b' };
    expect(await payments.donate(gift)).toMatchObject({ kind: 'failed', message: PAYMENT_MESSAGES.couldNotProceed });
    proxyAnswer(pathOf(PAYMENT_ENDPOINTS.membershipCard), 403, {});
    expect(await payments.membershipCard()).toMatchObject({ message: PAYMENT_MESSAGES.membershipCardFailed });
    proxyAnswer(pathOf(PAYMENT_ENDPOINTS.portal), 200, { url: 'not data' });
    expect(await payments.portal('http://portal.test/membership')).toMatchObject({ kind: 'failed' });
    expect(sent(pathOf(PAYMENT_ENDPOINTS.portal))[0]?.body).toEqual({ return_url: 'http://portal.test/membership' });
  });

  it('answers offline without queueing anything when the network is down', async () => {
    const { server, db, payments } = await device();
    server.failNext('network');
    expect(await payments.subscribe(SUBSCRIBE)).toEqual({ kind: 'offline' });
    server.failNext('network');
    expect(await payments.cancelSubscription('Too expensive')).toEqual({ kind: 'offline' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('stores the detail a cancel answers; an answer without it reads the detail again', async () => {
    const { db, payments, proxyAnswer, sent } = await device();
    expect(await payments.cancelSubscription('')).toMatchObject({ message: PAYMENT_MESSAGES.specifyReason });
    expect(await payments.cancelSubscription('Too expensive')).toEqual({ kind: 'done' });
    expect(sent(pathOf(PAYMENT_ENDPOINTS.cancelSubscription))[1]?.body).toEqual({
      cancellation_reason: 'Too expensive',
    });
    expect((await getMeta(db, 'subscriptionDetail'))?.cancel_at).toEqual(expect.any(String));

    // The renewal reaches the server, but the answer that comes back carries no detail.
    proxyAnswer(pathOf(PAYMENT_ENDPOINTS.updateSubscription), 200, { detail: 'Changed' }, true);
    expect(await payments.updateSubscription({ is_renew: true })).toEqual({ kind: 'done' });
    expect(sent(pathOf(PAYMENT_ENDPOINTS.detail))).toHaveLength(1);
    expect((await getMeta(db, 'subscriptionDetail'))?.cancel_at).toBeNull();
    proxyAnswer(pathOf(PAYMENT_ENDPOINTS.updateSubscription), 500);
    expect(await payments.updateSubscription({ price_id: 'x' })).toMatchObject({
      message: PAYMENT_MESSAGES.couldNotPerformRequest,
    });
  });

  it("puts the answered member in db.groupMembers; a refusal keeps the row and says the server's words", async () => {
    const circle = (
      await api().call<{ id: number }>('GET', pathOf(GROUP_ENDPOINTS.bySlug, { slug: 'product-leadership-circle' }))
    ).body;
    const admin = await api().login('admin@example.org');
    const student = await api().login('student@example.org');
    const studentId = await userIdOf(api(), 'student@example.org');
    const joined = await api().call('POST', pathOf(GROUP_MEMBER_ENDPOINTS.join, { id: circle.id }), {
      token: student.access,
      body: {},
    });
    expect(joined.status).toBe(201);
    const accepted = await api().call('POST', pathOf(GROUP_MEMBER_ENDPOINTS.respondJoinRequest, { id: circle.id }), {
      token: admin.access,
      body: { users: [studentId], action: 'accept', notes: '' },
    });
    expect(accepted.status).toBe(200);

    // member@ administers nothing: the server's refusal.
    const { server, db, payments, proxyAnswer } = await device();
    await signIn(db, server, 'admin@example.org');
    const listed = await createGroups(testContext(db, server)).members(circle.id, {
      status: 'accepted',
      page: 1,
      page_size: 50,
    });
    expect(listed.kind).toBe('done');
    const key = groupMemberKey(circle.id, studentId);
    expect((await db.groupMembers.get(key))?.payment_status).toBeNull();
    await signIn(db, server, MEMBER);
    expect(await payments.confirmGroupPayment(circle.id, { user: studentId, action: 'accept' })).toMatchObject({
      message: GROUP_MESSAGES.noPermission,
    });
    await signIn(db, server, 'admin@example.org');
    proxyAnswer(pathOf(PAYMENT_ENDPOINTS.paymentConfirmation, { id: circle.id }), 400, {});
    expect(await payments.confirmGroupPayment(circle.id, { user: studentId, action: 'accept' })).toMatchObject({
      message: MESSAGES.couldNotPerform,
    });
    expect((await db.groupMembers.get(key))?.payment_status).toBeNull();
    expect(await payments.confirmGroupPayment(circle.id, { user: studentId, action: 'accept' })).toEqual({
      kind: 'done',
    });
    expect(await db.groupMembers.get(key)).toMatchObject({ payment_status: 'confirmed', group_id: circle.id });
  });
});
