/**
 * The worker's agents and reports against the real server (real routes, PGlite with the
 * demo seed): agents cached for offline, a whole CareerGPS run to a report, refusals with
 * the server's words, reports kept for offline reading, and report feedback through the outbox.
 */
import { describe, expect, it } from 'vitest';
import { AGENT_MESSAGES, type Agent, MESSAGES, type StepInput } from '../../contract';
import { logout } from '../core/auth';
import { getMeta, setMeta } from '../core/db';
import { createApiClient } from '../core/http';
import { mutateWith, needsAttention } from '../core/outbox';
import { pageCacheKey } from '../core/page-cache';
import { pushOutbox } from '../core/push';
import { realServerFile } from '../testing/real-server';
import { reportFeedback } from './agent-feedback-mutator';
import { createAgents } from './agents';
import { createReports } from './reports';

const { server, device } = realServerFile();
const pdf = () => new Blob(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], { type: 'application/pdf' });

/** The step's key and its first option values, read from the agent the worker stored. */
function step(agent: Agent, key: string) {
  const found = agent.steps.find((item) => item.extra_info.id === key);
  if (!found) throw new Error(`no step ${key}`);
  return found.extra_info;
}

/** The worker on a device whose network is gone (same database). */
function offlineTwin(db: Awaited<ReturnType<typeof device>>['db']) {
  const api = createApiClient({ db, baseUrl: 'http://localhost:8080', fetch: () => Promise.reject(new TypeError()) });
  return { db, api, now: Date.now, random: () => 0.5 };
}

describe('agents over the real server', { timeout: 60_000 }, () => {
  it('lists agents for a visitor into db.agents; a gone agent leaves; 404 deletes', async () => {
    const { db, ctx } = await device(null);
    const agents = createAgents(ctx);
    const stale = { ...(await server().call<Agent>('GET', '/api/v1/agents/slug/careergps/')).body, seenAt: 0 };
    await db.agents.put({ ...stale, slug: 'retired-agent' });
    expect(await agents.list()).toBe('ready');
    const slugs = (await db.agents.toArray()).map((agent) => agent.slug);
    expect(slugs).toEqual(expect.arrayContaining(['careergps', 'interview-coach', 'interest-explorer']));
    expect(slugs).not.toContain('retired-agent');
    expect((await db.agents.get('careergps'))?.seenAt).toBeGreaterThan(0);
    expect(await agents.bySlug('careergps')).toBe('ready');
    await db.agents.put({ ...stale, slug: 'no-such-agent' });
    expect(await agents.bySlug('no-such-agent')).toBe('missing');
    expect(await db.agents.get('no-such-agent')).toBeUndefined();
    // Offline: the cached agents stay readable.
    expect(await createAgents(offlineTwin(db)).bySlug('careergps')).toBe('offline');
    expect((await db.agents.get('careergps'))?.name).toBe('CareerGPS');
  });

  it('surfaces blocked runs with their code and the server message', async () => {
    const visitor = createAgents((await device(null)).ctx);
    expect(await visitor.startRun('interview-coach')).toEqual({
      ok: false,
      kind: 'blocked',
      block: 'sign_in',
      message: AGENT_MESSAGES.signInForPremium,
    });
    const student = createAgents((await device('student@example.org')).ctx);
    expect(await student.startRun('interview-coach')).toEqual({
      ok: false,
      kind: 'blocked',
      block: 'premium',
      message: AGENT_MESSAGES.premiumOnly,
    });
    expect(await student.startRun('no-such-agent')).toMatchObject({ ok: false, kind: 'missing' });
    expect(await student.usage()).toEqual({ used: expect.any(Number), limit: 3 });
    expect(await visitor.usage()).toBeNull();
  });

  it('lets a visitor start a run and upload a resume without a token', async () => {
    const { ctx } = await device(null);
    const agents = createAgents(ctx);
    const run = await agents.startRun('careergps');
    if (!run.ok) throw new Error(run.message);
    const fractions: number[] = [];
    const upload = await agents.uploadFile(run.run.id, pdf(), 'cv.pdf', (fraction) => fractions.push(fraction));
    expect(upload).toMatchObject({ ok: true, file: { id: expect.any(Number), name: 'cv.pdf' } });
    expect(fractions.at(-1)).toBe(1);
    const text = await agents.uploadFile(run.run.id, new Blob(['just text']), 'notes.txt');
    expect(text.ok).toBe(false);
    const refusal = text.ok ? '' : text.message;
    expect(refusal).not.toBe('');
    expect(refusal).not.toBe(MESSAGES.couldNotComplete);
    expect(await agents.submitStep('no-such-run', 'registration', { type: 'report_generation' })).toMatchObject({
      ok: false,
      kind: 'failed',
    });
    const registration = await agents.submitStep(run.run.id, 'registration', {
      type: 'registration',
      email: 'not-an-email',
      first_name: '',
      last_name: 'Lovelace',
      country: 'UK',
    });
    expect(registration).toMatchObject({ ok: false, kind: 'invalid', message: AGENT_MESSAGES.stepFailed });
    if (registration.ok || registration.kind !== 'invalid') return;
    expect(registration.fieldErrors['first_name']).toEqual([AGENT_MESSAGES.required]);
    expect(registration.fieldErrors['email']?.length).toBe(1);
  });

  it('walks CareerGPS to a report: invalid fields surface, the summary and the report are stored', async () => {
    const { db, ctx } = await device('member@example.org');
    const agents = createAgents(ctx);
    const reports = createReports(ctx);
    expect(await agents.bySlug('careergps')).toBe('ready');
    const agent = (await db.agents.get('careergps')) as Agent;
    const started = await agents.startRun('careergps');
    if (!started.ok) throw new Error(started.message);
    const runId = started.run.id;
    const submit = (key: string, input: StepInput) => agents.submitStep(runId, key, input);

    const noUrl = await submit('profile-source', { type: 'auth_profile_source', source: 'linkedin', linkedin_url: '' });
    expect(noUrl).toMatchObject({ kind: 'invalid', fieldErrors: { linkedin_url: [AGENT_MESSAGES.linkedinRequired] } });
    const source = await submit('profile-source', {
      type: 'auth_profile_source',
      source: 'linkedin',
      linkedin_url: 'https://www.linkedin.com/in/someone',
    });
    expect(source.ok).toBe(true);
    const career = await submit('career-information', {
      type: 'career_information',
      career_stage: 1,
      reason_to_join: [1],
      professional_field: null,
      is_field_unsure: true,
    });
    expect(career.ok).toBe(true);
    const matters = step(agent, 'what-matters');
    const none = await submit('what-matters', { type: 'group_checklist', values: [] });
    expect(none).toMatchObject({ kind: 'invalid', fieldErrors: { values: [AGENT_MESSAGES.selectOne] } });
    const firstOption = matters.groups[0]?.options[0]?.value ?? '';
    expect((await submit('what-matters', { type: 'group_checklist', values: [firstOption] })).ok).toBe(true);
    const goals = step(agent, 'your-goals');
    const empty = await submit('your-goals', { type: 'custom_form', answers: {} });
    expect(empty).toMatchObject({ kind: 'invalid', fieldErrors: { dream_role: [AGENT_MESSAGES.required] } });
    const hours = goals.questions.find((question) => question.id === 'hours')?.options[0]?.value ?? '';
    const answered = await submit('your-goals', {
      type: 'custom_form',
      answers: { dream_role: 'Data analyst', hours },
    });
    expect(answered.ok).toBe(true);

    const report = await submit('report', { type: 'report_generation' });
    if (!report.ok) throw new Error(report.message);
    const summary = report.result.report;
    expect(summary).toMatchObject({ slug: expect.any(String), agent_slug: 'careergps' });
    if (!summary) return;
    expect(await db.reportSummaries.get(summary.slug)).toEqual(summary);

    // The list: page 1 replaces the stored first page (a report gone on the server leaves).
    await db.reportSummaries.put({ ...summary, slug: 'deleted-on-server', created_at: '2999-01-01T00:00:00Z' });
    const listed = await reports.list(1);
    expect(listed).toMatchObject({ kind: 'done', count: expect.any(Number) });
    if (listed.kind !== 'done') return;
    expect(listed.slugs[0]).toBe(summary.slug);
    // The page's order is stored where the list screen reads it.
    expect((await db.onlineCache.get(pageCacheKey('reportsPage', { page: 1 })))?.value).toEqual({
      slugs: listed.slugs,
      count: listed.count,
    });
    expect(await db.reportSummaries.get('deleted-on-server')).toBeUndefined();

    // The whole report, stored to read offline.
    const before = Date.now();
    expect(await reports.bySlug(summary.slug)).toBe('ready');
    const stored = await db.agentReports.get(summary.slug);
    expect(stored).toMatchObject({ slug: summary.slug, is_owner: true, feedback: null });
    expect(stored?.openedAt).toBeGreaterThanOrEqual(before);
    expect(stored?.output_data.message.length).toBeGreaterThan(0);
    expect(await createReports(offlineTwin(db)).bySlug(summary.slug)).toBe('offline');
    expect((await db.agentReports.get(summary.slug))?.output_data).toEqual(stored?.output_data);
    expect(await reports.bySlug('no-such-report')).toBe('missing');

    // Feedback: shown at once, pushed, and on the server.
    await mutateWith(db, reportFeedback, { response_id: summary.id, feedback: 'Very useful', rating: 4 });
    expect((await db.agentReports.get(summary.slug))?.feedback).toEqual({ feedback: 'Very useful', rating: 4 });
    expect(await pushOutbox(ctx)).toEqual({ kind: 'done' });
    expect(await needsAttention(db)).toEqual([]);
    const token = (await server().login('member@example.org')).access;
    const onServer = await server().call<{ feedback: unknown }>('GET', `/api/v1/agent-reports/slug/${summary.slug}/`, {
      token,
    });
    expect(onServer.body.feedback).toEqual({ feedback: 'Very useful', rating: 4 });

    // Someone else's feedback on it is refused and reverts on their device.
    const other = await device('student@example.org');
    expect(await createReports(other.ctx).bySlug(summary.slug)).toBe('ready');
    expect((await other.db.agentReports.get(summary.slug))?.is_owner).toBe(false);
    await mutateWith(other.db, reportFeedback, { response_id: summary.id, feedback: 'Not mine', rating: 2 });
    await pushOutbox(other.ctx);
    expect((await other.db.agentReports.get(summary.slug))?.feedback).toBeNull();
    expect(await needsAttention(other.db)).toHaveLength(1);
  });

  it('gives staff the prompt edit, logs and unlimited usage; others are refused', async () => {
    const { db, ctx } = await device('admin@example.org');
    const agents = createAgents(ctx);
    expect(await agents.usage()).toEqual({ used: expect.any(Number), limit: null });
    expect(await agents.bySlug('careergps')).toBe('ready');
    const first = (await db.agents.get('careergps'))?.steps[0];
    if (!first) throw new Error('no steps');
    expect(await agents.savePrompt('careergps', first.id, 'Be brief and kind.')).toEqual({ ok: true });
    const saved = (await db.agents.get('careergps'))?.steps.find((item) => item.id === first.id);
    expect(saved?.extra_info.user_prompt).toBe('Be brief and kind.');
    expect(await agents.logs('careergps', 1)).toMatchObject({ kind: 'done', count: expect.any(Number) });

    const member = createAgents((await device('member@example.org')).ctx);
    expect(await member.savePrompt('careergps', first.id, 'Nope')).toEqual({
      ok: false,
      message: AGENT_MESSAGES.staffOnly,
    });
    expect(await member.logs('careergps', 1)).toEqual({ kind: 'failed', message: AGENT_MESSAGES.staffOnly });
  });

  it("clears the member's reports, exchanges and drafts on logout; agents stay", async () => {
    const { db, ctx } = await device('member@example.org');
    expect(await createAgents(ctx).list()).toBe('ready');
    const listed = await createReports(ctx).list(1);
    if (listed.kind !== 'done' || !listed.slugs[0]) throw new Error('no seeded report');
    expect(await createReports(ctx).bySlug(listed.slugs[0])).toBe('ready');
    await setMeta(db, 'amaDraft', 'half a question');
    await setMeta(db, 'agentWizards', {
      careergps: { runId: null, stepIndex: 1, values: {}, beneficiary: null, updatedAt: 0 },
    });
    await logout({ db, api: ctx.api, onSessionChanged: () => undefined });
    expect(await db.reportSummaries.count()).toBe(0);
    expect(await db.agentReports.count()).toBe(0);
    expect(await db.amaChats.count()).toBe(0);
    expect(await getMeta(db, 'amaDraft')).toBeUndefined();
    expect(await getMeta(db, 'agentWizards')).toBeUndefined();
    expect(await db.agents.count()).toBeGreaterThan(0);
  });
});
