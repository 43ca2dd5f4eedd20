/**
 * A fresh device starts complete: the member bookmarked resources, use cases and AI tools and
 * voted on career tips, use cases and AI tools from another device. A second, empty browser
 * context signs in; once the bootstrap has run, with the network cut, every bookmark and vote
 * is stored on the device; back online the lists show each one as bookmarked and voted
 * (items never loaded on this device cannot be shown offline: the bootstrap brings the marks, not the items).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONTENT_PATHS, type Paged } from '../../contract';
import { api, apiToken } from './support/api';
import { contentPage, memberPage } from './support/content-pages';
import { serverAndBrowser } from './support/env';

const env = serverAndBrowser();
const MEMBER = 'member@example.org';

type Item = { id: number; title?: string; name?: string };
type Listed = { path: string; list: string; page: string; type: 'resource' | 'usecase' | 'aitool' | 'careertip' };

const KINDS: Listed[] = [
  { path: CONTENT_PATHS.resources, list: 'Resource Hub', page: '/resourcehub', type: 'resource' },
  { path: CONTENT_PATHS.useCases, list: 'Use Cases', page: '/usecases', type: 'usecase' },
  { path: CONTENT_PATHS.aiTools, list: 'AI Tools', page: '/ai-tools', type: 'aitool' },
];

async function firstItems(port: number, path: string, n: number): Promise<Item[]> {
  const res = await api<Paged<Item>>(port, 'localhost', 'GET', `${path}?page=1&page_size=${n}`);
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return res.body.data.slice(0, n);
}

/** The primary keys of one IndexedDB store of the app ('portal'). */
function storedKeys(page: Page, store: string): Promise<string[]> {
  return page.evaluate(
    (name) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('portal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction(name).objectStore(name).getAllKeys();
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result.map(String));
          };
        };
      }),
    store,
  );
}

describe('a fresh device', () => {
  it('starts with every bookmark and vote the member made elsewhere', async () => {
    const port = env.server.port;
    const token = await apiToken(port, 'localhost', MEMBER);
    // The member's first device: two bookmarks of each bookmarkable content kind, two votes of each votable one.
    const bookmarked: { kind: Listed; item: Item }[] = [];
    for (const kind of KINDS) {
      for (const item of await firstItems(port, kind.path, 2)) {
        const res = await api(port, 'localhost', 'POST', `/api/v1/bookmark/${kind.type}/${item.id}/`, { token });
        expect([200, 201]).toContain(res.status);
        bookmarked.push({ kind, item });
      }
    }
    const votes: string[] = [];
    for (const [content_type, path] of [
      ['careertip', CONTENT_PATHS.careerTips],
      ['usecase', CONTENT_PATHS.useCases],
      ['aitool', CONTENT_PATHS.aiTools],
    ] as const) {
      for (const item of await firstItems(port, path, 2)) {
        const body = { content_type, object_id: item.id, vote_type: 'upvote' };
        expect((await api(port, 'localhost', 'POST', CONTENT_PATHS.vote, { token, body })).status).toBe(200);
        votes.push(`vote:${content_type}:${item.id}`);
      }
    }

    // The second device: an empty context, signed in; the bootstrap is complete when the cursor is stored.
    const { page, close } = await memberPage(env, '/', MEMBER);
    await expect.poll(async () => (await storedKeys(page, 'meta')).includes('cursor'), { timeout: 30_000 }).toBe(true);
    await page.context().setOffline(true);
    const keys = await storedKeys(page, 'bookmarks');
    for (const { kind, item } of bookmarked) expect(keys).toContain(`${kind.type}:${item.id}`);
    const voteKeys = await storedKeys(page, 'votes');
    for (const key of votes) expect(voteKeys).toContain(key);
    await page.context().setOffline(false);

    // On screen: each bookmarked card shows Remove bookmark.
    const ui = contentPage(page);
    for (const kind of KINDS) {
      await page.goto(`${env.server.origin()}${kind.page}`);
      for (const { item } of bookmarked.filter((entry) => entry.kind === kind)) {
        const card = ui
          .cards(kind.list)
          .filter({ hasText: item.title ?? item.name ?? '' })
          .first();
        const button = card.getByRole('button', { name: /^(Bookmark|Remove bookmark)$/ });
        await expect.poll(() => button.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
      }
    }
    // And each career tip voted up shows its Upvote pressed.
    await page.goto(`${env.server.origin()}/career-tips`);
    for (const tip of await firstItems(port, CONTENT_PATHS.careerTips, 2)) {
      const card = ui
        .cards('Career Tips')
        .filter({ hasText: tip.title ?? '' })
        .first();
      const upvote = card.getByRole('button', { name: 'Upvote', exact: true });
      await expect.poll(() => upvote.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    }
    await close();
  });
});
