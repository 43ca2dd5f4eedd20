/**
 * CareerGPS reports through the real UI and the real server: member@'s seeded
 * report in their list and on its page (roles with scores, their own skills, linked items);
 * read again offline after a reload, downloaded as a PDF offline; feedback given online and
 * changed offline reaches the server; a visitor is invited to try CareerGPS; an empty list
 * and a report that does not exist.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { AGENT_MESSAGES, type AgentReport } from '../../contract';
import { apiToken } from './support/api';
import { downloadedBytes, openPage, untilServiceWorkerControls, WITH_SERVICE_WORKER } from './support/browser';
import { memberPage } from './support/content-pages';
import { pathOf, serverAndBrowser } from './support/env';
import { profileSkills, reportPage, reportsPage, serverReport, serverReports } from './support/report-pages';

const env = serverAndBrowser({ proxied: true });
const MEMBER = 'member@example.org';
const STUDENT = 'student@example.org';

/** Downloads are accepted: a report's PDF is a file. */
const signedIn = (email: string, path: string, options: BrowserContextOptions = {}) =>
  memberPage(env, path, email, { acceptDownloads: true, ...options });

/** member@'s seeded report, whole, as the server gives it to them. */
async function memberReport(token: string): Promise<AgentReport> {
  const list = await serverReports(env.server.port, token);
  const first = list.data[0];
  if (!first) throw new Error('member@ has no seeded report');
  return serverReport(env.server.port, first.slug, token);
}

/** A heading of the Markdown narrative ("## Where you are today"), as the page must render it. */
/**
 * The report page loads the PDF writer a second after the owner opens it; it works offline once
 * the service worker has kept it and every file the page loaded. On a busy machine that can
 * take longer than the steps before the test goes offline.
 */
function untilPdfWriterKept(page: Page): Promise<void> {
  return expect
    .poll(
      () =>
        page.evaluate(async () => {
          const files = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((url) => new URL(url).pathname.startsWith('/assets/'));
          if (!files.some((url) => /\/assets\/pdf-[\w-]{8}\.js$/.test(url))) return false;
          for (const url of files) if (!(await caches.match(url))) return false;
          return true;
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}

function firstMarkdownHeading(report: AgentReport): string {
  const match = /^#{1,6}\s+(.+)$/m.exec(report.output_data.message);
  if (!match?.[1]) throw new Error('the narrative has no heading');
  return match[1].trim();
}

describe('CareerGPS reports', () => {
  it('lists and shows the member report, offline too, with the PDF and the feedback', async () => {
    const port = env.server.port;
    const { context, page, token } = await signedIn(MEMBER, '/careergps-reports', WITH_SERVICE_WORKER);
    let isCutOff = false;
    try {
      const report = await memberReport(token);
      const sections = report.output_data.sections;
      const role = sections?.target_roles[0];
      const item = sections && [...sections.learning_path, ...sections.circles, ...sections.jobs][0];
      if (!role || !item) throw new Error('the seeded report has no target role or no item');
      const ownSkills = await profileSkills(port, token);
      const heading = firstMarkdownHeading(report);

      const list = reportsPage(page);
      await list.heading.waitFor();
      await list.link(report.title).waitFor({ timeout: 30_000 });
      await list.rows.filter({ hasText: report.agent_name }).first().waitFor();
      await list.link(report.title).click();
      await page.waitForURL((url) => url.pathname === `/careergps-report/${report.slug}`);

      const ui = reportPage(page);
      await ui.title(report.title).waitFor({ timeout: 30_000 });
      await ui.main.locator(`time[datetime="${report.created_at}"]`).first().waitFor();
      await ui.heading(role.title).waitFor();
      await ui.main
        .getByText(`Fit score ${Math.round(role.fit_score)}%`, { exact: true })
        .first()
        .waitFor();
      const shownSkills = await ui.skillsYouHave.first().getByRole('listitem').allTextContents();
      expect(shownSkills.length).toBeGreaterThan(0);
      for (const skill of shownSkills) expect(ownSkills).toContain(skill);
      expect(await ui.link(item.title).first().getAttribute('href')).toBe(item.href);
      await ui.heading(heading).waitFor();
      await ui.download.waitFor();
      await ui.share.waitFor();

      // Share: this Chromium has no share sheet, so the link is copied and a toast says so.
      expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.origin() });
      await ui.share.click();
      await page.getByText(AGENT_MESSAGES.linkCopied, { exact: true }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${env.server.origin()}/careergps-report/${report.slug}`,
      );

      // Feedback online: an empty comment is allowed, the rating defaults to 1.
      expect(await ui.star('1 star').isChecked()).toBe(true);
      await ui.send.click();
      await ui.feedback.getByText(AGENT_MESSAGES.feedbackThanks).waitFor();
      await expect
        .poll(async () => (await serverReport(port, report.slug, token)).feedback, { timeout: 30_000 })
        .toEqual({ feedback: '', rating: 1 });

      // Offline after a reload: the stored report reads with its formatting and its links.
      await untilServiceWorkerControls(page);
      await untilPdfWriterKept(page);
      await env.server.disconnect();
      isCutOff = true;
      await context.setOffline(true);
      await page.reload();
      await ui.title(report.title).waitFor({ timeout: 30_000 });
      await ui.heading(heading).waitFor();
      expect(await ui.link(item.title).first().getAttribute('href')).toBe(item.href);

      // The PDF is built in the browser, offline.
      const [download] = await Promise.all([page.waitForEvent('download'), ui.download.click()]);
      expect(download.suggestedFilename()).toBe(`${report.slug}.pdf`);
      const bytes = new Uint8Array(await downloadedBytes(download));
      expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('%PDF');
      const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
      expect(text.replace(/\s+/g, ' ')).toContain(report.title);

      // Feedback changed offline is queued, then reaches the server once it is back.
      await ui.change.click();
      await ui.star('4 stars').check();
      await ui.comment.fill('Clear and useful');
      await ui.send.click();
      await ui.feedback.getByText('Your rating: 4 stars').waitFor();
      await ui.pending.waitFor();

      // The list offline: what is stored, with a note; the report opens from it, still pending.
      await page.goto(`${env.server.origin()}/careergps-reports`);
      await page.getByText("You're offline. Showing the reports saved on this device.", { exact: true }).waitFor();
      await list.link(report.title).click();
      await ui.title(report.title).waitFor();
      await ui.pending.waitFor();

      await env.server.reconnect();
      isCutOff = false;
      await context.setOffline(false);
      await expect
        .poll(async () => (await serverReport(port, report.slug, token)).feedback, { timeout: 30_000 })
        .toEqual({ feedback: 'Clear and useful', rating: 4 });
      await ui.pending.waitFor({ state: 'detached', timeout: 30_000 });
    } finally {
      await context.close();
      // The next tests need the server even when this one failed while it was cut off.
      if (isCutOff) await env.server.reconnect();
    }
  });

  it('invites a visitor with the link to try CareerGPS, without owner actions', async () => {
    const token = await apiToken(env.server.port, 'localhost', MEMBER);
    const report = await memberReport(token);
    const visitor = await serverReport(env.server.port, report.slug);
    expect(visitor.is_owner).toBe(false);
    // A phone-sized screen: the report fits its width.
    const context = await env.browser.newContext({ viewport: { width: 360, height: 740 } });
    try {
      const page = await openPage(context, `${env.server.origin()}/careergps-report/${report.slug}`);
      const ui = reportPage(page);
      await ui.title(report.title).waitFor({ timeout: 30_000 });
      await ui.tryCareerGps.waitFor();
      expect(await ui.tryCareerGps.getAttribute('href')).toBe('/careergps');
      expect(await ui.download.count()).toBe(0);
      expect(await ui.share.count()).toBe(0);
      expect(await ui.feedback.count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    } finally {
      await context.close();
    }
  });

  it('shows the empty text to a member without reports, and says when a report does not exist', async () => {
    const { context, page } = await signedIn(STUDENT, '/careergps-reports');
    try {
      const list = reportsPage(page);
      await list.heading.waitFor();
      await page.getByText(AGENT_MESSAGES.noReports, { exact: true }).waitFor({ timeout: 30_000 });
      expect(await list.tryCareerGps.getAttribute('href')).toBe('/careergps');
      expect(await list.list.count()).toBe(0);

      await page.goto(`${env.server.origin()}/careergps-report/no-such-report`);
      await page.getByRole('alert').getByText(AGENT_MESSAGES.reportNotFound, { exact: true }).waitFor();
      expect(pathOf(page)).toBe('/careergps-report/no-such-report');
    } finally {
      await context.close();
    }
  });
});
