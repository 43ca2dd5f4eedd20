/**
 * A vote or bookmark the device itself cannot store (IndexedDB answers QuotaExceededError,
 * as on a full disk) says so on screen, changes nothing shown, makes room by evicting cached
 * copies and leaves what was already queued in the outbox as it was; once there is room
 * again the queue drains, and the job board fetches again the jobs that made room.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract';
import { untilServiceWorkerControls, WITH_SERVICE_WORKER } from './support/browser';
import { contentPage, memberPage, serverBookmarkIds, serverUseCase } from './support/content-pages';
import { serverAndBrowser } from './support/env';
import { storedKeys, storedOutbox } from './support/stored';

const env = serverAndBrowser();
const USE_CASE = 'interview-practice-coach';

/** How many jobs IndexedDB holds. */
const storedJobCount = async (page: Page) => (await storedKeys(page, 'jobs')).length;

/**
 * The browser refuses every IndexedDB write in this page as a full disk does, with a real
 * QuotaExceededError, until the answered function is called. Debian's Chromium accepts the
 * DevTools command Storage.overrideQuotaForOrigin but does not enforce it (checked: a 100 KB
 * write under a quota set to the current usage still commits), so the refusal is made at the
 * IndexedDB boundary, the browser's side of the app: the app's own code runs unchanged.
 */
async function fillStorage(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    const store = IDBObjectStore.prototype;
    const original = { put: store.put, add: store.add };
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    store.put = refuse;
    store.add = refuse;
    Object.assign(window, {
      restoreStorage: () => {
        store.put = original.put;
        store.add = original.add;
      },
    });
  });
  return () =>
    page.evaluate(() => {
      const { restoreStorage } = window as unknown as { restoreStorage: () => void };
      restoreStorage();
    });
}

describe('storage full', () => {
  it('tells the member a vote and a bookmark were not saved, shows nothing changed and keeps the queue', async () => {
    const port = env.server.port;
    const { page, token, close } = await memberPage(
      env,
      `/usecase/${USE_CASE}`,
      'member@example.org',
      WITH_SERVICE_WORKER,
    );
    const before = await serverUseCase(port, USE_CASE, token);
    const ui = contentPage(page);
    await ui.heading.filter({ hasText: before.title }).waitFor();
    await ui.upvote.waitFor();
    expect(await ui.score.textContent()).toBe(String(before.vote_score));
    // A returning visitor: the app's code (the toaster's chunk too) is served offline.
    await untilServiceWorkerControls(page);
    // The device holds cached jobs the refusal can make room from: the first sync stored them.
    await expect.poll(() => storedJobCount(page), { timeout: 15_000 }).toBeGreaterThan(0);
    const jobs = await storedJobCount(page);

    // Offline, a bookmark is queued normally: the outbox holds it.
    await page.context().setOffline(true);
    await ui.bookmark.click();
    await expect.poll(() => ui.bookmark.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await storedOutbox(page)).map((entry) => entry.name)).toEqual(['bookmark.set']);
    const queued = await storedOutbox(page);

    const restore = await fillStorage(page);
    await ui.upvote.click();
    await page.getByText(MESSAGES.storageFull, { exact: true }).first().waitFor();
    expect(await ui.upvote.getAttribute('aria-pressed')).toBe('false');
    expect(await ui.score.textContent()).toBe(String(before.vote_score));
    // Room is made from cached copies (the oldest jobs); the item on screen stays.
    await expect.poll(() => storedJobCount(page)).toBeLessThan(jobs);
    expect(await ui.heading.filter({ hasText: before.title }).count()).toBe(1);

    await ui.bookmark.click();
    await expect.poll(() => page.getByText(MESSAGES.storageFull, { exact: true }).count()).toBe(2);
    expect(await ui.bookmark.getAttribute('aria-pressed')).toBe('true');
    expect(await storedOutbox(page)).toEqual(queued);

    // With room again the queued bookmark is sent; the refused vote never was.
    await restore();
    await page.context().setOffline(false);
    await expect.poll(() => serverBookmarkIds(port, token, 'usecase'), { timeout: 30_000 }).toContain(before.id);
    await expect.poll(async () => (await storedOutbox(page)).length, { timeout: 30_000 }).toBe(0);
    const after = await serverUseCase(port, USE_CASE, token);
    expect(after.user_vote_type).toBe(null);
    expect(after.vote_score).toBe(before.vote_score);

    // The board says its oldest jobs left this device, and fetches them again on request.
    await page.goto(`${env.server.origin()}/jobs`);
    await page.getByText(MESSAGES.boardTrimmed).waitFor();
    await page.getByRole('button', { name: MESSAGES.downloadOlderJobs }).click();
    await expect.poll(() => storedJobCount(page), { timeout: 30_000 }).toBe(jobs);
    await page.getByText(MESSAGES.boardTrimmed).waitFor({ state: 'detached' });
    await close();
  });
});
