import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeJob } from '../../contract/fixtures';
import { jobs } from '../../server/db/schema';
import { MEMBER, signIn, testContext, testDb } from '../testing/fixtures';
import {
  addJobs,
  feedHeadOf,
  jobBoardCount,
  jobsChanged,
  realApiForFile,
  removeJob,
  renameJob,
  sessionOf,
  userIdOf,
} from '../testing/real-api';
import { realNetwork } from '../testing/real-network';
import { getMeta, setMeta } from './db';
import { mutate } from './outbox';
import { pull } from './pull';

const api = realApiForFile();

async function setup() {
  const db = testDb();
  const server = realNetwork(api());
  await signIn(db, server);
  return { db, server, ctx: testContext(db, server) };
}

const localBookmarks = async (db: ReturnType<typeof testDb>) =>
  (await db.bookmarks.toArray()).map((row) => row.key).sort();

/** A bookmark made through the real API by a demo account (the member on another device, or someone else). */
async function bookmark(email: string, jobId: number, isOn = true): Promise<void> {
  const token = (await sessionOf(api(), email)).access;
  const res = isOn
    ? await api().call('POST', `/api/v1/bookmark/job/${jobId}/`, { token })
    : await api().call('DELETE', `/api/v1/unbookmark/job/${jobId}/`, { token });
  expect(res.status).toBeLessThan(300);
}

const head = () => feedHeadOf(api(), MEMBER);
const jobCount = () => jobBoardCount(api());

describe('pull: bootstrap', { timeout: 60_000 }, () => {
  it('fills jobs (every page) and bookmarks, drops what the server no longer has, stores the cursor', async () => {
    const { db, server, ctx } = await setup();
    const [, second = 0, third = 0] = await addJobs(api(), 501);
    await bookmark(MEMBER, second);
    await bookmark('student@example.org', third); // another member's
    await db.jobs.put(makeJob(2_000_000_000, { title: 'Gone' }));
    await db.bookmarks.put({ key: 'job:77', type: 'job', object_id: 77, id: 5, created_at: 'x' });

    expect(await pull(ctx, { withMeta: true })).toEqual({ kind: 'done' });
    expect(await db.jobs.count()).toBe(await jobCount());
    expect(await db.jobs.get(2_000_000_000)).toBeUndefined();
    expect(await localBookmarks(db)).toEqual([`job:${second}`]);
    expect(await getMeta(db, 'cursor')).toBe(await head());
    expect((await getMeta(db, 'tenant'))?.id).toBe(api().seeded.defaultTenantId);
    expect((await getMeta(db, 'identity'))?.id).toBe(await userIdOf(api(), MEMBER));
    // Every item behind the /favorites and /my section pages that the lists did not bring: the
    // content items in one read per section and kind (never one by one), a circle or event
    // each. Which ones depends on the seed, their shape does not.
    const MANY = /^\/api\/v1\/content-items\/\?kind=(usecase|resource|aitool|post)&ids=\d+(,\d+)*$/;
    const GROUP = /^\/api\/v1\/groups\/\d+\/$/;
    const isItem = (path: string) => MANY.test(path) || GROUP.test(path);
    const paths = server.requests.map((r) => r.path);
    expect(paths.filter((path) => MANY.test(path)).length).toBeGreaterThan(0);
    // At most one read for each of the seven content sections (three favourites, four own).
    expect(paths.filter((path) => MANY.test(path)).length).toBeLessThanOrEqual(7);
    expect(paths.filter((path) => /^\/api\/v1\/(use-cases|resources|ai-tools|contents)\/\d+\/$/.test(path))).toEqual(
      [],
    );
    // The head cursor first; then every list side by side, so their order varies from run to
    // run, except where one read needs another's answer.
    const lists = paths.filter((path) => !isItem(path));
    expect(lists.slice(0, 3)).toEqual(['/api/v1/config/', '/api/v1/identity/', '/api/v1/sync/changes/']);
    const expected = [
      '/api/v1/jobs/?page=1&page_size=500',
      '/api/v1/jobs/?page=2&page_size=500',
      '/api/v1/profile/',
      '/api/v1/career-entries/',
      '/api/v1/follow/',
      '/api/v1/groups/?membership=any&page=1&page_size=50',
      '/api/v1/jobs/applications/mine/?page=1&page_size=50',
      '/api/v1/chat/rooms/?page=1&page_size=50',
      '/api/v1/notifications/?page=1&page_size=12',
      '/api/v1/skills/?page=1&page_size=500',
      '/api/v1/topics/?page=1&page_size=500',
      '/api/v1/topic-areas/',
      '/api/v1/subscription-plans/',
      '/api/v1/my-favourites/',
      '/api/v1/my-items/',
      // The newest history page of each of the member's two seeded conversations.
      expect.stringMatching(/^\/api\/v1\/chat\/rooms\/\d+\/messages\/\?page=1&page_size=50$/),
      expect.stringMatching(/^\/api\/v1\/chat\/rooms\/\d+\/messages\/\?page=1&page_size=50$/),
      '/api/v1/ama/chats/?page=1&page_size=12',
      '/api/v1/circle-leader-applications/mine/',
      '/api/v1/agent-reports/?page=1&page_size=30',
      expect.stringMatching(/^\/api\/v1\/agent-reports\/slug\/[\w-]+\/$/), // the member's own report
      // The one section longer than its dashboard shows (the member's own resources): the
      // dashboards hold the others whole, and no other section page is read.
      '/api/v1/resources/me/?page=1&page_size=100',
      '/api/v1/vote/?page_size=500',
      '/api/v1/bookmark/job/?page_size=500',
      '/api/v1/bookmark/resource/?page_size=500',
      '/api/v1/bookmark/circle/?page_size=500',
      '/api/v1/bookmark/event/?page_size=500',
      '/api/v1/bookmark/usecase/?page_size=500',
      '/api/v1/bookmark/aitool/?page_size=500',
    ];
    expect(lists.slice(3)).toHaveLength(expected.length);
    expect(lists.slice(3)).toEqual(expect.arrayContaining(expected));
    const at = (pattern: RegExp) => lists.findIndex((path) => pattern.test(path));
    expect(at(/\/jobs\/\?page=2/)).toBeGreaterThan(at(/\/jobs\/\?page=1/));
    expect(at(/\/chat\/rooms\/\d+\/messages\//)).toBeGreaterThan(at(/\/chat\/rooms\/\?/));
    expect(at(/\/agent-reports\/slug\//)).toBeGreaterThan(at(/\/agent-reports\/\?/));
    expect(at(/\/resources\/me\//)).toBeGreaterThan(at(/\/my-items\//));
    expect(server.requests[0]?.authorization).toBeNull(); // config is public
  });

  it('never overwrites a bookmark with a pending change', async () => {
    const { db, ctx } = await setup();
    const [first = 0, , third = 0] = await addJobs(api(), 3);
    await bookmark(MEMBER, first);
    await mutate(db, 'bookmark.set', { type: 'job', object_id: first, bookmarked: false }); // unsent unbookmark
    await mutate(db, 'bookmark.set', { type: 'job', object_id: third, bookmarked: true }); // unsent bookmark
    await pull(ctx, { withMeta: false });
    expect((await localBookmarks(db)).filter((key) => [`job:${first}`, `job:${third}`].includes(key))).toEqual([
      `job:${third}`,
    ]);
    expect(await db.bookmarks.get(`job:${third}`)).toMatchObject({ id: null });
  });

  it('does not write into a session that ended while the lists were downloading', async () => {
    const { db, server } = await setup();
    const ctx = testContext(db, {
      ...server,
      fetch: async (input, init) => {
        if (input.includes('/jobs/')) await db.meta.delete('session'); // logged out meanwhile
        return server.fetch(input, init);
      },
    });
    expect(await pull(ctx, { withMeta: false })).toEqual({ kind: 'unauthenticated' });
    expect(await db.jobs.count()).toBe(0);
    expect(await getMeta(db, 'cursor')).toBeUndefined();
  });
});

describe('pull: incremental', { timeout: 60_000 }, () => {
  it('applies upserts and tombstones page by page and advances the cursor', async () => {
    const { db, server, ctx } = await setup();
    const [first = 0, second = 0] = await addJobs(api(), 2);
    await bookmark(MEMBER, second);
    await pull(ctx, { withMeta: false });
    expect(await localBookmarks(db)).toContain(`job:${second}`);

    // More than one feed page (500 changes) of news.
    const [third = 0] = await addJobs(api(), 501);
    await renameJob(api(), first, 'Renamed');
    await removeJob(api(), second);
    await bookmark(MEMBER, first);
    await bookmark('student@example.org', third); // not ours: never in our feed
    const before = server.requests.length;

    expect(await pull(ctx, { withMeta: false })).toEqual({ kind: 'done' });
    expect((await db.jobs.get(first))?.title).toBe('Renamed');
    expect(await db.jobs.get(second)).toBeUndefined();
    expect(await db.jobs.get(third)).toBeDefined();
    expect(await db.jobs.count()).toBe(await jobCount());
    const touched = [first, second, third].map((id) => `job:${id}`);
    expect((await localBookmarks(db)).filter((key) => touched.includes(key))).toEqual([`job:${first}`]);
    expect(await getMeta(db, 'cursor')).toBe(await head());
    const feedCalls = server.requests.slice(before).map((r) => r.path);
    expect(feedCalls.length).toBeGreaterThan(1);
    expect(feedCalls.every((path) => path.startsWith('/api/v1/sync/changes/?cursor='))).toBe(true);
  });

  it('leaves rows with a pending change alone', async () => {
    const { db, ctx } = await setup();
    const [job = 0] = await addJobs(api(), 1);
    await pull(ctx, { withMeta: false });
    await mutate(db, 'bookmark.set', { type: 'job', object_id: job, bookmarked: false });
    await bookmark(MEMBER, job); // e.g. an older bookmark from another device arriving late
    await pull(ctx, { withMeta: false });
    expect(await db.bookmarks.get(`job:${job}`)).toBeUndefined();
    expect(await getMeta(db, 'cursor')).toBe(await head());
  });

  it('bootstraps again when the feed answers reset', async () => {
    const { db, ctx } = await setup();
    const [gone = 0] = await addJobs(api(), 1);
    await pull(ctx, { withMeta: false });
    expect(await db.jobs.get(gone)).toBeDefined();
    await api().database.db.delete(jobs).where(eq(jobs.id, gone)); // removed without a tombstone
    jobsChanged(api());
    const [fresh = 0] = await addJobs(api(), 1);
    await setMeta(db, 'cursor', (await head()) + 1_000); // a cursor from another database
    expect(await pull(ctx, { withMeta: false })).toEqual({ kind: 'done' });
    expect(await db.jobs.get(gone)).toBeUndefined();
    expect(await db.jobs.get(fresh)).toBeDefined();
  });
});
