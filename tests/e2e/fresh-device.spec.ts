/**
 * A fresh device starts complete. On the member's first device (the API): bookmarks of
 * resources, use cases and AI tools, upvotes on career tips, use cases and AI tools, a use
 * case submitted for review, a notification; a CareerGPS report is seeded. A second, empty
 * browser context signs in and, once the bootstrap has stored its cursor, goes offline at
 * once: the bookmarks and votes are stored, /favorites and /my show what the server holds
 * (the submission as Pending), the report list and the whole report read, the
 * notifications show with their read marks and the conversation with admin@ reads whole. Back online the lists show every card
 * bookmarked and voted; with the network to the server then cut, the same lists still do.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_ENDPOINTS,
  type CollectionSections,
  GROUP_MESSAGES,
  LEADER_APPLICATION_ENDPOINTS,
  LEADER_APPLICATION_QUESTIONS,
  type Paged,
  pathOf,
  removalNotice,
  VOTE_ENDPOINTS,
} from '../../contract';
import { api, apiToken } from './support/api';
import { asReturningVisitor, WITH_SERVICE_WORKER } from './support/browser';
import {
  chatDock,
  identity,
  notificationsPage,
  openDock,
  serverHistory,
  serverNotifications,
  serverRoomWith,
} from './support/chat-pages';
import { collectionDashboard, collectionTable, serverCollections, submitUseCase } from './support/collection-pages';
import { contentPage, memberPage } from './support/content-pages';
import { serverAndBrowser } from './support/env';
import { serverGroup } from './support/group-pages';
import { reportPage, reportsPage, serverReports } from './support/report-pages';
import { storedKeys } from './support/stored';

const env = serverAndBrowser({ proxied: true });
const MEMBER = 'member@example.org';
const ADMIN = 'admin@example.org';
/** A seeded circle admin@ administers. */
const REMOVED_FROM = 'women-in-data';

type Item = { id: number; title?: string; name?: string };
type Listed = { path: string; list: string; page: string; type: 'resource' | 'usecase' | 'aitool' | 'careertip' };

const BOOKMARKED: Listed[] = [
  { path: pathOf(CONTENT_ENDPOINTS.resource.list), list: 'Resource Hub', page: '/resourcehub', type: 'resource' },
  { path: pathOf(CONTENT_ENDPOINTS.usecase.list), list: 'Use Cases', page: '/usecases', type: 'usecase' },
  { path: pathOf(CONTENT_ENDPOINTS.aitool.list), list: 'AI Tools', page: '/ai-tools', type: 'aitool' },
];
const VOTED: Listed[] = [
  { path: pathOf(CONTENT_ENDPOINTS.careertip.list), list: 'Career Tips', page: '/career-tips', type: 'careertip' },
  BOOKMARKED[1] as Listed,
  BOOKMARKED[2] as Listed,
];
/** The /favorites sections of the bookmarked kinds, by their labels. */
const FAVORITE_LABELS = { resources: 'Resources', usecases: 'Use Cases', aitools: 'AI Tools' } as const;

async function firstItems(port: number, path: string, n: number): Promise<Item[]> {
  const res = await api<Paged<Item>>(port, 'localhost', 'GET', `${path}?page=1&page_size=${n}`);
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return res.body.data.slice(0, n);
}

const titleOf = (item: Item) => item.title ?? item.name ?? '';

/** Each bookmarked card shows Remove bookmark, and each voted card its Upvote pressed. */
async function listsShowMarks(page: Page, bookmarked: Map<Listed, Item[]>, voted: Map<Listed, Item[]>) {
  const ui = contentPage(page);
  const pressed = async (kind: Listed, item: Item, name: RegExp | string) => {
    const card = ui
      .cards(kind.list)
      .filter({ hasText: titleOf(item) })
      .first();
    const button = card.getByRole('button', typeof name === 'string' ? { name, exact: true } : { name });
    await expect.poll(() => button.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
  };
  for (const kind of VOTED.concat(BOOKMARKED.filter((kind) => !VOTED.includes(kind)))) {
    await page.goto(`${env.server.origin()}${kind.page}`);
    for (const item of bookmarked.get(kind) ?? []) await pressed(kind, item, /^(Bookmark|Remove bookmark)$/);
    for (const item of voted.get(kind) ?? []) await pressed(kind, item, 'Upvote');
  }
}

/** /favorites shows every bookmarked item the server's dashboard holds. */
async function favoritesShow(page: Page, sections: CollectionSections) {
  await page.goto(`${env.server.origin()}/favorites`);
  const favorites = collectionDashboard(page);
  await favorites.heading.filter({ hasText: 'Favorites' }).waitFor();
  for (const [type, label] of Object.entries(FAVORITE_LABELS)) {
    const items = sections[type as keyof typeof FAVORITE_LABELS]?.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) await favorites.item(label, item.title).waitFor();
  }
}

/** Every row title of a /favorites or /my section table, page after page (10 a page). */
async function sectionTitles(page: Page, path: string, label: string, count: number): Promise<string[]> {
  const titles: string[] = [];
  const table = collectionTable(page, label);
  for (let n = 1; n <= Math.ceil(count / 10); n += 1) {
    await page.goto(`${env.server.origin()}${path}?page=${n}`);
    // The rows' texts are read in the same poll that counts them: the table may re-render
    // between a count and a later read (stored rows first, then the server's page).
    let shown: string[] = [];
    await expect
      .poll(
        async () => {
          shown = await table.bodyRows.getByRole('link').allInnerTexts();
          return shown.length;
        },
        { timeout: 15_000 },
      )
      .toBe(Math.min(10, count - (n - 1) * 10));
    titles.push(...shown);
  }
  return titles;
}

/** The removal the member reads on the circle, the leader application, and both section tables whole. */
async function restShows(page: Page, removed: { slug: string; notice: string }, tables: SectionCheck[]) {
  await page.goto(`${env.server.origin()}/circle/${removed.slug}`);
  await page.getByRole('main').getByText(removed.notice, { exact: true }).waitFor({ timeout: 30_000 });
  await page.goto(`${env.server.origin()}/circle-leaders`);
  const underReview = page.getByRole('button', { name: GROUP_MESSAGES.leaderApplicationUnderReview });
  await underReview.waitFor({ timeout: 30_000 });
  expect(await underReview.isDisabled()).toBe(true);
  for (const table of tables) {
    // Stored rows may show before the server's page, in another order: read again until whole.
    let titles: string[] = [];
    await expect
      .poll(
        async () => {
          titles = await sectionTitles(page, table.path, table.label, table.count);
          return table.titles.filter((title) => !titles.includes(title));
        },
        { timeout: 45_000 },
      )
      .toEqual([]);
  }
}

type SectionCheck = { path: string; label: string; count: number; titles: string[] };

/**
 * A second device of the member: an empty context, signed in; once the bootstrap is complete
 * (the cursor is stored) it is reopened as by a returning visitor and taken offline.
 */
async function bootstrappedOffline() {
  const device = await memberPage(env, '/', MEMBER, WITH_SERVICE_WORKER, { fresh: true });
  const { page } = device;
  try {
    await expect.poll(async () => (await storedKeys(page, 'meta')).includes('cursor'), { timeout: 60_000 }).toBe(true);
    await asReturningVisitor(page);
    await page.context().setOffline(true);
  } catch (error) {
    await device.close();
    throw error;
  }
  return device;
}

describe('a fresh device', () => {
  it('starts with the circles left behind, the leader application and every item of the section pages', async () => {
    const port = env.server.port;
    const token = await apiToken(port, 'localhost', MEMBER);
    const adminToken = await apiToken(port, 'localhost', ADMIN);
    // Removed from a circle, with a reason only the member reads.
    const me = await identity(port, token);
    const circle = await serverGroup(port, token, REMOVED_FROM);
    if (circle.membership_status !== 'accepted') {
      const add = { user: me.id, role: 'member' };
      const added = await api(port, 'localhost', 'POST', `/api/v1/groups/${circle.id}/add-member/`, {
        token: adminToken,
        body: add,
      });
      expect(added.status).toBe(200);
    }
    const removal = { user: me.id, reason: 'Moved to another cohort.' };
    const removed = await api(port, 'localhost', 'POST', `/api/v1/groups/${circle.id}/remove-member/`, {
      token: adminToken,
      body: removal,
    });
    expect(removed.status).toBe(200);
    // A leader application under review.
    const response = LEADER_APPLICATION_QUESTIONS.map((question) => ({ question, answer: 'Since 2019.' }));
    const body = { group: null, response };
    expect(
      (await api(port, 'localhost', 'POST', pathOf(LEADER_APPLICATION_ENDPOINTS.apply), { token, body })).status,
    ).toBe(201);
    // More bookmarks and submissions than a dashboard's three.
    const resources = (await firstItems(port, pathOf(CONTENT_ENDPOINTS.resource.list), 14)).slice(2);
    for (const item of resources) {
      const res = await api(port, 'localhost', 'POST', `/api/v1/bookmark/resource/${item.id}/`, { token });
      expect([200, 201]).toContain(res.status);
    }
    const written = [1, 2, 3, 4].map((n) => `Written on the old phone, note ${n}`);
    for (const title of written) expect((await submitUseCase(port, token, title)).body.status).toBe('pending');
    const favorites = await serverCollections(port, token, 'my-favourites');
    const mine = await serverCollections(port, token, 'my-items');
    const tables: SectionCheck[] = [
      {
        path: '/favorites/resources',
        label: 'Resources',
        count: favorites.resources?.count ?? 0,
        titles: resources.map(titleOf),
      },
      { path: '/my/usecases', label: 'Use Cases', count: mine.usecases?.count ?? 0, titles: written },
    ];
    const notice = removalNotice('circle', removal.reason);

    const { page, close } = await bootstrappedOffline();
    try {
      await restShows(page, { slug: REMOVED_FROM, notice }, tables);
      await page.context().setOffline(false);
      await restShows(page, { slug: REMOVED_FROM, notice }, tables);
    } finally {
      await page.context().setOffline(false);
      await close();
    }
  });

  it('starts with the bookmarks, votes, dashboards, reports, notifications and chats made elsewhere', async () => {
    const port = env.server.port;
    const token = await apiToken(port, 'localhost', MEMBER);
    const bookmarked = new Map<Listed, Item[]>();
    for (const kind of BOOKMARKED) {
      const items = await firstItems(port, kind.path, 2);
      for (const item of items) {
        const res = await api(port, 'localhost', 'POST', `/api/v1/bookmark/${kind.type}/${item.id}/`, { token });
        expect([200, 201]).toContain(res.status);
      }
      bookmarked.set(kind, items);
    }
    const voted = new Map<Listed, Item[]>();
    for (const kind of VOTED) {
      const items = await firstItems(port, kind.path, 2);
      for (const item of items) {
        const body = { content_type: kind.type, object_id: item.id, vote_type: 'upvote' };
        expect((await api(port, 'localhost', 'POST', pathOf(VOTE_ENDPOINTS.set), { token, body })).status).toBe(200);
      }
      voted.set(kind, items);
    }
    const submitted = 'Sorting the intake on the old phone';
    expect((await submitUseCase(port, token, submitted)).body.status).toBe('pending');
    const adminToken = await apiToken(port, 'localhost', ADMIN);
    const admin = await identity(port, adminToken);
    const peer = `${admin.profile.first_name} ${admin.profile.last_name}`;
    const conversation = await serverHistory(port, token, (await serverRoomWith(port, token, admin.id)).id);
    expect(conversation.length).toBeGreaterThan(1);
    const follow = { id: (await identity(port, token)).id, type: 'user', action: 'follow' };
    expect((await api(port, 'localhost', 'POST', '/api/v1/follow/', { token: adminToken, body: follow })).status).toBe(
      200,
    );
    const favorites = await serverCollections(port, token, 'my-favourites');
    const [report] = (await serverReports(port, token)).data;
    if (!report) throw new Error('member@ has no seeded report');
    const notifications = await serverNotifications(port, token);
    const unread = notifications.data.filter((row) => !row.is_read).length;

    const { page, close } = await bootstrappedOffline();
    try {
      const bookmarks = await storedKeys(page, 'bookmarks');
      for (const [kind, items] of bookmarked)
        for (const item of items) expect(bookmarks).toContain(`${kind.type}:${item.id}`);
      const votes = await storedKeys(page, 'votes');
      for (const [kind, items] of voted)
        for (const item of items) expect(votes).toContain(`vote:${kind.type}:${item.id}`);

      await favoritesShow(page, favorites);
      await page.goto(`${env.server.origin()}/my`);
      const mine = collectionDashboard(page);
      await mine.item('Use Cases', submitted).getByText('Pending', { exact: true }).waitFor();

      await page.goto(`${env.server.origin()}/careergps-reports`);
      await reportsPage(page).link(report.title).click();
      await reportPage(page).title(report.title).waitFor({ timeout: 30_000 });

      await page.goto(`${env.server.origin()}/notification`);
      const shown = notificationsPage(page);
      await expect.poll(() => shown.items.count(), { timeout: 15_000 }).toBe(notifications.data.length);
      expect(await shown.unreadItems.count()).toBe(unread);

      // The seeded conversation with admin@ reads whole, not only its last message.
      const dock = chatDock(page);
      await openDock(page);
      await dock.conversation(peer).click({ timeout: 30_000 });
      for (const text of conversation.filter(Boolean))
        await dock.log(peer).getByText(text, { exact: true }).first().waitFor();
      await page.context().setOffline(false);

      // Online: every list shows its marks; then with the network to the server cut, they still do.
      await listsShowMarks(page, bookmarked, voted);
      await env.server.disconnect();
      await page.context().setOffline(true);
      await listsShowMarks(page, bookmarked, voted);
      await favoritesShow(page, favorites);
    } finally {
      await page.context().setOffline(false);
      await close();
    }
  });
});
