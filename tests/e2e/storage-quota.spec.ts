/**
 * A full device under a real quota, where storage-full.spec.ts stands one in. Chromium gives
 * an origin 60% of the disk that holds its profile and enforces it: with the profile on a
 * 50 MB tmpfs, navigator.storage.estimate() reports a quota of 31457280 bytes (30 MiB; a 30 MB
 * tmpfs gives 18874368), and a write past it is refused with QuotaExceededError. After the
 * first sync (about 4.5 MB: the app's files, its service worker and the database) a filler
 * database of the page's own takes the rest, as other data on a full phone would. A bookmark
 * queued offline before then stays queued; a second bookmark is refused: the member is told,
 * the board shows it not made and the outbox holds what it held. With the filler gone the
 * same click is stored, and both bookmarks reach the server, once each.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract';
import { apiToken } from './support/api';
import { CHROMIUM_ARGS, launchPersistentChromium, openPage, untilServiceWorkerControls } from './support/browser';
import { completeMissingInfo } from './support/connect-pages';
import { serverBookmarkIds } from './support/content-pages';
import { fillQuota } from './support/fill-quota';
import { jobBoard, logIn } from './support/pages';
import { startTestServer, type TestServer } from './support/server';
import { mountSmallDisk, type SmallDisk, smallDiskUnavailable } from './support/small-disk';
import { storedOutbox, storedRows } from './support/stored';

const MEMBER = 'member@example.org';
const unavailable = smallDiskUnavailable();
const skipped = unavailable === null ? '' : ` (skipped: ${unavailable})`;

/**
 * Chromium otherwise reports a quota of usage + 1 GiB whatever the disk (a privacy measure),
 * while it enforces the real one: off, the page and the app's storage budget read the real one.
 */
const ARGS = CHROMIUM_ARGS.map((arg) => (arg.startsWith('--disable-features=') ? `${arg},StaticStorageQuota` : arg));

/** The local job bookmark an outbox entry asks the server for. */
const bookmarkEntry = (jobId: number) =>
  expect.objectContaining({ name: 'bookmark.set', args: { type: 'job', object_id: jobId, bookmarked: true } });

describe.skipIf(unavailable !== null)(`a device whose storage is really full${skipped}`, () => {
  let server: TestServer | undefined;
  let disk: SmallDisk | undefined;
  let cacheDir: string | undefined;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    disk = mountSmallDisk('50m');
    // The HTTP cache elsewhere: it would take the small disk's room without counting in the quota.
    cacheDir = await mkdtemp(join(tmpdir(), 'portal-cache-'));
    const userDataDir = join(disk.dir, 'profile');
    // Each kept as soon as it exists, so afterAll ends it even when the other failed.
    const started = await Promise.allSettled([
      startTestServer().then((started) => {
        server = started;
      }),
      launchPersistentChromium({ userDataDir, args: [...ARGS, `--disk-cache-dir=${cacheDir}`] }).then((launched) => {
        context = launched;
      }),
    ]);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
  });

  afterAll(async () => {
    // Every step whatever the one before did: the mount must not outlive the file.
    await context?.close().catch(() => undefined);
    await server?.dispose().catch(() => undefined);
    if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
    await disk?.dispose();
  });

  it('refuses a bookmark with the spec message, keeps the queued one, and stores it once there is room', async () => {
    if (!server || !context) throw new Error('beforeAll did not finish');
    const port = server.port;
    const token = await apiToken(port, 'localhost', MEMBER);
    await completeMissingInfo(port, token);
    const bookmarkedBefore = await serverBookmarkIds(port, token, 'job');

    const page = await openPage(context, `${server.origin()}/login?next=${encodeURIComponent('/jobs')}`);
    await logIn(page, MEMBER);
    await page.waitForURL((url) => url.pathname === '/jobs');
    const board = jobBoard(page);
    await board.cards.first().waitFor();
    // An installed app: its code (the toaster's chunk too) is served offline, from the same quota.
    await untilServiceWorkerControls(page);
    const { quota = 0 } = await page.evaluate(() => navigator.storage.estimate());
    expect(quota).toBeGreaterThan(10 * 2 ** 20);
    expect(quota).toBeLessThan(64 * 2 ** 20);

    // The two newest jobs: the budget evicts the oldest first.
    const [queuedTitle, refusedTitle] = await board.cards.getByRole('heading', { level: 2 }).allTextContents();
    if (queuedTitle === undefined || refusedTitle === undefined) throw new Error('the board lists fewer than two jobs');
    const jobs = await storedRows<{ id: number; title: string }>(page, 'jobs');
    const idOf = (title: string) => jobs.find((job) => job.title === title)?.id ?? Number.NaN;

    // Offline, a bookmark is queued: the outbox holds it.
    await context.setOffline(true);
    await board.bookmarkButton(queuedTitle).click();
    await board.removeBookmarkButton(queuedTitle).waitFor();
    await expect.poll(() => storedOutbox(page)).toEqual([bookmarkEntry(idOf(queuedTitle))]);
    const queued = await storedOutbox(page);

    const filled = await fillQuota(page, quota);
    expect(filled.refusals).toEqual(filled.sizes.map(() => 'QuotaExceededError'));

    await board.bookmarkButton(refusedTitle).click();
    await page.getByText(MESSAGES.storageFull, { exact: true }).waitFor();
    expect(await board.bookmarkButton(refusedTitle).getAttribute('aria-pressed')).toBe('false');
    expect(await board.card(refusedTitle).getByText('Pending', { exact: true }).count()).toBe(0);
    expect(await board.removeBookmarkButton(queuedTitle).count()).toBe(1);
    expect(await storedOutbox(page)).toEqual(queued);
    // Room was made from the board's oldest jobs, once: a second refusal at once evicts nothing
    // more, since the browser counts the freed space only later.
    const storedJobs = async () => (await storedRows(page, 'jobs')).length;
    await expect.poll(storedJobs).toBeLessThan(jobs.length);
    const left = await storedJobs();
    const refusal = page.getByText(MESSAGES.storageFull, { exact: true });
    await refusal.first().waitFor({ state: 'detached', timeout: 30_000 });
    await board.bookmarkButton(refusedTitle).click();
    await refusal.first().waitFor();
    expect(await board.bookmarkButton(refusedTitle).getAttribute('aria-pressed')).toBe('false');
    expect(await storedJobs()).toBe(left);
    expect(await storedOutbox(page)).toEqual(queued);

    // Room again: the same click is stored, after the queued bookmark.
    await filled.remove();
    await board.bookmarkButton(refusedTitle).click();
    await board.removeBookmarkButton(refusedTitle).waitFor();
    await expect.poll(() => storedOutbox(page)).toEqual([...queued, bookmarkEntry(idOf(refusedTitle))]);

    await context.setOffline(false);
    const expected = [...bookmarkedBefore, idOf(queuedTitle), idOf(refusedTitle)].sort((a, b) => a - b);
    const serverIds = async () => (await serverBookmarkIds(port, token, 'job')).sort((a, b) => a - b);
    await expect.poll(serverIds, { timeout: 30_000 }).toEqual(expected);
    await expect.poll(async () => (await storedOutbox(page)).length, { timeout: 30_000 }).toBe(0);
    expect(await serverIds()).toEqual(expected);
    // The board says its oldest jobs left, though the disk refused that mark at the time.
    await page.getByText(MESSAGES.boardTrimmed).waitFor();
  });
});
