/**
 * "Storage on this device" on the Account page: a member who browsed jobs, people and content,
 * bookmarked a resource and queued a vote offline sees what the device stores by kind, and
 * "Clear all cached copies", still offline, removes the cached copies only: the queued vote,
 * the bookmarked resource and the member's own items stay, the people seen in lists go.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Identity, MESSAGES, type Resource } from '../../contract';
import { untilServiceWorkerControls, WITH_SERVICE_WORKER } from './support/browser';
import { contentPage, memberPage, serverBookmarkIds, serverList } from './support/content-pages';
import { serverAndBrowser } from './support/env';
import { jobBoard } from './support/pages';
import { storedKeys, storedOutbox, storedRows } from './support/stored';

const env = serverAndBrowser();

interface StoredContent {
  key: string;
  savedAt: number | null;
  data: { created_by: { id: number } };
}

/** The content rows Clear must keep: saved for offline, bookmarked, or the member's own. */
async function keptContentKeys(page: Page): Promise<string[]> {
  const me = (await storedRows<{ key: string; value: unknown }>(page, 'meta')).find((row) => row.key === 'identity')
    ?.value as Identity | undefined;
  const bookmarks = new Set(await storedKeys(page, 'bookmarks'));
  const rows = await storedRows<StoredContent>(page, 'contents');
  return rows
    .filter((row) => row.savedAt !== null || bookmarks.has(row.key) || row.data.created_by.id === me?.id)
    .map((row) => row.key)
    .sort();
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** "1.2 MB" back to bytes, near enough to compare two sizes. */
function bytesOf(text: string): number {
  const match = /^([\d.]+) (B|KB|MB|GB|TB)$/.exec(text.trim());
  if (!match) throw new Error(`not a size: ${text}`);
  return Number(match[1]) * 1024 ** UNITS.indexOf(match[2] ?? '');
}

function storageView(page: Page) {
  const table = page.getByRole('table', { name: MESSAGES.storageTable });
  const row = (what: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: what, exact: true }) });
  return {
    heading: page.getByRole('heading', { level: 3, name: MESSAGES.storageHeading }),
    used: page.getByText(/^Storage on this device: .+ used of .+ available\.$/),
    table,
    row,
    items: (what: string) => row(what).getByRole('cell').nth(0),
    size: (what: string) => row(what).getByRole('cell').nth(1),
    clear: (what: string) => row(what).getByRole('button', { name: MESSAGES.storageClearKind(what) }),
    clearAll: page.getByRole('button', { name: MESSAGES.storageClearAll }),
    cleared: page.getByText(/^Cleared \d[\d.]* (B|KB|MB|GB)\.$/),
  };
}

describe('storage on this device', () => {
  it('lists what the device stores and clears cached copies offline, keeping the queue, bookmarks and own items', async () => {
    const port = env.server.port;
    const { page, token, close } = await memberPage(env, '/jobs', 'member@example.org', WITH_SERVICE_WORKER);
    try {
      await jobBoard(page).cards.first().waitFor({ timeout: 15_000 });
      // A returning visitor: the Account page opens offline from the service worker's files.
      await untilServiceWorkerControls(page);
      await expect.poll(async () => (await storedKeys(page, 'jobs')).length).toBeGreaterThan(0);

      // People seen on /connect are kept for offline search: cached copies.
      await page.goto(`${env.server.origin()}/connect`);
      await expect
        .poll(async () => (await storedKeys(page, 'directory')).length, { timeout: 15_000 })
        .toBeGreaterThan(0);

      // The Resource Hub caches its resources; one of them is bookmarked.
      const resources = await serverList<Resource>(port, '/api/v1/resources/?type=resource&page_size=12');
      const bookmarked = resources.data.find((resource) => !resource.is_premium);
      if (!bookmarked) throw new Error('no open resource is seeded');
      const ui = contentPage(page);
      await page.goto(`${env.server.origin()}/resourcehub`);
      await ui.cards('Resource Hub').first().waitFor();
      await ui
        .cards('Resource Hub')
        .filter({ hasText: bookmarked.title })
        .getByRole('link', { name: bookmarked.title })
        .click();
      await ui.heading.filter({ hasText: bookmarked.title }).waitFor();
      await ui.bookmark.click();
      await expect.poll(() => ui.bookmark.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => serverBookmarkIds(port, token, 'resource'), { timeout: 30_000 }).toContain(bookmarked.id);
      await expect.poll(async () => (await storedOutbox(page)).length, { timeout: 30_000 }).toBe(0);

      // Offline, a vote on a listed use case waits in the outbox.
      await page.goto(`${env.server.origin()}/usecases`);
      const useCase = ui.cards('Use Cases').first();
      await useCase.waitFor();
      await page.context().setOffline(true);
      await useCase.getByRole('button', { name: 'Upvote', exact: true }).click();
      await expect.poll(async () => (await storedOutbox(page)).length).toBe(1);
      const queued = await storedOutbox(page);

      await page.goto(`${env.server.origin()}/change-password`);
      const view = storageView(page);
      await view.heading.waitFor();
      await view.used.waitFor();
      await view.table.waitFor();
      await expect
        .poll(async () => Number(((await view.items('Jobs').textContent()) ?? '').replace(/\D/g, '')))
        .toBeGreaterThan(0);
      await view.clear('Jobs').waitFor();
      // The queue is never a cached copy: its row has no Clear.
      await view.row(MESSAGES.storageKinds.waiting).waitFor();
      expect(await view.row(MESSAGES.storageKinds.waiting).getByRole('button').count()).toBe(0);
      const resourcesBefore = bytesOf((await view.size(MESSAGES.storageKinds.content).textContent()) ?? '');
      const kept = await keptContentKeys(page);
      expect(kept).toContain(`resource:${bookmarked.id}`);
      expect((await storedKeys(page, 'contents')).length).toBeGreaterThan(kept.length);

      // The view fits a phone: nothing makes the page scroll sideways.
      await page.setViewportSize({ width: 360, height: 740 });
      await view.clearAll.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      await view.clearAll.click();
      await view.cleared.waitFor();

      expect(await storedOutbox(page)).toEqual(queued);
      expect((await storedKeys(page, 'contents')).sort()).toEqual(kept);
      expect(await storedKeys(page, 'directory')).toEqual([]);
      expect(await storedKeys(page, 'bookmarks')).toContain(`resource:${bookmarked.id}`);
      expect(bytesOf((await view.size(MESSAGES.storageKinds.content).textContent()) ?? '')).toBeLessThan(
        resourcesBefore,
      );
      expect(await view.clear('Jobs').count()).toBe(0);
    } finally {
      await close();
    }
  });
});
