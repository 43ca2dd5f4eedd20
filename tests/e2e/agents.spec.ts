/**
 * The agent area through the real UI and the real server: a member's CareerGPS run
 * from 'Use my profile' to a report built from their own skills; staff's prompts, logs and
 * runs for a member; an offline wizard that keeps what was typed. Visitors and access
 * blocks: agent-visitors.spec.ts.
 */
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_MESSAGES, type Profile } from '../../contract';
import {
  agentList,
  fillCareerInformation,
  type HoldingProxy,
  infoOf,
  itemApiPath,
  serverAgent,
  serverLogs,
  serverReport,
  startHoldingProxy,
  stepInfos,
  wizard,
} from './support/agent-pages';
import { api, apiToken } from './support/api';
import { untilServiceWorkerControls, WITH_SERVICE_WORKER } from './support/browser';
import { identity } from './support/chat-pages';
import { completeMissingInfo } from './support/connect-pages';
import { signedInDevice } from './support/devices';
import { serverAndBrowser } from './support/env';

const env = serverAndBrowser({ proxied: true });
let proxy: HoldingProxy;
beforeAll(async () => {
  proxy = await startHoldingProxy(env.server.port);
});
afterAll(async () => {
  await proxy.close();
});

const ADMIN = 'admin@example.org';
const MEMBER = 'member@example.org';

async function signedIn(
  email: string,
  path: string,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const token = await apiToken(env.server.port, 'localhost', email);
  await completeMissingInfo(env.server.port, token);
  const { context, page } = await signedInDevice(env.server, env.browser, email, path, options, {
    origin: proxy.origin(),
  });
  return { context, page, token };
}

describe('agent area', () => {
  it('takes a member through CareerGPS with their profile to a report built from their skills', async () => {
    const port = env.server.port;
    const { context, page, token } = await signedIn(MEMBER, '/careergps');
    try {
      const infos = await stepInfos(env.server.port, 'careergps', true, token);
      const ui = wizard(page);
      const list = agentList(page);
      await list.tab('Career assistants').click();
      await page.waitForURL((url) => url.searchParams.get('agent_type') === 'career_assistant');
      await list.start('Interest Explorer').waitFor();
      expect(await list.start('CareerGPS').count()).toBe(0);
      await list.tab('All').click();
      await list.start('CareerGPS').click();
      await page.waitForURL((url) => url.pathname === '/careergps/careergps');

      await ui.step(infoOf(infos, 'profile-source').header_text).waitFor();
      await ui.main.getByText(/^Use my profile/).click();
      await ui.button(infoOf(infos, 'profile-source').next_text).click();

      const career = infoOf(infos, 'career-information');
      await ui.step(career.header_text).waitFor();
      await ui.button(career.next_text).click();
      await ui.text(AGENT_MESSAGES.required).first().waitFor();
      expect(await ui.step(career.header_text).count()).toBe(1);
      await fillCareerInformation(page);
      await ui.button(career.next_text).click();

      const matters = infoOf(infos, 'what-matters');
      await ui.step(matters.header_text).waitFor();
      await ui.button(matters.next_text).click();
      await ui.text(AGENT_MESSAGES.selectOne).waitFor();
      await ui.main.getByRole('checkbox').first().check();
      // A refused call says so and Retry sends the same choices again.
      proxy.refuseOnce(/\/steps\/what-matters\/$/, AGENT_MESSAGES.stepFailed);
      await ui.button(matters.next_text).click();
      await ui.text(AGENT_MESSAGES.stepFailed).waitFor();
      await ui.button(AGENT_MESSAGES.retry).click();

      const goals = infoOf(infos, 'your-goals');
      await ui.step(goals.header_text).waitFor();
      await ui.button(goals.next_text).click();
      await expect.poll(() => ui.text(AGENT_MESSAGES.required).count()).toBe(2);
      await ui.main.getByRole('textbox', { name: /^What is your dream role/ }).fill('Data analyst');
      await ui.main.getByRole('radio', { name: '2 to 5' }).check();
      await ui.button(goals.next_text).click();

      // The report's call is held at the proxy: the loading text shows and Back waits.
      const report = infoOf(infos, 'report');
      await ui.step(report.header_text).waitFor();
      proxy.hold(/\/steps\/report\/$/);
      await ui.button(report.next_text).click();
      await ui.text(report.loading_text).waitFor();
      expect(await ui.button('Back').isDisabled()).toBe(true);
      proxy.release();

      const view = ui.link('View report');
      await view.waitFor({ timeout: 60_000 });
      const href = (await view.getAttribute('href')) ?? '';
      const slug = href.replace('/careergps-report/', '');
      const stored = await serverReport(port, slug, token);
      await ui.main.getByRole('heading', { name: stored.title, exact: true }).waitFor();

      // The report reads the member's own profile: matched skills are theirs; every item exists.
      const profile = await api<Profile>(port, 'localhost', 'GET', '/api/v1/profile/', { token });
      const ownSkills = new Set(profile.body.skills_detailed.map((skill) => skill.name));
      const sections = stored.output_data.sections;
      expect(sections).not.toBeNull();
      const matched = sections?.target_roles.flatMap((role) => role.matched_skills) ?? [];
      expect(matched.length).toBeGreaterThan(0);
      for (const skill of matched) expect(ownSkills.has(skill)).toBe(true);
      const items = sections
        ? [
            ...sections.learning_path,
            ...sections.use_cases,
            ...sections.ai_tools,
            ...sections.circles,
            ...sections.jobs,
            ...sections.people,
          ]
        : [];
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        const res = await api(port, 'localhost', 'GET', itemApiPath(item.href), { token });
        expect(res.status, item.href).toBe(200);
      }

      await view.click();
      await page.waitForURL((url) => url.pathname === `/careergps-report/${slug}`);
      await page.getByRole('heading', { name: stored.title }).first().waitFor();

      // Back on the wizard the finished run waits; Done returns to the agents with this month's usage.
      await page.goBack();
      await ui.button('Done').click();
      await page.waitForURL((url) => url.pathname === '/careergps');
      const usage = await api<{ used: number; limit: number }>(port, 'localhost', 'GET', '/api/v1/agents/usage/', {
        token,
      });
      await page.getByText(`${usage.body.used} of ${usage.body.limit} reports this month`).waitFor();
      expect(await page.getByRole('link', { name: 'My reports' }).getAttribute('href')).toBe('/careergps-reports');
    } finally {
      await context.close();
    }
  });

  it("lets staff edit a step's prompt and read the agent's logs", async () => {
    const port = env.server.port;
    const memberToken = await apiToken(port, 'localhost', MEMBER);
    const member = await identity(port, memberToken);
    const memberName = `${member.profile.first_name} ${member.profile.last_name}`;
    const { context, page, token } = await signedIn(ADMIN, '/careergps/careergps');
    try {
      const infos = await stepInfos(env.server.port, 'careergps', true, token);
      const header = infoOf(infos, 'profile-source').header_text;
      const prompt = `Read the profile source first (${Date.now()}).`;
      await page.getByRole('button', { name: 'Configure prompts', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Configure prompts' });
      await dialog.getByRole('textbox', { name: header }).fill(prompt);
      await dialog.getByRole('button', { name: `Save ${header}`, exact: true }).click();
      await page.getByText(AGENT_MESSAGES.promptSaved, { exact: true }).waitFor();
      const saved = await serverAgent(port, 'careergps', token);
      expect(saved.steps.find((step) => step.extra_info.id === 'profile-source')?.extra_info.user_prompt).toBe(prompt);

      await page.reload();
      await page.getByRole('button', { name: 'Configure prompts', exact: true }).click();
      expect(await dialog.getByRole('textbox', { name: header }).inputValue()).toBe(prompt);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // The member's run from the first test is in the logs.
      expect((await serverLogs(port, 'careergps', token)).some((log) => log.user?.id === member.id)).toBe(true);
      await page.getByRole('button', { name: 'View logs', exact: true }).click();
      const logs = page.getByRole('dialog', { name: 'Agent logs' }).getByRole('table', { name: 'Agent logs' });
      await logs.getByRole('cell', { name: memberName, exact: true }).first().waitFor();
      await page.keyboard.press('Escape');

      // Running the agent for the member: their name shows until cleared.
      await page.getByRole('button', { name: 'Run for a member', exact: true }).click();
      const search = page.getByRole('dialog', { name: 'Run for a member' });
      await search.getByRole('searchbox', { name: 'Search people' }).fill(member.profile.first_name);
      await search.getByRole('button', { name: memberName, exact: true }).click();
      const banner = page.getByText(`Running for ${memberName}`, { exact: true });
      await banner.waitFor();
      const ui = wizard(page);
      await ui.main.getByText('LinkedIn URL', { exact: true }).click();
      await ui.main.getByRole('textbox', { name: 'LinkedIn URL' }).fill('https://www.linkedin.com/in/mateo');
      await ui.button('Next').click();
      await ui.step(infoOf(infos, 'career-information').header_text).waitFor();
      const admin = await identity(port, token);
      const forMember = (await serverLogs(port, 'careergps', token)).filter(
        (log) => log.user?.id === admin.id && log.beneficiary?.id === member.id,
      );
      expect(forMember.length).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Clear', exact: true }).click();
      await banner.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('disables Next offline and keeps what was typed through a reload', async () => {
    const infos = await stepInfos(env.server.port, 'interest-explorer', true);
    const career = infoOf(infos, 'career-information');
    const { context, page } = await signedIn(MEMBER, '/careergps/interest-explorer', WITH_SERVICE_WORKER);
    try {
      const ui = wizard(page);
      await ui.step(career.header_text).waitFor();
      await untilServiceWorkerControls(page);
      const stage = await fillCareerInformation(page);
      await env.server.disconnect();
      await context.setOffline(true);
      await ui.text(AGENT_MESSAGES.offline).waitFor();
      expect(await ui.button(career.next_text).isDisabled()).toBe(true);

      await page.reload();
      await ui.step(career.header_text).waitFor();
      await ui.text(AGENT_MESSAGES.offline).waitFor();
      expect(await ui.field('Career stage').inputValue()).toBe(stage);
      expect(await ui.main.getByRole('group', { name: 'Career goals' }).getByRole('checkbox').first().isChecked()).toBe(
        true,
      );
      expect(await ui.button(career.next_text).isDisabled()).toBe(true);
    } finally {
      await context.setOffline(false);
      await env.server.reconnect();
      await context.close();
    }
  });
});
