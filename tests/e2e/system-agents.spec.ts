/**
 * The system agents through the real UI, worker and server: admin@ runs Review Members on the
 * default organization's pending members (the seed's complete, verified profile and its empty
 * one), sees Authentic and Suspicious, filters by them, reruns the AI enthusiasm ranking for
 * one chosen member; then runs Review Use Cases and reads a grade's reasons. The stored
 * responses and the run records are checked through the API.
 */
import { describe, expect, it } from 'vitest';
import { AGENT_MESSAGES, GROUP_MESSAGES, SYSTEM_AGENT_MESSAGES } from '../../contract';
import { defaultOrganizationId } from './support/admin-members-pages';
import { apiToken } from './support/api';
import { toast } from './support/content-form-pages';
import { memberPage } from './support/content-pages';
import { serverAndBrowser } from './support/env';
import { agentRuns, pendingMembers, pendingUseCases, reviewPanel, systemAgents } from './support/system-agent-pages';

const env = serverAndBrowser();
const LONG = 30_000;
const ADMIN = 'admin@example.org';
const COMPLETE = 'Priya Raman';
const EMPTY = 'Xq Zz';

describe('system agents', () => {
  it('reviews pending members, filters by the verdict and reruns an agent for one member', async () => {
    const token = await apiToken(env.server.port, 'localhost', ADMIN);
    const orgId = await defaultOrganizationId(env.server.port, token);
    const agents = await systemAgents(env.server.port, token, 'member', orgId);
    const review = agents.find((agent) => agent.agent_type === 'registration_approval');
    const ranking = agents.find((agent) => agent.agent_type === 'ai_enthusiasm_ranking');
    if (!review || !ranking) throw new Error('the tenant has no member agents');
    const { page, close } = await memberPage(env, '/admin-dashboard/members', ADMIN, {
      viewport: { width: 1280, height: 900 },
    });
    try {
      await page.getByRole('tab', { name: /^Pending/ }).click();
      const ui = reviewPanel(page, page.getByRole('table', { name: 'Pending members' }));
      await ui.row(COMPLETE).waitFor({ timeout: LONG });
      await ui.row(EMPTY).waitFor();
      expect(await ui.row(COMPLETE).getByText('Not reviewed yet').count()).toBe(1);

      await ui.button('Review Members').click();
      await toast(page, AGENT_MESSAGES.agentRerun).waitFor({ timeout: LONG });
      await ui.row(COMPLETE).getByText('Authentic', { exact: true }).waitFor({ timeout: LONG });
      await ui.row(EMPTY).getByText('Suspicious', { exact: true }).waitFor();

      // The reasons on demand.
      await ui.row(EMPTY).getByText('Why?').click();
      await ui
        .row(EMPTY)
        .getByText(/^Profile nearly empty/)
        .waitFor();

      await ui.filter.selectOption({ label: 'Suspicious' });
      await expect.poll(() => ui.rows.count(), { timeout: LONG }).toBe(1);
      await ui.row(EMPTY).waitFor();
      await ui.filter.selectOption({ label: 'Authentic' });
      await ui.row(COMPLETE).waitFor({ timeout: LONG });
      await expect.poll(() => ui.row(EMPTY).count()).toBe(0);
      await ui.filter.selectOption({ label: 'All responses' });
      await ui.row(EMPTY).waitFor({ timeout: LONG });

      // Rerun one chosen member with the AI enthusiasm ranking.
      await page.getByRole('checkbox', { name: `Select ${COMPLETE}` }).check();
      await ui.agent.selectOption({ label: ranking.name });
      await ui.button('Rerun agent').click();
      await ui.row(COMPLETE).getByText('AI Enthusiast', { exact: true }).waitFor({ timeout: LONG });
      expect(await ui.row(EMPTY).getByText('AI Beginner').count()).toBe(0);

      // is_audit in the address: the members an agent has reviewed, then those none has (none left).
      await page.goto(`${env.server.origin()}/admin-dashboard/members?status=pending&is_audit=true`);
      await ui.row(COMPLETE).waitFor({ timeout: LONG });
      await ui.row(EMPTY).waitFor();
      await page.goto(`${env.server.origin()}/admin-dashboard/members?status=pending&is_audit=false`);
      await page.getByText(GROUP_MESSAGES.noMembers, { exact: true }).waitFor({ timeout: LONG });
      expect(await ui.row(COMPLETE).count()).toBe(0);
    } finally {
      await close();
    }

    const stored = await pendingMembers(env.server.port, token, orgId);
    const complete = stored.find((member) => member.name === COMPLETE);
    const empty = stored.find((member) => member.name === EMPTY);
    expect(
      complete?.agent_responses.map((item) => [
        item.agent_id,
        item.response['decision'] ?? item.response['ai_user_class'],
      ]),
    ).toEqual([
      [review.id, 'accepted'],
      [ranking.id, 'enthusiast'],
    ]);
    expect(empty?.agent_responses.map((item) => item.response['decision'])).toEqual(['rejected']);
    const [rankingRun] = await agentRuns(env.server.port, token, ranking.id);
    expect(rankingRun).toMatchObject({
      content_type: 'member',
      content_ids: [complete?.id],
      group_id: orgId,
      outcome: 'succeeded',
      message: AGENT_MESSAGES.agentRerun,
    });
    const reviewRuns = await agentRuns(env.server.port, token, review.id);
    expect(reviewRuns[0]?.content_ids).toEqual(expect.arrayContaining([complete?.id, empty?.id]));
  });

  it('reviews pending use cases and shows each grade with its reasons', async () => {
    const token = await apiToken(env.server.port, 'localhost', ADMIN);
    const [curation] = await systemAgents(env.server.port, token, 'usecase');
    if (!curation) throw new Error('the tenant has no use case agent');
    const { page, close } = await memberPage(env, '/admin-dashboard/usecases', ADMIN, {
      viewport: { width: 1280, height: 900 },
    });
    try {
      const ui = reviewPanel(page, page.getByRole('table'));
      await ui.row('CV Summaries for Career Advisers').waitFor({ timeout: LONG });
      await ui.button('Review Use Cases').click();
      await toast(page, AGENT_MESSAGES.agentRerun).waitFor({ timeout: LONG });
      await ui.row('CV Summaries for Career Advisers').getByText('High quality').waitFor({ timeout: LONG });
      const thin = ui.row('Use AI for Everything');
      await thin.getByText('Reject', { exact: true }).first().waitFor();
      await thin.getByText('Why?').click();
      await thin.getByText('Description too short (7 characters).').waitFor();

      await ui.filter.selectOption({ label: 'High quality' });
      await expect.poll(() => ui.rows.count(), { timeout: LONG }).toBe(1);
      await ui.row('CV Summaries for Career Advisers').waitFor();

      // Running an agent needs a connection: offline the actions are disabled and say why.
      await page.context().setOffline(true);
      await ui.panel.getByText(SYSTEM_AGENT_MESSAGES.offline).waitFor({ timeout: LONG });
      expect(await ui.button('Review Use Cases').isDisabled()).toBe(true);
      expect(await ui.button('Rerun agent').isDisabled()).toBe(true);
    } finally {
      await close();
    }

    const stored = await pendingUseCases(env.server.port, token);
    const grades = new Map(stored.map((item) => [item.title, item.agent_responses[0]?.response['quality_level']]));
    expect(grades.get('CV Summaries for Career Advisers')).toBe('high');
    expect(grades.get('Use AI for Everything')).toBe('reject');
    const [run] = await agentRuns(env.server.port, token, curation.id);
    expect(run).toMatchObject({ content_type: 'usecase', outcome: 'succeeded', group_id: null });
    expect(run?.content_ids.length).toBe(stored.length);
  });
});
