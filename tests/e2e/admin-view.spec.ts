/**
 * The admin view through the real UI, worker and server: admin@ turns on the
 * 'Admin view' switch, the admin menu replaces the main menu, the dashboard shows the
 * server's counts, Members lists the default organization's members by status; the switch
 * survives a reload and turning it off brings the main menu back. member@ and student@
 * get no switch, and /admin-dashboard sends them home.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ENDPOINTS,
  ADMIN_MENU_LABELS,
  ADMIN_MESSAGES,
  type AdminMetrics,
  type GroupMember,
  type Identity,
  pathOf,
} from '../../contract';
import { api } from './support/api';
import { memberPage } from './support/content-pages';
import { serverAndBrowser } from './support/env';

const env = serverAndBrowser();
const LONG = 30_000;

const signedIn = (email: string, path: string, width = 1280) =>
  memberPage(env, path, email, { viewport: { width, height: 900 } });

function chrome(page: Page) {
  return {
    adminSwitch: page.getByRole('switch', { name: ADMIN_MENU_LABELS.adminView }),
    switchOn: page.getByRole('switch', { name: ADMIN_MENU_LABELS.adminView, checked: true }),
    switchOff: page.getByRole('switch', { name: ADMIN_MENU_LABELS.adminView, checked: false }),
    adminMenu: page.getByRole('navigation', { name: ADMIN_MENU_LABELS.adminMenu }),
    mainMenu: page.getByRole('navigation', { name: 'Main menu' }),
    settings: page.getByRole('button', { name: 'Settings', exact: true }),
  };
}

const get = <T>(token: string, path: string) => api<T>(env.server.port, 'localhost', 'GET', path, { token });

describe('admin view', () => {
  it('admin@ switches to the admin view: menu, dashboard counts, members by status, kept over a reload', async () => {
    const { context, page, token } = await signedIn('admin@example.org', '/circles');
    try {
      const ui = chrome(page);
      await ui.adminSwitch.waitFor({ timeout: LONG });
      expect(await ui.adminSwitch.isChecked()).toBe(false);
      await ui.mainMenu.waitFor();
      await ui.adminSwitch.click();
      await page.waitForURL((url) => url.pathname === '/admin-dashboard');
      await ui.switchOn.waitFor();
      await ui.adminMenu.waitFor();
      expect(await ui.mainMenu.count()).toBe(0);
      for (const label of [ADMIN_MENU_LABELS.dashboard, ADMIN_MENU_LABELS.members, ADMIN_MENU_LABELS.todos]) {
        await ui.adminMenu.getByRole('link', { name: label, exact: true }).waitFor();
      }
      await ui.adminMenu.getByRole('link', { name: ADMIN_MENU_LABELS.useCases, exact: true }).waitFor();

      // The counts are the server's.
      const metrics = (await get<AdminMetrics>(token, pathOf(ADMIN_ENDPOINTS.metrics))).body;
      const overview = page.getByRole('region', { name: ADMIN_MESSAGES.overview });
      await overview
        .getByRole('link', { name: new RegExp(`^${metrics.total_members}\\s*${ADMIN_MENU_LABELS.members}$`) })
        .waitFor({ timeout: LONG });
      const todos = page.getByRole('region', { name: ADMIN_MESSAGES.todosHeading });
      await todos
        .getByRole('link', {
          name: new RegExp(`^${metrics.total_pending_members}\\s*${ADMIN_MESSAGES.pendingMembers}$`),
        })
        .waitFor();

      // Members: the organization's accepted members, then the pending ones.
      const identity = (await get<Identity>(token, '/api/v1/identity/')).body;
      const orgId = identity.organization!.id;
      const members = (status: string) =>
        get<{ data: GroupMember[]; pagination: { count: number } }>(
          token,
          `/api/v1/groups/${orgId}/members/?status=${status}&page_size=50`,
        );
      const accepted = (await members('accepted')).body;
      const pending = (await members('pending')).body;
      await ui.adminMenu.getByRole('link', { name: ADMIN_MENU_LABELS.members, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin-dashboard/members');
      const acceptedTable = page.getByRole('table', { name: 'Accepted members' });
      await acceptedTable.getByText(accepted.data[0]!.name, { exact: true }).first().waitFor({ timeout: LONG });
      await page.getByRole('tab', { name: /^Pending/ }).click();
      await page.waitForURL((url) => url.searchParams.get('status') === 'pending');
      if (pending.data.length > 0) {
        const pendingTable = page.getByRole('table', { name: 'Pending members' });
        await pendingTable.getByText(pending.data[0]!.name, { exact: true }).first().waitFor({ timeout: LONG });
      } else {
        await page.getByText('No members found', { exact: true }).waitFor({ timeout: LONG });
      }

      // The switch is kept on this device.
      await page.reload();
      await ui.adminSwitch.waitFor({ timeout: LONG });
      await ui.switchOn.waitFor();
      await ui.adminMenu.waitFor();

      // Off: the main menu is back.
      await ui.adminSwitch.click();
      await ui.mainMenu.waitFor();
      await ui.switchOff.waitFor();
      expect(await ui.adminMenu.count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('works at 360 px: the switch is reachable by keyboard and the drawer shows the admin menu', async () => {
    const { context, page } = await signedIn('admin@example.org', '/circles', 360);
    try {
      const ui = chrome(page);
      await ui.adminSwitch.waitFor({ timeout: LONG });
      await ui.adminSwitch.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/admin-dashboard');
      await ui.switchOn.waitFor();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await ui.adminMenu.getByRole('link', { name: ADMIN_MENU_LABELS.members, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin-dashboard/members');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await ui.adminSwitch.click();
      await ui.switchOff.waitFor();
    } finally {
      await context.close();
    }
  });

  for (const email of ['member@example.org', 'student@example.org']) {
    it(`${email} has no switch and is sent from /admin-dashboard to /`, async () => {
      const { context, page } = await signedIn(email, '/circles');
      try {
        const ui = chrome(page);
        await ui.settings.waitFor({ timeout: LONG });
        expect(await ui.adminSwitch.count()).toBe(0);
        await page.goto(`${env.server.origin()}/admin-dashboard`);
        await page.waitForURL((url) => url.pathname === '/', { timeout: LONG });
        await page.goto(`${env.server.origin()}/admin-dashboard/members`);
        await page.waitForURL((url) => url.pathname === '/', { timeout: LONG });
        await ui.mainMenu.waitFor();
      } finally {
        await context.close();
      }
    });
  }
});
