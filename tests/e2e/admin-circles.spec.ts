/**
 * /admin-dashboard/circles through the real UI, worker and server: admin@ follows the
 * dashboard's Circles count to the page, whose rows are the server's first page; a search
 * narrows it (in the address), Next shows page 2; offline the pages seen stay with a note;
 * a pending count opens the circle's Admin tab. member@ is sent home and refused by the API.
 */
import { describe, expect, it } from 'vitest';
import {
  ADMIN_CIRCLES_PAGE_SIZE,
  ADMIN_MESSAGES,
  type AdminCircle,
  type AdminMetrics,
  type Paged,
} from '../../contract';
import {
  adminCirclesPage,
  circlesCard,
  circlesUpTo,
  serverAdminCircles,
  serverMetrics,
} from './support/admin-circles-pages';
import { apiToken } from './support/api';
import { memberPage } from './support/content-pages';
import { serverAndBrowser } from './support/env';

const env = serverAndBrowser();
const LONG = 30_000;

const signedIn = (email: string, path: string) =>
  memberPage(env, path, email, { viewport: { width: 1280, height: 900 } });

async function pageOf(token: string, query: string): Promise<Paged<AdminCircle>> {
  const answer = await serverAdminCircles(env.server.port, token, query);
  if (typeof answer === 'number') throw new Error(`admin circles: ${answer}`);
  return answer;
}

describe('admin circles', () => {
  it('admin@ goes from the Circles count to the circles: rows, search, page, offline, pending', async () => {
    const adminToken = await apiToken(env.server.port, 'localhost', 'admin@example.org');
    await circlesUpTo(env.server.port, adminToken, ADMIN_CIRCLES_PAGE_SIZE + 2);
    const { context, page, token } = await signedIn('admin@example.org', '/admin-dashboard');
    try {
      const metrics = await serverMetrics(env.server.port, token);
      await circlesCard(page, metrics.total_circles).click({ timeout: LONG });
      await page.waitForURL((url) => url.pathname === '/admin-dashboard/circles');
      const ui = adminCirclesPage(page);

      // The rows are the server's first page, in its order.
      const first = await pageOf(token, '');
      expect(first.pagination.count).toBe(metrics.total_circles);
      await ui.row(first.data[0]!.name).waitFor({ timeout: LONG });
      await expect.poll(() => ui.names()).toEqual(first.data.map((circle) => circle.name));
      await ui.pagination.getByText('Page 1 of 2').waitFor();

      // Page 2 is in the address.
      await ui.pagination.getByRole('button', { name: 'Next' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      const second = await pageOf(token, '?page=2');
      await expect.poll(() => ui.names()).toEqual(second.data.map((circle) => circle.name));

      // A search from 2 characters narrows the list and goes back to page 1.
      await ui.search.fill('Product Lead');
      await page.waitForURL(
        (url) => url.searchParams.get('search') === 'Product Lead' && !url.searchParams.has('page'),
      );
      await expect.poll(() => ui.names()).toEqual(['Product Leadership Circle']);
      const paid = ui.row('Product Leadership Circle');
      await paid.getByRole('cell', { name: `${ADMIN_MESSAGES.paid} ($49.00)` }).waitFor();
      await paid.getByRole('cell', { name: 'Upcoming', exact: true }).waitFor();
      await ui.search.fill('Climate');
      await expect.poll(() => ui.names()).toEqual(['Climate Careers Circle']);
      await ui.row('Climate Careers Circle').getByRole('cell', { name: 'Running', exact: true }).waitFor();
      await ui.row('Climate Careers Circle').getByRole('cell', { name: ADMIN_MESSAGES.free }).waitFor();

      // Offline: the page already seen stays, with a note; one never fetched says so.
      await page.context().setOffline(true);
      await page.getByText(/^You're offline: showing what was fetched/).waitFor({ timeout: LONG });
      expect(await ui.names()).toEqual(['Climate Careers Circle']);
      await ui.search.fill('Women');
      await page.getByText(ADMIN_MESSAGES.offlineCircles, { exact: true }).waitFor({ timeout: LONG });
      await page.context().setOffline(false);

      // The pending count opens the circle's Admin tab, on its pending requests.
      const women = (await pageOf(token, '?search=Women')).data.find((circle) => circle.name === 'Women in Data');
      expect(women?.pending_members_count).toBeGreaterThan(0);
      await ui
        .row('Women in Data')
        .getByRole('cell', { name: String(women!.total_members), exact: true })
        .waitFor({ timeout: LONG });
      const pending = ui
        .row('Women in Data')
        .getByRole('link', { name: `${women!.pending_members_count} pending: Women in Data` });
      await pending.click({ timeout: LONG });
      await page.waitForURL(
        (url) => url.pathname === '/circle/women-in-data' && url.searchParams.get('tab') === 'admin',
      );
      await page.getByRole('tab', { name: 'Admin', selected: true }).waitFor({ timeout: LONG });
      await page.getByRole('tab', { name: /^Pending/, selected: true }).waitFor({ timeout: LONG });
    } finally {
      await context.close();
    }
  });

  it('Todos links every non-zero pending count to where it is handled', async () => {
    const { context, page, token } = await signedIn('admin@example.org', '/admin-dashboard/todos');
    try {
      const metrics = await serverMetrics(env.server.port, token);
      const handled: [keyof AdminMetrics, string, string][] = [
        ['total_pending_members', ADMIN_MESSAGES.pendingMembers, '/admin-dashboard/members?status=pending'],
        ['total_pending_jobs', ADMIN_MESSAGES.pendingJobs, '/admin-dashboard/jobs'],
        ['total_pending_resources', ADMIN_MESSAGES.pendingResources, '/admin-dashboard/resources'],
        ['total_pending_ai_tools', ADMIN_MESSAGES.pendingAiTools, '/admin-dashboard/ai-tools'],
        ['total_pending_use_cases', ADMIN_MESSAGES.pendingUseCases, '/admin-dashboard/usecases'],
      ];
      const todos = page.getByRole('list', { name: ADMIN_MESSAGES.todosHeading });
      const waiting = handled.filter(([key]) => metrics[key] > 0);
      // The demo has draft jobs: a list with nothing to link would prove nothing.
      expect(waiting.length).toBeGreaterThan(0);
      await todos.waitFor({ timeout: LONG });
      for (const [key, label, href] of handled) {
        const link = todos.getByRole('link', { name: `${label}: ${metrics[key]}`, exact: true });
        expect(await link.count()).toBe(metrics[key] > 0 ? 1 : 0);
        if (metrics[key] > 0) expect(await link.getAttribute('href')).toBe(href);
      }
      expect(await todos.getByRole('link').count()).toBe(waiting.length);
    } finally {
      await context.close();
    }
  });

  it('member@ is sent from /admin-dashboard/circles to / and refused by the API', async () => {
    const { context, page, token } = await signedIn('member@example.org', '/circles');
    try {
      expect(await serverAdminCircles(env.server.port, token)).toBe(403);
      await page.goto(`${env.server.origin()}/admin-dashboard/circles`);
      await page.waitForURL((url) => url.pathname === '/', { timeout: LONG });
      expect(await page.getByRole('table', { name: ADMIN_MESSAGES.circles }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
