/**
 * /admin-dashboard/members through the real UI, worker and server: admin@ narrows the default
 * organization's members by country and by rows per page, the table shows the server's rows
 * for them, the address carries them (and values of the system agents' params the page does not
 * know, unapplied), and a reload and Back keep them.
 */
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminMembersPage, defaultOrganizationId, organizationMembers } from './support/admin-members-pages';
import { apiToken } from './support/api';
import { completeMissingInfo } from './support/connect-pages';
import { serverAndBrowser } from './support/env';
import { signedInPage } from './support/pages';

const env = serverAndBrowser();
const LONG = 30_000;
const PATH = '/admin-dashboard/members';

/** The country with the most members short of all of them: filtering by it changes the rows. */
function busiestPartialCountry(countries: (string | null)[]): string {
  const counts = new Map<string, number>();
  for (const code of countries) if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  const partial = [...counts].filter(([, n]) => n < countries.length).sort((a, b) => b[1] - a[1]);
  const country = partial[0]?.[0];
  if (!country) throw new Error('the seeded members share one country');
  return country;
}

describe('admin members filters', () => {
  it('admin@ filters by country and rows per page; the address keeps them over a reload and Back', async () => {
    const email = 'admin@example.org';
    const token = await apiToken(env.server.port, 'localhost', email);
    await completeMissingInfo(env.server.port, token);
    const orgId = await defaultOrganizationId(env.server.port, token);
    const all = await organizationMembers(env.server.port, token, orgId, 'page_size=500');
    const country = busiestPartialCountry(all.data.map((member) => member.country));
    const inCountry = await organizationMembers(env.server.port, token, orgId, `country=${country}&page_size=500`);
    const firstFive = inCountry.data.slice(0, 5).map((member) => member.name);

    const context: BrowserContext = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await signedInPage(context, env.server.origin(), email, PATH);
      // Values of the system agents' params that the page does not know ride along, unapplied.
      await page.goto(`${env.server.origin()}${PATH}?is_audit=someday&aiUserClass=mentor`);
      const ui = adminMembersPage(page);
      await ui.rows.first().waitFor({ timeout: LONG });
      // 50 rows a page by default.
      await expect.poll(() => ui.rows.count()).toBe(Math.min(50, all.pagination.count));
      expect(await ui.rowsPerPage.inputValue()).toBe('50');

      await ui.country.selectOption(country);
      await page.waitForURL((url) => url.searchParams.get('country') === country);
      await expect.poll(() => ui.rows.count()).toBe(Math.min(50, inCountry.pagination.count));
      const expected = inCountry.data.slice(0, 50).map((member) => member.name);
      await expect
        .poll(async () => (await ui.nameCells()).every((cell, i) => cell.startsWith(expected[i] ?? '\u0000')))
        .toBe(true);

      await ui.rowsPerPage.selectOption('5');
      await page.waitForURL((url) => url.searchParams.get('page_size') === '5');
      await expect.poll(() => ui.rows.count()).toBe(Math.min(5, inCountry.pagination.count));
      const shownFirstFive = async () =>
        (await ui.nameCells()).every((cell, i) => cell.startsWith(firstFive[i] ?? '\u0000'));
      await expect.poll(shownFirstFive).toBe(true);
      const params = new URL(page.url()).searchParams;
      expect(params.get('is_audit')).toBe('someday');
      expect(params.get('aiUserClass')).toBe('mentor');

      await page.reload();
      await ui.rows.first().waitFor({ timeout: LONG });
      expect(new URL(page.url()).searchParams.get('country')).toBe(country);
      expect(await ui.country.inputValue()).toBe(country);
      expect(await ui.rowsPerPage.inputValue()).toBe('5');
      await expect.poll(() => ui.rows.count()).toBe(Math.min(5, inCountry.pagination.count));
      await expect.poll(shownFirstFive).toBe(true);

      await page.goto(`${env.server.origin()}/admin-dashboard`);
      await page.waitForURL((url) => url.pathname === '/admin-dashboard');
      await page.goBack();
      await page.waitForURL((url) => url.pathname === PATH && url.searchParams.get('page_size') === '5');
      await ui.rows.first().waitFor({ timeout: LONG });
      expect(await ui.country.inputValue()).toBe(country);
      await expect.poll(() => ui.rows.count()).toBe(Math.min(5, inCountry.pagination.count));
      await expect.poll(shownFirstFive).toBe(true);
    } finally {
      await context.close();
    }
  });
});
