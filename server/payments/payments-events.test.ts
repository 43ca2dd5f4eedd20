/**
 * applyProviderEvent over a seeded PGlite: a replayed event is a duplicate, an older
 * subscription event than the newest applied is stale, an unknown subscription or an
 * ignored type changes nothing, and a deleted subscription takes the tier to 0.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '../../contract/identity';
import { newMember } from '../profiles/testing';
import { createTestApi, type TestApi } from '../testing';
import { applyProviderEvent } from './events';
import type { ProviderSubscription } from './provider';
import { subscriptions } from './schema';

let api: TestApi;
const ORIGIN = 'http://localhost:8080';

beforeAll(async () => {
  api = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 0, jobDemo: false });
});
afterAll(() => api?.close());

const identity = async (token: string) => (await api.call<Identity>('GET', '/api/v1/identity/', { token })).body;

/** A fresh member with a Pro monthly membership; answers them and their provider state. */
async function member() {
  const me = await newMember(api);
  const res = await api.call<{ data: string }>('POST', '/api/v1/payment/create-subscription/', {
    token: me.token,
    body: { price_id: 'price_pro_month', success_url: `${ORIGIN}/s`, cancel_url: `${ORIGIN}/c` },
  });
  await api.call('POST', `${new URL(res.body.data).pathname}/complete`);
  const [row] = await api.database.db.select().from(subscriptions).where(eq(subscriptions.userId, me.id));
  const state: ProviderSubscription = {
    providerSubscriptionId: row!.providerSubscriptionId,
    customerRef: row!.providerCustomerId,
    priceId: 'price_pro_month',
    status: 'active',
    trialEnd: null,
    currentPeriodEnd: row!.currentPeriodEnd,
    canceledAt: null,
    cancelAt: null,
    discount: null,
    clientSecret: null,
  };
  return { ...me, row: row!, state };
}

let n = 0;
const eventId = () => `evt_test_${++n}_${Date.now()}`;
const later = (ms: number) => new Date(Date.now() + ms);

describe('applyProviderEvent', () => {
  it('applies an update once: the replay is a duplicate', async () => {
    const me = await member();
    const event = {
      id: eventId(),
      provider: 'embedded' as const,
      created: later(1000),
      type: 'subscription.updated' as const,
      subscription: { ...me.state, priceId: 'price_premium_month' },
    };
    expect(await applyProviderEvent(api.deps, event)).toBe('applied');
    expect((await identity(me.token)).user_subscription.applied_membership_tier).toBe(3);
    // Whatever a replay carries, it changes nothing.
    expect(
      await applyProviderEvent(api.deps, { ...event, subscription: { ...me.state, priceId: 'price_basic_month' } }),
    ).toBe('duplicate');
    expect((await identity(me.token)).user_subscription.applied_membership_tier).toBe(3);
  });

  it('an event older than the newest applied is stale', async () => {
    const me = await member();
    const base = { provider: 'embedded' as const, type: 'subscription.updated' as const };
    expect(
      await applyProviderEvent(api.deps, {
        ...base,
        id: eventId(),
        created: later(60_000),
        subscription: { ...me.state, status: 'past_due' },
      }),
    ).toBe('applied');
    expect(
      await applyProviderEvent(api.deps, { ...base, id: eventId(), created: later(30_000), subscription: me.state }),
    ).toBe('stale');
    expect((await identity(me.token)).user_subscription.payment_status).toBe('pending');
  });

  it('a deleted subscription ends the membership: tier 0, rights gone', async () => {
    const me = await member();
    expect(
      await applyProviderEvent(api.deps, {
        id: eventId(),
        provider: 'embedded',
        created: later(1000),
        type: 'subscription.deleted',
        subscription: me.state,
      }),
    ).toBe('applied');
    const [row] = await api.database.db.select().from(subscriptions).where(eq(subscriptions.id, me.row.id));
    expect(row!.status).toBe('canceled');
    expect((await identity(me.token)).user_subscription).toMatchObject({
      applied_membership_tier: 0,
      use_ama: false,
      one_to_one_chat: false,
    });
  });

  it('unknown subscriptions, unknown sessions and other types are ignored', async () => {
    const me = await member();
    const common = { provider: 'embedded' as const, created: new Date() };
    expect(
      await applyProviderEvent(api.deps, {
        ...common,
        id: eventId(),
        type: 'subscription.updated',
        subscription: { ...me.state, providerSubscriptionId: 'sub_unknown' },
      }),
    ).toBe('ignored');
    // The same id under the other provider is another subscription.
    expect(
      await applyProviderEvent(api.deps, {
        ...common,
        provider: 'stripe',
        id: eventId(),
        type: 'subscription.deleted',
        subscription: me.state,
      }),
    ).toBe('ignored');
    expect(
      await applyProviderEvent(api.deps, {
        ...common,
        id: eventId(),
        type: 'checkout.completed',
        sessionId: 'cs_none',
        subscription: null,
      }),
    ).toBe('ignored');
    expect(await applyProviderEvent(api.deps, { ...common, id: eventId(), type: 'ignored', providerType: 'x' })).toBe(
      'ignored',
    );
    expect((await identity(me.token)).user_subscription.applied_membership_tier).toBe(2);
  });
});
