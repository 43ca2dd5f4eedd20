/**
 * Notifications through the real UI and the real server: a follow reaches the
 * followed member's bell and popover live; /notification pages by 12 and marks all read
 * offline (queued, then synced with up_to honoured); the empty state.
 */
import type { BrowserContextOptions } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES, NOTIFICATIONS_PAGE_SIZE } from '../../contract';
import { api, apiToken } from './support/api';
import { untilServiceWorkerControls, WITH_SERVICE_WORKER } from './support/browser';
import { bellCount, identity, notificationsPage, serverNotifications, topBar } from './support/chat-pages';
import { memberPage } from './support/content-pages';
import { serverAndBrowser } from './support/env';

const env = serverAndBrowser({ proxied: true });
const ADMIN = 'admin@example.org';
const MEMBER = 'member@example.org';
const STUDENT = 'student@example.org';

async function follow(token: string, id: number, action: 'follow' | 'unfollow'): Promise<void> {
  const res = await api(env.server.port, 'localhost', 'POST', '/api/v1/follow/', {
    token,
    body: { id, type: 'user', action },
  });
  if (res.status !== 200) throw new Error(`${action} ${id}: ${res.status} ${JSON.stringify(res.body)}`);
}

/** `followerToken`'s account follows `id` afresh (unfollowing first), which notifies `id`. */
async function followAfresh(followerToken: string, id: number): Promise<void> {
  await follow(followerToken, id, 'unfollow');
  await follow(followerToken, id, 'follow');
}

const signedIn = (email: string, path = '/', options: BrowserContextOptions = {}) =>
  memberPage(env, path, email, options);

describe('notifications', () => {
  it('shows a new follower on the bell and in the popover live', async () => {
    const port = env.server.port;
    const adminToken = await apiToken(port, 'localhost', ADMIN);
    const amara = await identity(port, adminToken);
    const { context, page, token } = await signedIn(MEMBER);
    try {
      const mateo = await identity(port, token);
      // A plain "started following you" (not "followed you back"): Mateo does not follow Amara.
      await follow(token, amara.id, 'unfollow');
      await follow(adminToken, mateo.id, 'unfollow');
      await topBar(page).notifications.first().waitFor();
      const unread = (await identity(port, token)).unread_notifications_count;
      await expect.poll(() => bellCount(page), { timeout: 30_000 }).toBe(unread);

      await follow(adminToken, mateo.id, 'follow');
      await topBar(page)
        .notificationsUnread(unread + 1)
        .waitFor({ timeout: 30_000 });

      await topBar(page).notifications.first().click();
      const popover = topBar(page).popover;
      await popover.waitFor();
      const link = popover.getByRole('link', { name: /Amara Okafor started following you/ }).first();
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(`/profile/${amara.profile.name_slug}`);
      await popover.getByRole('button', { name: NOTIFICATION_MESSAGES.markAllRead, exact: true }).waitFor();
      const viewAll = popover.getByRole('link', { name: 'View all', exact: true });
      expect(new URL((await viewAll.getAttribute('href')) ?? '', 'http://x').pathname).toBe('/notification');
      expect(await popover.getByRole('listitem').count()).toBeLessThanOrEqual(5);

      const stored = await serverNotifications(port, token, 1, 1);
      expect(stored.data[0]?.message).toBe('Amara Okafor started following you');
      expect(stored.data[0]?.is_read).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('pages by 12 and marks all read offline, honouring what arrives later', async () => {
    const port = env.server.port;
    const adminToken = await apiToken(port, 'localhost', ADMIN);
    const memberToken = await apiToken(port, 'localhost', MEMBER);
    const mateo = await identity(port, memberToken);
    // More than a page, at least two of them unread.
    for (let i = 0; i < 2 || (await serverNotifications(port, memberToken)).count <= NOTIFICATIONS_PAGE_SIZE; i++) {
      await followAfresh(adminToken, mateo.id);
    }
    const total = (await serverNotifications(port, memberToken)).count;
    const pageCount = Math.ceil(total / NOTIFICATIONS_PAGE_SIZE);

    const { context, page } = await signedIn(MEMBER, '/notification', WITH_SERVICE_WORKER);
    try {
      const ui = notificationsPage(page);
      await ui.heading.waitFor();
      const paging = page.getByRole('navigation', { name: 'Pagination' });
      await paging.getByText(`Page 1 of ${pageCount}`).waitFor({ timeout: 30_000 });
      await expect.poll(() => ui.items.count()).toBe(NOTIFICATIONS_PAGE_SIZE);
      const newest = (await serverNotifications(port, memberToken)).data;
      await ui.list
        .getByText(newest[0]?.message ?? '', { exact: true })
        .first()
        .waitFor();
      const firstHref = await ui.items.first().getByRole('link').first().getAttribute('href');
      expect(firstHref).toBe(`/profile/${newest[0]?.data.name_slug}`);
      await paging.getByRole('button', { name: 'Next' }).click();
      await paging.getByText(`Page 2 of ${pageCount}`).waitFor();
      await expect
        .poll(() => ui.items.count())
        .toBe(pageCount === 2 ? total - NOTIFICATIONS_PAGE_SIZE : NOTIFICATIONS_PAGE_SIZE);
      await paging.getByRole('button', { name: 'Previous' }).click();
      await paging.getByText(`Page 1 of ${pageCount}`).waitFor();

      await expect.poll(() => ui.unreadItems.count(), { timeout: 30_000 }).toBeGreaterThan(0);
      expect(await ui.markAllRead.isEnabled()).toBe(true);
      await untilServiceWorkerControls(page);

      // Offline: the click marks everything read at once and is queued.
      await env.server.disconnect();
      await context.setOffline(true);
      await ui.markAllRead.click();
      await expect.poll(() => ui.unreadItems.count()).toBe(0);
      await expect.poll(() => bellCount(page)).toBe(0);
      expect(await ui.markAllRead.isDisabled()).toBe(true);

      // A notification produced before the queued click reaches the server stays unread.
      await env.server.reconnect();
      await followAfresh(adminToken, mateo.id);
      const later = (await serverNotifications(port, memberToken, 1, 1)).data[0];
      expect(later?.is_read).toBe(false);
      await context.setOffline(false);

      await expect
        .poll(
          async () => {
            const { data } = await serverNotifications(port, memberToken, 1, 100);
            return data.filter((n) => n.id !== later?.id && !n.is_read).length;
          },
          { timeout: 30_000 },
        )
        .toBe(0);
      const after = await serverNotifications(port, memberToken, 1, 100);
      expect(after.data.find((n) => n.id === later?.id)?.is_read).toBe(false);
      expect((await identity(port, memberToken)).unread_notifications_count).toBe(1);
      // The member's screen gets the later one live, unread, and the bell counts it.
      await expect.poll(() => ui.unreadItems.count(), { timeout: 30_000 }).toBe(1);
      await expect.poll(() => bellCount(page), { timeout: 30_000 }).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('shows the empty text to a member with no notifications', async () => {
    const port = env.server.port;
    const token = await apiToken(port, 'localhost', STUDENT);
    expect((await serverNotifications(port, token)).count).toBe(0);
    const { context, page } = await signedIn(STUDENT, '/notification');
    try {
      const ui = notificationsPage(page);
      await ui.heading.waitFor();
      await page.getByRole('main').getByText(NOTIFICATION_MESSAGES.empty, { exact: true }).waitFor();
      expect(await ui.markAllRead.isDisabled()).toBe(true);
      expect(await page.getByRole('navigation', { name: 'Pagination' }).count()).toBe(0);
      // The bell is in the member chrome, which loads after the first paint: wait for it.
      await topBar(page).notificationsUnread(0).waitFor({ timeout: 30_000 });
    } finally {
      await context.close();
    }
  });
});
