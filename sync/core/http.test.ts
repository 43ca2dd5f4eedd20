import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract';
import { bookmarks } from '../../server/db/schema';
import { BASE_URL, MEMBER, signIn, testContext, testDb } from '../testing/fixtures';
import { realApiForFile, seededResourceIds, userIdOf } from '../testing/real-api';
import { expireAccess, realNetwork, spendRefresh } from '../testing/real-network';
import { getMeta } from './db';
import { createApiClient } from './http';
import { mutate } from './outbox';
import { pushOutbox } from './push';

const api = realApiForFile();

async function setup() {
  const db = testDb();
  const server = realNetwork(api());
  await signIn(db, server);
  return { db, server, api: createApiClient({ db, baseUrl: BASE_URL, fetch: server.fetch }) };
}

/** The member's bookmarks of resources as the server holds them. */
async function serverBookmarks(): Promise<number[]> {
  const userId = await userIdOf(api(), MEMBER);
  const rows = await api()
    .database.db.select({ objectId: bookmarks.objectId })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.type, 'resource')));
  return rows.map((row) => row.objectId);
}

describe('api client', { timeout: 30_000 }, () => {
  it('sends the bearer token, and on 401 refreshes once, stores the rotated pair and retries', async () => {
    const { db, server, api: client } = await setup();
    await expireAccess(db, api());
    const before = await getMeta(db, 'session');
    const outcome = await client.request('GET', '/api/v1/identity/');
    expect(outcome).toMatchObject({ kind: 'ok', status: 200, body: { id: await userIdOf(api(), MEMBER) } });
    expect(server.requests.map((r) => r.path)).toEqual([
      '/api/v1/identity/',
      '/api/v1/token/refresh/',
      '/api/v1/identity/',
    ]);
    const after = await getMeta(db, 'session');
    expect(server.requests[0]?.authorization).toBe(`Bearer ${before?.access}`);
    expect(server.requests[1]?.body).toEqual({ refresh: before?.refresh });
    expect(server.requests[2]?.authorization).toBe(`Bearer ${after?.access}`);
    expect(after?.refresh).not.toBe(before?.refresh);
  });

  it('shares one refresh between concurrent 401s (a refresh token is good once)', async () => {
    const { db, server, api: client } = await setup();
    await expireAccess(db, api());
    const outcomes = await Promise.all([1, 2, 3].map(() => client.request('GET', '/api/v1/identity/')));
    expect(outcomes.map((o) => o.kind)).toEqual(['ok', 'ok', 'ok']);
    expect(server.requests.filter((r) => r.path === '/api/v1/token/refresh/')).toHaveLength(1);
  });

  it('ends the session when the refresh is refused', async () => {
    const { db, server, api: client } = await setup();
    await expireAccess(db, api());
    await spendRefresh(db, api()); // reused or expired
    expect(await client.request('GET', '/api/v1/identity/')).toEqual({ kind: 'unauthenticated' });
    expect(await getMeta(db, 'session')).toBeUndefined();
    expect(server.requests.map((r) => r.path)).toEqual(['/api/v1/identity/', '/api/v1/token/refresh/']);
  });

  it('keeps the session when the refresh fails on the network', async () => {
    const { db, server, api: client } = await setup();
    await expireAccess(db, api());
    server.failNext('network', (r) => r.path === '/api/v1/token/refresh/');
    expect(await client.request('GET', '/api/v1/identity/')).toMatchObject({ kind: 'transient', isUnreachable: true });
    expect(await getMeta(db, 'session')).toBeDefined();
  });

  it('classifies answers: rejected with the server message or the fallback, transient otherwise', async () => {
    const { server, api: client } = await setup();
    server.failNext({ status: 400, body: { title: ['This field may not be blank.'] } });
    expect(await client.request('GET', '/x/')).toMatchObject({
      kind: 'rejected',
      message: 'This field may not be blank.',
    });
    server.failNext({ status: 409, body: 'conflict' });
    expect(await client.request('GET', '/x/')).toMatchObject({ kind: 'rejected', message: MESSAGES.couldNotComplete });
    server.failNext({ status: 409, body: { detail: MESSAGES.idempotencyConflict } });
    expect(await client.request('POST', '/x/')).toMatchObject({ kind: 'transient', isUnreachable: false });
    server.failNext({ status: 503 });
    expect(await client.request('GET', '/x/')).toMatchObject({ kind: 'transient', isUnreachable: true });
    server.failNext({ status: 500 });
    expect(await client.request('GET', '/x/')).toMatchObject({ kind: 'transient', isUnreachable: false });
    server.failNext('network');
    expect(await client.request('GET', '/x/')).toMatchObject({ kind: 'transient', status: null });
  });

  it('answers a hung request as transient after the timeout', async () => {
    const db = testDb();
    await signIn(db, realNetwork(api()));
    const hang = (_: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    const client = createApiClient({ db, baseUrl: BASE_URL, fetch: hang, timeoutMs: 20 });
    expect(await client.request('GET', '/api/v1/identity/')).toMatchObject({ kind: 'transient', isUnreachable: true });
  });

  it('pushes a queued mutation through an expired access token', async () => {
    const { db, server } = await setup();
    const [resource = 0] = await seededResourceIds(api());
    await mutate(db, 'bookmark.set', { type: 'resource', object_id: resource, bookmarked: true });
    await expireAccess(db, api());
    expect(await pushOutbox(testContext(db, server))).toEqual({ kind: 'done' });
    const posts = server.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/api/v1/bookmark/'));
    expect(posts.map((r) => r.idempotencyKey)).toEqual([posts[0]?.idempotencyKey, posts[0]?.idempotencyKey]);
    expect(await serverBookmarks()).toContain(resource);
  });

  it('leaves a pushed entry queued when the session is over', async () => {
    const { db, server } = await setup();
    const [, resource = 0] = await seededResourceIds(api());
    await mutate(db, 'bookmark.set', { type: 'resource', object_id: resource, bookmarked: true });
    await expireAccess(db, api());
    await spendRefresh(db, api());
    expect(await pushOutbox(testContext(db, server))).toEqual({ kind: 'unauthenticated' });
    expect(await db.outbox.toArray()).toMatchObject([{ status: 'pending', sendingSince: null }]);
    expect(await db.bookmarks.get(`resource:${resource}`)).toBeDefined();
    expect(await serverBookmarks()).not.toContain(resource);
  });
});
