/**
 * The last finish items, each as a returning visitor (the service worker controls the page):
 * countries as flag images that only load when shown and stay available offline; status
 * values in tables as labels, not raw values; a removed member told so, with the reason,
 * and offered the join again; collection tables as cards on a 360 px phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_ENDPOINTS,
  GROUP_MEMBER_ENDPOINTS,
  type Identity,
  MEMBERSHIP_STATUS_LABELS,
  pathOf,
  removalNotice,
} from '../../contract';
import { api, apiToken } from './support/api';
import { asReturningVisitor, WITH_SERVICE_WORKER } from './support/browser';
import { bookmark, collectionTable, itemBySlug } from './support/collection-pages';
import { memberPage } from './support/content-pages';
import { serverAndBrowser } from './support/env';
import { groupList, groupPage, serverApplicants, serverGroup } from './support/group-pages';
import { checkRoute } from './support/layout';

const env = serverAndBrowser();

/** Signed in at `path` as `email`, with the service worker controlling the page. */
async function returning(path: string, email: string) {
  const member = await memberPage(env, path, email, WITH_SERVICE_WORKER);
  await asReturningVisitor(member.page);
  return member;
}

/** The flag image named `code` has loaded (a real picture, not a broken image). */
async function flagLoaded(page: Page, code: string): Promise<void> {
  const flag = page.getByRole('list', { name: 'Countries' }).getByRole('img', { name: code, exact: true });
  await flag.waitFor();
  await expect
    .poll(() => flag.evaluate((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0))
    .toBe(true);
}

/** The addresses the service worker precached, and those it cached at run time as media. */
function cachedUrls(page: Page): Promise<{ precached: string[]; media: string[] }> {
  return page.evaluate(async () => {
    const names = await caches.keys();
    const urlsOf = async (test: (name: string) => boolean) => {
      const urls: string[] = [];
      for (const name of names.filter(test)) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    };
    return { precached: await urlsOf((name) => name.includes('precache')), media: await urlsOf((n) => n === 'media') };
  });
}

describe('finish: flags, statuses, removal, collections on phones', () => {
  it('shows country flags as images fetched only when shown, cached for offline, with the code as name', async () => {
    const { page, close } = await returning('/circle/women-in-data', 'member@example.org');
    await page.getByRole('list', { name: 'Countries' }).getByText('Kenya').waitFor();
    await flagLoaded(page, 'KE');
    const flagPattern = /\/assets\/[A-Z]{2}-[^/]+\.svg$/;
    const cached = await cachedUrls(page);
    expect(cached.precached.filter((url) => flagPattern.test(url))).toEqual([]);
    await expect.poll(async () => (await cachedUrls(page)).media.some((url) => /\/assets\/KE-/.test(url))).toBe(true);

    // Offline the flag still shows, from the service worker's runtime cache.
    await page.context().setOffline(true);
    try {
      await page.reload();
      await page.getByRole('list', { name: 'Countries' }).getByText('Kenya').waitFor();
      await flagLoaded(page, 'KE');
    } finally {
      await page.context().setOffline(false);
    }
    await close();
  });

  it('labels the membership status of event applicants', async () => {
    const port = env.server.port;
    const adminToken = await apiToken(port, 'localhost', 'admin@example.org');
    const event = await serverGroup(port, adminToken, 'career-fair-2026');
    const applicants = await serverApplicants(port, adminToken, event.id);
    const first = applicants[0];
    expect(first).toBeDefined();
    const { page, close } = await returning('/event/career-fair-2026', 'admin@example.org');
    await page.goto(`${env.server.origin()}/event/career-fair-2026?tab=admin`);
    const row = page
      .getByRole('table', { name: 'Applicants' })
      .getByRole('row')
      .filter({ hasText: first?.email ?? '' });
    await row.waitFor({ timeout: 20_000 });
    const label = MEMBERSHIP_STATUS_LABELS[first?.membership_status ?? 'pending'];
    await row.getByRole('cell', { name: label, exact: true }).waitFor();
    expect(await row.getByRole('cell', { name: first?.membership_status ?? '', exact: true }).count()).toBe(0);
    await close();
  });

  it('tells a removed member why, marks the circle card Removed on a surface background, and offers the join again', async () => {
    const port = env.server.port;
    const adminToken = await apiToken(port, 'localhost', 'admin@example.org');
    const studentToken = await apiToken(port, 'localhost', 'student@example.org');
    const student = await api<Identity>(port, 'localhost', 'GET', '/api/v1/identity/', { token: studentToken });
    const circle = await serverGroup(port, adminToken, 'women-in-data');
    const userId = student.body.id;
    // An earlier test of this file may have made the student a member already; either way they are one now.
    if ((await serverGroup(port, studentToken, 'women-in-data')).membership_status !== 'accepted') {
      await api(port, 'localhost', 'POST', pathOf(GROUP_MEMBER_ENDPOINTS.addMember, { id: circle.id }), {
        token: adminToken,
        body: { user: userId, role: 'member' },
      });
    }
    expect((await serverGroup(port, studentToken, 'women-in-data')).membership_status).toBe('accepted');
    const reason = 'Missed the first four sessions';
    const removed = await api(
      port,
      'localhost',
      'POST',
      pathOf(GROUP_MEMBER_ENDPOINTS.removeMember, { id: circle.id }),
      {
        token: adminToken,
        body: { user: userId, reason },
      },
    );
    expect(removed.status).toBe(200);

    const { page, close } = await returning('/circle/women-in-data', 'student@example.org');
    await page.getByText(removalNotice('circle', reason), { exact: true }).waitFor();
    await groupPage(page).button('Join').waitFor();
    await page.goto(`${env.server.origin()}/circles`);
    const card = groupList(page, 'Circles').card('Women in Data');
    await card.getByText('Removed', { exact: true }).waitFor();
    // The card sits on the surface colour (white), not on a token that does not exist (transparent).
    expect(await card.evaluate((li) => getComputedStyle(li).backgroundColor)).toBe('rgb(255, 255, 255)');
    await close();
  });

  it('shows a collection table as cards on a 360 px phone, with nothing sticking out', async () => {
    const port = env.server.port;
    const token = await apiToken(port, 'localhost', 'member@example.org');
    const useCase = await itemBySlug(
      port,
      token,
      pathOf(CONTENT_ENDPOINTS.usecase.bySlug, { slug: 'resume-screening-assistant' }),
    );
    await bookmark(port, token, 'usecase', useCase.id);
    const { page, close } = await returning('/favorites', 'member@example.org');
    expect(await checkRoute(page, env.server.origin(), '/favorites/usecases')).toEqual([]);
    await page.setViewportSize({ width: 360, height: 800 });
    const row = collectionTable(page, 'Use Cases').row(useCase.title);
    await row.waitFor();
    // Below md every column is in the card, under its name.
    for (const name of ['Description', 'Date']) {
      const cell = row.locator(`td[data-label="${name}"]`);
      expect(await cell.isVisible()).toBe(true);
      expect(await cell.evaluate((td) => getComputedStyle(td).display)).toBe('block');
    }
    await close();
  });
});
