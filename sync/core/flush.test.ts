/**
 * The keepalive flush against the real server (real app, real PGlite): due entries go out
 * with keepalive within the body budget and the rest waits for the normal push; an entry
 * the normal push has in flight is not sent again; and a join whose keepalive answer was
 * lost with the page is sent again on the next start with the same Idempotency-Key, and
 * the server keeps one membership.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_MEMBER_ENDPOINTS, pathOf } from '../../contract';
import { memberships } from '../../server/db/schema';
import { makeGroup, makePerson } from '../../server/groups/membership-testing';
import { createTestApi, type TestApi } from '../../server/testing';
import { testDb } from '../testing/fixtures';
import type { SyncContext } from './context';
import { setMeta } from './db';
import { flushOutbox, KEEPALIVE_BUDGET_BYTES } from './flush';
import { createApiClient, type FetchFn } from './http';
import { mutate } from './outbox';
import { pushOutbox, releaseInFlight } from './push';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 0 });
}, 120_000);
afterAll(() => api?.close());

interface Sent {
  method: string;
  path: string;
  keepalive: boolean;
  bytes: number;
  idempotencyKey: string | null;
}

/** The browser's fetch as a stand-in over the real app: records what went out and how. */
function recordingFetch(options: { hold?: (path: string) => Promise<void>; loseAnswers?: boolean } = {}) {
  const sent: Sent[] = [];
  let inFlightKeepaliveBytes = 0;
  let maxKeepaliveBytes = 0;
  const fetch: FetchFn = async (input, init) => {
    const path = new URL(input).pathname;
    const bytes = typeof init.body === 'string' ? new TextEncoder().encode(init.body).length : 0;
    const headers = new Headers(init.headers);
    const keepalive = init.keepalive === true;
    sent.push({ method: init.method ?? 'GET', path, keepalive, bytes, idempotencyKey: headers.get('Idempotency-Key') });
    if (keepalive) inFlightKeepaliveBytes += bytes;
    maxKeepaliveBytes = Math.max(maxKeepaliveBytes, inFlightKeepaliveBytes);
    try {
      await options.hold?.(path);
      headers.set('Host', 'localhost:8080');
      const { keepalive: _browserOnly, ...rest } = init;
      const response = await api.app.request(input, { ...rest, headers });
      // The page went away: the server handled the request, its answer never arrives.
      if (options.loseAnswers) throw new TypeError('Failed to fetch');
      return response;
    } finally {
      if (keepalive) inFlightKeepaliveBytes -= bytes;
    }
  };
  return { fetch, sent, maxKeepaliveBytes: () => maxKeepaliveBytes };
}

async function memberDevice(fetch: FetchFn, token: string): Promise<SyncContext> {
  const db = testDb();
  await setMeta(db, 'session', { access: token, refresh: 'not-used' });
  return {
    db,
    api: createApiClient({ db, baseUrl: 'http://localhost:8080', fetch }),
    now: Date.now,
    random: () => 0.5,
  };
}

function contextOn(ctx: SyncContext, fetch: FetchFn): SyncContext {
  return { ...ctx, api: createApiClient({ db: ctx.db, baseUrl: 'http://localhost:8080', fetch }) };
}

async function membershipCount(groupId: number, userId: number): Promise<number> {
  const rows = await api.database.db
    .select()
    .from(memberships)
    .where(and(eq(memberships.groupId, groupId), eq(memberships.userId, userId)));
  return rows.length;
}

const join = (groupId: number) => ({ groupId, kind: 'circle' as const, answers: [], registration: null });

describe('keepalive flush', { timeout: 60_000 }, () => {
  it('sends what fits the budget with keepalive and leaves the rest to the normal push', async () => {
    expect(KEEPALIVE_BUDGET_BYTES).toBeLessThanOrEqual(64 * 1024);
    const person = await makePerson(api);
    const [first, second] = [await makeGroup(api), await makeGroup(api)];
    const wire = recordingFetch();
    const ctx = await memberDevice(wire.fetch, person.token);
    await mutate(ctx.db, 'group.join', join(first));
    await mutate(ctx.db, 'profile.update', { short_bio: `<p>${'A long story. '.repeat(80)}</p>` });
    await mutate(ctx.db, 'group.join', join(second));

    const budgetBytes = 400;
    expect(await flushOutbox(ctx, { budgetBytes })).toBe(2);
    const flushed = wire.sent.filter((request) => request.keepalive);
    expect(flushed.map((request) => request.path).sort()).toEqual([
      pathOf(GROUP_MEMBER_ENDPOINTS.join, { id: first }),
      pathOf(GROUP_MEMBER_ENDPOINTS.join, { id: second }),
    ]);
    expect(wire.maxKeepaliveBytes()).toBeLessThanOrEqual(budgetBytes);
    expect(wire.sent.some((request) => request.path === '/api/v1/profile/')).toBe(false);
    expect((await ctx.db.outbox.toArray()).map((entry) => entry.name)).toEqual(['profile.update']);

    // The normal push sends the large entry (no keepalive) and nothing twice.
    expect(await pushOutbox(ctx)).toEqual({ kind: 'done' });
    expect(wire.sent.filter((request) => request.path === '/api/v1/profile/')).toMatchObject([{ keepalive: false }]);
    expect(wire.sent.filter((request) => request.path.endsWith('/join/'))).toHaveLength(2);
    expect(await ctx.db.outbox.count()).toBe(0);
    expect(await membershipCount(first, person.id)).toBe(1);
    expect(await membershipCount(second, person.id)).toBe(1);
  });

  it('does not send an entry the normal push has in flight', async () => {
    const person = await makePerson(api);
    const groupId = await makeGroup(api);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const wire = recordingFetch({ hold: (path) => (path.endsWith('/join/') ? held : Promise.resolve()) });
    const ctx = await memberDevice(wire.fetch, person.token);
    await mutate(ctx.db, 'group.join', join(groupId));
    const pushing = pushOutbox(ctx);
    await expect.poll(() => wire.sent.length).toBe(1);

    expect(await flushOutbox(ctx)).toBe(0);
    release();
    expect(await pushing).toEqual({ kind: 'done' });
    expect(wire.sent.filter((request) => request.path.endsWith('/join/'))).toHaveLength(1);
    expect(await membershipCount(groupId, person.id)).toBe(1);
  });

  it('a join sent by keepalive whose answer was lost goes again on the next start, once on the server', async () => {
    const person = await makePerson(api);
    const groupId = await makeGroup(api);
    const closing = recordingFetch({ loseAnswers: true });
    const ctx = await memberDevice(closing.fetch, person.token);
    await mutate(ctx.db, 'group.join', join(groupId));
    const key = (await ctx.db.outbox.toArray())[0]?.idempotencyKey;

    expect(await flushOutbox(ctx)).toBe(1);
    expect(closing.sent).toMatchObject([
      { path: pathOf(GROUP_MEMBER_ENDPOINTS.join, { id: groupId }), keepalive: true, idempotencyKey: key },
    ]);
    expect(await membershipCount(groupId, person.id)).toBe(1);
    // No backoff was recorded: the normal path may send it at once.
    expect(await ctx.db.outbox.toArray()).toMatchObject([{ status: 'pending', attempts: 0, sendingSince: null }]);

    // The app opens again: its push replays the same key and the server answers the stored join.
    const reopened = recordingFetch();
    const next = contextOn(ctx, reopened.fetch);
    await releaseInFlight(next.db);
    expect(await pushOutbox(next)).toEqual({ kind: 'done' });
    expect(reopened.sent).toMatchObject([
      { path: pathOf(GROUP_MEMBER_ENDPOINTS.join, { id: groupId }), keepalive: false, idempotencyKey: key },
    ]);
    expect(await next.db.outbox.count()).toBe(0);
    expect(await membershipCount(groupId, person.id)).toBe(1);
    expect((await next.db.groups.get(groupId))?.membership_status).toBe('pending');
  });
});
