import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract';
import { users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/testing';
import { fakeLocks } from '../testing/browser-stand-ins';
import { MEMBER, mutations, testDb, until } from '../testing/fixtures';
import {
  addJobs,
  feedHeadOf,
  jobBoardCount,
  realApiForFile,
  serverBookmarkKeys,
  sessionOf,
  userIdOf,
} from '../testing/real-api';
import { expireAccess, realNetwork, spendRefresh } from '../testing/real-network';
import { startTestEngine as startEngine, stopTestEngines } from '../testing/test-engine';
import { getMeta, setMeta } from './db';
import { mutate } from './outbox';
import { createRunner } from './runner';
import { writeSyncState } from './sync-state';

afterEach(stopTestEngines);

const api = realApiForFile();
const ada = { email: MEMBER, password: DEMO_PASSWORD };
const other = { email: 'student@example.org', password: DEMO_PASSWORD };

/** An engine over the real server, with the network that records its requests. */
function startTestEngine(options: Parameters<typeof startEngine>[0] = {}) {
  const server = options.server ?? realNetwork(api());
  return { ...startEngine({ ...options, server }), server };
}

const serverBookmarks = () => serverBookmarkKeys(api(), MEMBER);

const head = () => feedHeadOf(api(), MEMBER);
const jobCount = () => jobBoardCount(api());

async function setVerified(email: string, isVerified: boolean): Promise<void> {
  await api()
    .database.db.update(users)
    .set({ isVerified })
    .where(eq(users.id, await userIdOf(api(), email)));
}

async function oneJob(): Promise<number> {
  const [id = 0] = await addJobs(api(), 1);
  return id;
}

describe('login and logout', { timeout: 60_000 }, () => {
  it('logs in, stores the session and identity, then syncs and listens', async () => {
    const { db, server, sockets, engine, errors } = startTestEngine();
    await oneJob();
    expect(await engine.auth.login(` ${ada.email.toUpperCase()} `, ada.password)).toEqual({ ok: true });
    expect(server.requests[0]?.body).toEqual({ email: ada.email, password: ada.password });
    await engine.idle();
    const session = await getMeta(db, 'session');
    expect((await getMeta(db, 'identity'))?.email).toBe(ada.email);
    expect(await db.jobs.count()).toBe(await jobCount());
    expect(await getMeta(db, 'cursor')).toBe(await head());
    expect(await getMeta(db, 'syncState')).toMatchObject({ status: 'online', lastSyncAt: expect.any(Number) });
    expect(sockets.last()?.url).toBe(`ws://portal.test/ws/events/${session?.access}/`);
    expect(errors).toEqual([]);
  });

  it('syncs no data for an unverified member until the identity says verified', async () => {
    const { db, server, engine } = startTestEngine();
    await oneJob();
    await setVerified(other.email, false);
    expect(await engine.auth.login(other.email, other.password)).toEqual({ ok: true });
    await engine.idle();
    expect(server.requests.some((request) => request.path.startsWith('/api/v1/sync/changes/'))).toBe(false);
    expect(await db.jobs.count()).toBe(0);

    await setVerified(other.email, true);
    engine.sync.kick();
    await engine.idle();
    expect((await getMeta(db, 'identity'))?.is_verified).toBe(true);
    expect(await db.jobs.count()).toBe(await jobCount());
  });

  it("sends visitors' online calls without a token and signed-in ones with it", async () => {
    const { server, engine } = startTestEngine();
    const visitor = await engine.online.socialProviders(undefined);
    expect(visitor.ok).toBe(true);
    expect(server.requests.at(-1)?.authorization).toBeNull();
    await engine.auth.login(ada.email, ada.password);
    await engine.idle();
    expect((await engine.online.socialProviders(undefined)).ok).toBe(true);
    expect(server.requests.at(-1)?.authorization).toMatch(/^Bearer /);
    server.failNext('network');
    expect(await engine.online.socialProviders(undefined)).toEqual({
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
    const job = await oneJob();
    await engine.auth.login(ada.email, ada.password);
    await engine.idle();
    const refresh = (await getMeta(db, 'session'))?.refresh;
    await mutate(db, 'bookmark.set', { type: 'job', object_id: job, bookmarked: true });
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
    const job = await oneJob();
    await engine.auth.login(ada.email, ada.password);
    await engine.idle();
    server.failNext('network');
    await mutate(db, 'bookmark.set', { type: 'job', object_id: job, bookmarked: true });
    engine.sync.kick();
    await engine.idle();
    await db.meta.delete('session'); // expired
    await engine.auth.login(ada.email, ada.password);
    await engine.idle();
    expect(await db.outbox.toArray()).toMatchObject([{ key: `job:${job}`, status: 'pending', attempts: 1 }]);
    await db.meta.delete('session');
    await engine.auth.login(other.email, other.password);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.bookmarks.count()).toBe(0);
  });
});

describe('sync rounds', { timeout: 60_000 }, () => {
  it('goes offline on a network failure and back online, retrying on its own after the backoff', async () => {
    const { db, server, engine, events } = startTestEngine();
    const job = await oneJob();
    await engine.auth.login(ada.email, ada.password);
    await engine.idle();
    await mutate(db, 'bookmark.set', { type: 'job', object_id: job, bookmarked: true });
    server.failNext('network', (r) => r.method === 'POST');
    engine.sync.kick();
    await engine.idle();
    expect((await getMeta(db, 'syncState'))?.status).toBe('offline');
    await until(async () => (await serverBookmarks()).includes(`job:${job}`), 10_000); // the backoff timer fired
    await engine.idle();
    expect((await getMeta(db, 'syncState'))?.status).toBe('online');
    events.fire('offline');
    await until(async () => (await getMeta(db, 'syncState'))?.status === 'offline');
    events.fire('online');
    await until(async () => (await getMeta(db, 'syncState'))?.status === 'online');
  });

  it('retries a change whose backoff ran out while a later round was pulling', async () => {
    // The engine's clock is the test's; a pull can be held until the test lets it go.
    let clock = Date.now();
    let heldPull: Promise<void> | null = null;
    let isPullHeld = false;
    const network = realNetwork(api());
    const { db, engine } = startTestEngine({
      server: network,
      now: () => clock,
      random: () => 0.9, // the first backoff is 1.8 s
      fetch: async (input, init) => {
        if ((init?.method ?? 'GET') === 'GET' && heldPull) {
          isPullHeld = true;
          await heldPull;
        }
        return network.fetch(input, init);
      },
    });
    const job = await oneJob();
    await engine.auth.login(ada.email, ada.password);
    await engine.idle();
    await mutate(db, 'bookmark.set', { type: 'job', object_id: job, bookmarked: true });
    network.failNext('network', (r) => r.method === 'POST');
    engine.sync.kick();
    await engine.idle();
    expect(await db.outbox.toArray()).toMatchObject([{ status: 'pending', attempts: 1 }]);
    // A round starts while the change still waits: it pushes nothing and pulls. The backoff
    // runs out during the pull.
    let release = () => {};
    heldPull = new Promise((resolve) => {
      release = resolve;
    });
    engine.sync.kick();
    await until(() => isPullHeld, 5_000);
    clock += 2_000;
    heldPull = null;
    release();
    await engine.idle();
    await until(async () => (await serverBookmarks()).includes(`job:${job}`), 5_000);
  });

  it('sends a change waiting on a long backoff as soon as the connection is back', async () => {
    const { db, server, engine, events, sockets } = startTestEngine();
    const [first = 0, second = 0, third = 0] = await addJobs(api(), 3);
    await engine.auth.login(ada.email, ada.password);
    await engine.idle();
    // Offline for a while: each try failed and the backoff grew to minutes.
    const waitOnBackoff = async (job: number) => {
      await mutate(db, 'bookmark.set', { type: 'job', object_id: job, bookmarked: true });
      server.failNext('network', (r) => r.method === 'POST');
      engine.sync.kick();
      await engine.idle();
      await db.outbox.toCollection().modify({ nextAttemptAt: Date.now() + 10 * 60_000 });
    };
    await waitOnBackoff(first);
    events.fire('online');
    await until(async () => (await serverBookmarks()).includes(`job:${first}`), 5_000);
    // The events socket opening again says the same.
    await waitOnBackoff(second);
    sockets.last()?.open();
    await until(async () => (await serverBookmarks()).includes(`job:${second}`), 5_000);
    // So does the page, whose 'online' a dedicated worker does not always get.
    await waitOnBackoff(third);
    engine.sync.reconnected();
    await until(async () => (await serverBookmarks()).includes(`job:${third}`), 5_000);
    expect(await db.outbox.count()).toBe(0);
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
    expect((await getMeta(db, 'tenant'))?.id).toBe(api().seeded.defaultTenantId);
    expect(server.requests.every((r) => r.path === '/api/v1/config/' && r.authorization === null)).toBe(true);
  });

  it('ends the session when the refresh is refused, and stops listening', async () => {
    const { db, engine, sockets } = startTestEngine();
    await engine.auth.login(ada.email, ada.password);
    await engine.idle();
    await expireAccess(db, api());
    await spendRefresh(db, api());
    engine.sync.kick();
    await engine.idle();
    expect(await getMeta(db, 'session')).toBeUndefined();
    expect(sockets.last()?.isClosed).toBe(true);
  });

  it('pulls on a websocket poke and syncs on every (re)connect, ignoring unknown messages', async () => {
    const { db, engine, sockets } = startTestEngine();
    await engine.auth.login(ada.email, ada.password);
    await engine.idle();
    const fifth = await oneJob();
    sockets.last()?.send({ type: 'presence' });
    sockets.last()?.send('not json');
    sockets.last()?.send({ type: 'changes' });
    await until(async () => (await db.jobs.get(fifth)) !== undefined, 10_000);

    const first = sockets.last();
    const sixth = await oneJob();
    first?.drop();
    await until(() => sockets.last() !== first); // reconnected after the backoff
    sockets.last()?.open();
    await until(async () => (await db.jobs.get(sixth)) !== undefined, 10_000);
  });

  it('pulls once within the spread of a poke sent to many, however many pokes came meanwhile', async () => {
    const { db, engine, sockets, server } = startTestEngine({ random: () => 0.5 });
    await engine.auth.login(ada.email, ada.password);
    await engine.idle();
    const pulls = () => server.requests.filter((request) => request.path.startsWith('/api/v1/sync/changes/')).length;
    const before = pulls();
    const job = await oneJob();
    for (let poke = 0; poke < 3; poke += 1) sockets.last()?.send({ type: 'changes', spread_ms: 400 });
    // Half the spread (random 0.5): nothing yet at once.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pulls()).toBe(before);
    await until(async () => (await db.jobs.get(job)) !== undefined, 10_000);
    await engine.idle();
    expect(pulls() - before).toBe(1);
  });
});

describe('a full device', { timeout: 60_000 }, () => {
  it('makes room when a pulled write is refused as full, pulls again, and sends what waited once', async () => {
    const { db, engine, errors } = startTestEngine();
    expect(await engine.auth.login(ada.email, ada.password)).toEqual({ ok: true });
    await engine.idle();
    const jobsBefore = await db.jobs.toCollection().primaryKeys();
    // The browser refuses the next job the pull writes, as IndexedDB does on a full disk.
    const put = db.jobs.put.bind(db.jobs);
    let refusals = 0;
    db.jobs.put = ((...args: Parameters<typeof put>) => {
      if (refusals > 0) return put(...args);
      refusals += 1;
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }) as typeof db.jobs.put;
    const [bookmarked = 0] = await db.jobs.orderBy('created_at').reverse().limit(1).primaryKeys();
    await mutate(db, 'bookmark.set', { type: 'job', object_id: bookmarked, bookmarked: true });
    const added = await oneJob();

    engine.sync.kick();
    await until(async () => (await db.jobs.get(added)) !== undefined, 20_000);
    await engine.idle();
    expect(refusals).toBe(1);
    expect(errors.map((error) => (error as Error).name)).toEqual(['QuotaExceededError']);
    // Room came from cached copies, the board's oldest jobs among them, and the board says so.
    const jobsAfter = new Set(await db.jobs.toCollection().primaryKeys());
    expect(jobsBefore.filter((id) => !jobsAfter.has(id)).length).toBeGreaterThan(0);
    expect(await getMeta(db, 'jobsTrimmed')).toBe(true);
    // The bookmarked job is the member's and stays; the bookmark reached the server once.
    expect(await db.jobs.get(bookmarked)).toBeDefined();
    expect((await serverBookmarks()).filter((key) => key === `job:${bookmarked}`)).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('one sync leader across tabs', { timeout: 60_000 }, () => {
  it('only the lock holder talks to the server; other tabs forward kicks; the next tab takes over', async () => {
    const db = testDb();
    const server = realNetwork(api());
    const [one = 0, two = 0] = await addJobs(api(), 2);
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
      await until(async () => (await getMeta(db, 'cursor')) !== undefined, 15_000); // the leader heard and synced
      await a.engine.idle();

      await mutate(db, 'bookmark.set', { type: 'job', object_id: one, bookmarked: true });
      b.engine.sync.kick();
      await until(async () => (await serverBookmarks()).includes(`job:${one}`), 10_000);
      expect(tabB.fetch).toBe(loginCalls);

      a.engine.stop(); // tab A closes
      await a.engine.idle(); // its last round, if one was running, is over
      await until(() => b.engine.isLeader());
      await mutate(db, 'bookmark.set', { type: 'job', object_id: two, bookmarked: true });
      b.engine.sync.kick();
      await until(async () => (await serverBookmarks()).includes(`job:${two}`), 10_000);
      expect(tabB.fetch).toBeGreaterThan(loginCalls);
      expect(mutations(server).filter((r) => r.path.startsWith('/api/v1/bookmark/'))).toHaveLength(2);
    } finally {
      for (const channel of channels) channel.close();
    }
  });

  it('a new leader resends an entry left in flight by a closed tab', async () => {
    const db = testDb();
    const job = await oneJob();
    await setMeta(db, 'session', await sessionOf(api(), MEMBER));
    const seq = await mutate(db, 'bookmark.set', { type: 'job', object_id: job, bookmarked: true });
    await db.outbox.update(seq, { sendingSince: Date.now() - 5_000 });
    const { engine } = startTestEngine({ db });
    await engine.idle();
    expect(await serverBookmarks()).toContain(`job:${job}`);
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
