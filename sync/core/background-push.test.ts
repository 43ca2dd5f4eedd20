/**
 * The service worker's push of what a closed tab left in the outbox (Background Sync), on the
 * real server: it waits while a tab leads, and for an entry whose last try failed as the tab
 * closed it waits out the short backoff instead of leaving it to the browser's next try.
 */
import { describe, expect, it } from 'vitest';
import { BASE_URL, MEMBER, mutations, signIn, testDb } from '../testing/fixtures';
import { addJobs, realApiForFile, serverBookmarkKeys } from '../testing/real-api';
import { realNetwork } from '../testing/real-network';
import { pushInBackground, type TryLocks } from './background-push';
import { mutate } from './outbox';

const api = realApiForFile();

/** The Web Locks API as a service worker sees it: held by a tab for the first `heldFor` asks. */
function locks(heldFor = 0): TryLocks & { asks: number } {
  const state = {
    asks: 0,
    request<T>(_name: string, _options: { ifAvailable: true }, callback: (lock: object | null) => Promise<T>) {
      state.asks += 1;
      return callback(state.asks > heldFor ? {} : null);
    },
  };
  return state;
}

async function setup() {
  const db = testDb();
  const server = realNetwork(api());
  const [jobId = 0] = await addJobs(api(), 1);
  await signIn(db, server);
  const seq = await mutate(db, 'bookmark.set', { type: 'job', object_id: jobId, bookmarked: true });
  const stored = async () => (await serverBookmarkKeys(api(), MEMBER)).includes(`job:${jobId}`);
  return { db, server, seq, stored, options: { db, baseUrl: BASE_URL, fetch: server.fetch, pollMs: 20 } };
}

describe('background push', { timeout: 60_000 }, () => {
  it('sends an entry whose try failed as the tab closed once its backoff ends', async () => {
    const { db, seq, stored, options } = await setup();
    // What the closing tab's sync worker wrote when its request ended with the page.
    await db.outbox.update(seq, { attempts: 1, nextAttemptAt: Date.now() + 400, sendingSince: null });
    expect(await pushInBackground({ ...options, locks: locks(), maxWaitMs: 5_000 })).toBe('done');
    expect(await stored()).toBe(true);
    expect(await db.outbox.count()).toBe(0);
  });

  it('waits while a tab leads, then sends', async () => {
    const { db, server, stored, options } = await setup();
    const lock = locks(3);
    expect(await pushInBackground({ ...options, locks: lock, maxWaitMs: 5_000 })).toBe('done');
    expect(lock.asks).toBe(4);
    expect(mutations(server)).toHaveLength(1);
    expect(await stored()).toBe(true);
    expect(await db.outbox.count()).toBe(0);
  });

  it('leaves a backoff that ends after its deadline to the browser, sending nothing', async () => {
    const { db, server, seq, stored, options } = await setup();
    await db.outbox.update(seq, { attempts: 5, nextAttemptAt: Date.now() + 20_000, sendingSince: null });
    const lock = locks();
    expect(await pushInBackground({ ...options, locks: lock, maxWaitMs: 2_000 })).toBe('retry');
    expect(lock.asks).toBe(1);
    expect(mutations(server)).toHaveLength(0);
    expect(await stored()).toBe(false);
    expect(await db.outbox.count()).toBe(1);
  });
});
