/**
 * A join made right before the tab closes reaches the server without the app being opened
 * again. The member is a returning visitor (service worker in control); the network is slow,
 * so the page's join requests are still waiting when the tab closes and end with it. The
 * service worker (Background Sync, registered when the join was queued) sends the outbox
 * once the tab is gone, and the server holds the join exactly once.
 */
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GROUP_MEMBER_ENDPOINTS, GROUP_MESSAGES, pathOf } from '../../contract';
import { LEADER_LOCK } from '../../sync/core/leader';
import { apiToken } from './support/api';
import { untilServiceWorkerControls, WITH_SERVICE_WORKER } from './support/browser';
import { memberPage } from './support/content-pages';
import { serverAndBrowser } from './support/env';
import { groupPage, serverApplicants, serverGroup } from './support/group-pages';

// Chromium itself: the headless shell has no Background Sync.
const env = serverAndBrowser({ fullChromium: true });
const SLUG = 'founders-circle';
const MEMBER = 'member@example.org';

describe('closing the tab right after an action', () => {
  it('sends a join queued just before the tab closed, once, without reopening the app', async () => {
    const port = env.server.port;
    const memberToken = await apiToken(port, 'localhost', MEMBER);
    const adminToken = await apiToken(port, 'localhost', 'admin@example.org');
    const before = await serverGroup(port, memberToken, SLUG);
    expect(before.membership_status).toBeNull();

    const { page, close } = await memberPage(env, `/circle/${SLUG}`, MEMBER, WITH_SERVICE_WORKER);
    try {
      await untilServiceWorkerControls(page);
      await page.reload();
      const circle = groupPage(page);
      await circle.heading.filter({ hasText: before.name }).waitFor();
      // The tab's sync worker (started after the first paint) leads: the join is the tab's to
      // send while the tab is open, and the service worker's once it is gone.
      await expect
        .poll(() =>
          page.evaluate(
            async (name) => (await navigator.locks.query()).held?.some((lock) => lock.name === name) ?? false,
            LEADER_LOCK,
          ),
        )
        .toBe(true);

      // A slow network: the tab's join requests (page, sync worker, keepalive) are still waiting
      // when the tab closes. The service worker's go through: it may take the leader lock while
      // the tab is closing, before page.close() returns, so the decision cannot rest on timing.
      const waiting: Route[] = [];
      const joinKeys: string[] = [];
      await page.context().route(`**${pathOf(GROUP_MEMBER_ENDPOINTS.join, { id: before.id })}`, async (route) => {
        joinKeys.push((await route.request().headerValue('idempotency-key')) ?? 'none');
        if (route.request().serviceWorker()) await route.continue();
        else waiting.push(route);
      });

      await circle.button('Join').click();
      await circle.joinDialog.getByRole('button', { name: 'Submit' }).click();
      await page.getByText(GROUP_MESSAGES.joined('circle')).waitFor();
      await page.close({ runBeforeUnload: true });
      // The tab's own requests were still on the slow network: they end with the tab.
      for (const route of waiting) await route.abort('failed').catch(() => undefined);

      await expect
        .poll(async () => (await serverGroup(port, memberToken, SLUG)).membership_status, { timeout: 60_000 })
        .toBe('pending');
      // However many ways it went out (page, keepalive, service worker), it was one mutation.
      expect(new Set(joinKeys).size).toBe(1);
      const applicants = await serverApplicants(port, adminToken, before.id);
      expect(applicants.filter((member) => member.email === MEMBER)).toHaveLength(1);
      expect(page.context().pages()).toHaveLength(0);
    } finally {
      await close();
    }
  });
});
