import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../contract';
import { makeJob } from '../contract/fixtures';
import { getMeta, setMeta } from './db';
import { mutate } from './outbox';
import { createRunner } from './runner';
import { writeSyncState } from './sync-state';
import { fakeLocks } from './testing/fake-platform';
import { createFakeServer, DEMO_USERS } from './testing/fake-server';
import { mutations, testDb, until } from './testing/fixtures';
import { startTestEngine, stopTestEngines } from './testing/test-engine';

afterEach(stopTestEngines);

const [ada] = DEMO_USERS;

describe('login and logout', () => {
  it('logs in, stores the session and identity, then syncs and listens', async () => {
    const { db, server, sockets, engine, errors } = startTestEngine();
    server.addJob(makeJob(1));
    expect(await engine.auth.login(` ${ada.email.toUpperCase()} `, ada.password)).toEqual({ ok: true });
    expect(server.requests[0]?.body).toEqual({ email: ada.email, password: ada.password });
    await engine.idle();
    const session = await getMeta(db, 'session');
    expect((await getMeta(db, 'identity'))?.email).toBe(ada.email);
    expect(await db.jobs.count()).toBe(1);
    expect(await getMeta(db, 'cursor')).toBe(server.head());
    expect(await getMeta(db, 'syncState')).toMatchObject({ status: 'online', lastSyncAt: expect.any(Number) });
    expect(sockets.last()?.url).toBe(`ws://portal.test/ws/events/${session?.access}/`);
    expect(errors).toEqual([]);
  });

  it('syncs no data for an unverified member until the identity says verified', async () => {
    const { db, server, engine } = startTestEngine();
    server.addJob(makeJob(1));
    server.state.unverified.add(ada.id);
    expect(await engine.auth.login(ada.email, ada.password)).toEqual({ ok: true });
    await engine.idle();
    expect(server.requests.some((request) => request.path.startsWith('/api/v1/sync/changes/'))).toBe(false);
    expect(await db.jobs.count()).toBe(0);

    server.state.unverified.delete(ada.id);
    engine.sync.kick();
    await engine.idle();
    expect((await getMeta(db, 'identity'))?.is_verified).toBe(true);
    expect(await db.jobs.count()).toBe(1);
  });

  it("sends visitors' online calls without a token and signed-in ones with it", async () => {
    const { server, engine } = startTestEngine();
    const visitor = await engine.account.call('GET', '/api/v1/config/');
    expect(visitor.ok).toBe(true);
    expect(server.requests.at(-1)?.authorization).toBeNull();
    await engine.auth.login(ada.email, ada.password);
    await engine.idle();
    expect((await engine.account.call('GET', '/api/v1/identity/')).ok).toBe(true);
    expect(server.requests.at(-1)?.authorization).toMatch(/^Bearer /);
    server.failNext('network');
    expect(await engine.account.call('GET', '/api/v1/identity/')).toEqual({
      ok: false,
      errors: { non_field_errors: [MESSAGES.youAreOffline] },
    });
  });

  it('answers field errors, wrong credentials and being offline', async () => {
    const { db, server, engine } = startTestEngine();
    expect(await engine.auth.login('not-an-email', 'x')).toEqual({
      ok: false,
      errors: { email: [MESSAGES.invalidEmail] },
    });
    expect(await engine.auth.login(ada.email, 'wrong')).toEqual({
      ok: false,
      errors: { non_field_errors: [MESSAGES.invalidCredentials] },
    });
    server.failNext('network');
    expect(await engine.auth.login(ada.email, ada.password)).toEqual({
      ok: false,
      errors: { non_field_errors: [MESSAGES.youAreOffline] },
    });
    expect(await getMeta(db, 'session')).toBeUndefined();
  });

  it('logs out: tells the server, forgets the member data locally, closes the socket', async () => {
    const { db, server, sockets, engine } = startTestEngine();
    server.addJob(makeJob(1));
    await engine.auth.login(ada.email, ada.password);
    await engine.idle();
    const refresh = (await getMeta(db, 'session'))?.refresh;
    await mutate(db, 'bookmark.set', { type: 'job', object_id: 1, bookmarked: true });
    server.failNext('network'); // the server is down: logout still works
    await engine.auth.logout();
    expect(server.requests.at(-1)).toMatchObject({ path: '/api/v1/logout/', body: { refresh } });
    for (const key of ['session', 'identity', 'cursor'] as const) expect(await getMeta(db, key)).toBeUndefined();
    expect(await db.bookmarks.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(sockets.last()?.isClosed).toBe(true);
  });

  it('keeps queued changes of the same member across an expired session, not of another member', async () => {
    const { db, server, engine } = startTestEngine({ random: () => 0.9 }); // backoff 1.8 s: still waiting below
    server.addJob(makeJob(1));
    await engine.auth.login(ada.email, ada.password);
    await engine.idle();
    server.failNext('network');
    await mutate(db, 'bookmark.set', { type: 'job', object_id: 1, bookmarked: true });
    engine.sync.kick();
    await engine.idle();
    await db.meta.delete('session'); // expired
    await engine.auth.login(ada.email, ada.password);
    await engine.idle();
    expect(await db.outbox.toArray()).toMatchObject([{ key: 'job:1', status: 'pending', attempts: 1 }]);
    await db.meta.delete('session');
    await engine.auth.login(DEMO_USERS[1].email, DEMO_USERS[1].password);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.bookmarks.count()).toBe(0);
  });
});

describe('sync rounds', () => {
  it('goes offline on a network failure and back online, retrying on its own after the backoff', async () => {
    const { db, server, engine, events } = startTestEngine();
    server.addJob(makeJob(1));
    await engine.auth.login(ada.email, ada.password);
    await engine.idle();
    await mutate(db, 'bookmark.set', { type: 'job', object_id: 1, bookmarked: true });
    server.failNext('network', (r) => r.method === 'POST');
    engine.sync.kick();
    await engine.idle();
    expect((await getMeta(db, 'syncState'))?.status).toBe('offline');
    await until(() => server.bookmarkKeysOf(1).length === 1); // the backoff timer fired
    await engine.idle();
    expect((await getMeta(db, 'syncState'))?.status).toBe('online');
    events.fire('offline');
    await until(async () => (await getMeta(db, 'syncState'))?.status === 'offline');
    events.fire('online');
    await until(async () => (await getMeta(db, 'syncState'))?.status === 'online');
  });

  it('without a session, re-checks an offline state against the public config', async () => {
    const { db, server, engine, events } = startTestEngine();
    await engine.idle();
    expect(server.requests).toEqual([]); // nothing to do: no session and not offline
    await writeSyncState(db, { status: 'offline', lastSyncAt: 5 });
    server.failNext('network');
    events.fire('online');
    await engine.idle();
    expect(await getMeta(db, 'syncState')).toEqual({ status: 'offline', lastSyncAt: 5 });
    events.fire('online');
    await engine.idle();
    expect(await getMeta(db, 'syncState')).toEqual({ status: 'online', lastSyncAt: 5 });
    expect((await getMeta(db, 'tenant'))?.name).toBe('Career Compass');
    expect(server.requests.every((r) => r.path === '/api/v1/config/' && r.authorization === null)).toBe(true);
  });

  it('ends the session when the refresh is refused, and stops listening', async () => {
    const { db, server, engine, sockets } = startTestEngine();
    await engine.auth.login(ada.email, ada.password);
    await engine.idle();
    server.expireAccessTokens();
    server.state.refresh.clear();
    engine.sync.kick();
    await engine.idle();
    expect(await getMeta(db, 'session')).toBeUndefined();
    expect(sockets.last()?.isClosed).toBe(true);
  });

  it('pulls on a websocket poke and syncs on every (re)connect, ignoring unknown messages', async () => {
    const { db, server, engine, sockets } = startTestEngine();
    await engine.auth.login(ada.email, ada.password);
    await engine.idle();
    server.addJob(makeJob(5));
    sockets.last()?.send({ type: 'presence' });
    sockets.last()?.send('not json');
    sockets.last()?.send({ type: 'changes' });
    await until(async () => (await db.jobs.count()) === 1);

    const first = sockets.last();
    server.addJob(makeJob(6));
    first?.drop();
    await until(() => sockets.last() !== first); // reconnected after the backoff
    sockets.last()?.open();
    await until(async () => (await db.jobs.count()) === 2);
  });
});

describe('one sync leader across tabs', () => {
  it('only the lock holder talks to the server; other tabs forward kicks; the next tab takes over', async () => {
    const db = testDb();
    const server = createFakeServer();
    server.addJob(makeJob(1));
    server.addJob(makeJob(2));
    const locks = fakeLocks();
    const name = `portal-sync-test-${Date.now()}`;
    const channels = [new BroadcastChannel(name), new BroadcastChannel(name)];
    const tabB = { fetch: 0 };
    const a = startTestEngine({ db, server, locks, broadcast: channels[0] });
    const b = startTestEngine({
      db,
      server,
      locks,
      broadcast: channels[1],
      fetch: (input, init) => {
        tabB.fetch += 1;
        return server.fetch(input, init);
      },
    });
    try {
      await until(() => a.engine.isLeader());
      expect(b.engine.isLeader()).toBe(false);
      expect(await b.engine.auth.login(ada.email, ada.password)).toEqual({ ok: true }); // any tab can log in
      const loginCalls = tabB.fetch;
      await until(async () => (await getMeta(db, 'cursor')) !== undefined); // the leader heard and synced
      await a.engine.idle();

      await mutate(db, 'bookmark.set', { type: 'job', object_id: 1, bookmarked: true });
      b.engine.sync.kick();
      await until(() => server.bookmarkKeysOf(1).includes('job:1'));
      expect(tabB.fetch).toBe(loginCalls);

      a.engine.stop(); // tab A closes
      await until(() => b.engine.isLeader());
      await mutate(db, 'bookmark.set', { type: 'job', object_id: 2, bookmarked: true });
      b.engine.sync.kick();
      await until(() => server.bookmarkKeysOf(1).includes('job:2'));
      expect(tabB.fetch).toBeGreaterThan(loginCalls);
      expect(mutations(server).filter((r) => r.path.startsWith('/api/v1/bookmark/'))).toHaveLength(2);
    } finally {
      for (const channel of channels) channel.close();
    }
  });

  it('a new leader resends an entry left in flight by a closed tab', async () => {
    const db = testDb();
    const server = createFakeServer();
    server.addJob(makeJob(1));
    await setMeta(db, 'session', server.issueTokens(1));
    const seq = await mutate(db, 'bookmark.set', { type: 'job', object_id: 1, bookmarked: true });
    await db.outbox.update(seq, { sendingSince: Date.now() - 5_000 });
    const { engine } = startTestEngine({ db, server });
    await engine.idle();
    expect(server.bookmarkKeysOf(1)).toEqual(['job:1']);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('runner', () => {
  it('runs one round at a time and folds kicks during a round into one more', async () => {
    let rounds = 0;
    let release: () => void = () => undefined;
    const runner = createRunner(
      async () => {
        rounds += 1;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      },
      () => undefined,
    );
    runner.kick();
    runner.kick();
    runner.kick();
    expect(rounds).toBe(1);
    release();
    await until(() => rounds === 2);
    release();
    await runner.idle();
    expect(rounds).toBe(2);
  });
});
