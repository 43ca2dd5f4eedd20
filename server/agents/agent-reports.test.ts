/**
 * Agent reports over a real PGlite and the real app: a report made by report_generation holds
 * what the guidance engine built (buildCareerReport), calling the step again answers the same
 * report, the owner's list and paging, the shared link for visitors and other tenants, and
 * owner-only feedback that replaces itself.
 */

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_ENDPOINTS, AGENT_REPORT_ENDPOINTS } from '../../contract/agent-endpoints';
import { AGENT_MESSAGES, type AgentReport, type AgentReportSummary } from '../../contract/agents';
import { pathOf } from '../../contract/endpoint';
import type { Paged } from '../../contract/paging';
import { createApp } from '../app';
import { textPdf } from '../db/seed-pdf';
import { createLlmNarrative } from '../guidance/llm';
import { buildCareerReport } from '../guidance/report';
import { createLogger } from '../logger';
import { newMember } from '../profiles/testing';
import { CAMPUS_HOST, createTestApi, type TestApi } from '../testing';
import { startLlmStandIn } from '../testing-llm';
import { agentRuns, reportFeedback } from './schema';
import { agentCalls } from './testing';

let api: TestApi;
let calls: ReturnType<typeof agentCalls>;
let member: string;
let report: AgentReportSummary;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 2, draftJobCount: 0, campusJobCount: 0, jobDemo: false });
  calls = agentCalls(api);
  member = (await api.login('member@example.org')).access;
});
afterAll(() => api?.close());

const list = (token: string, query = '') =>
  api.call<Paged<AgentReportSummary>>('GET', `${pathOf(AGENT_REPORT_ENDPOINTS.list)}${query}`, { token });
const read = (slug: string, token?: string, host?: string) =>
  api.call<AgentReport & { detail?: string }>('GET', pathOf(AGENT_REPORT_ENDPOINTS.bySlug, { slug }), {
    ...(token ? { token } : {}),
    ...(host ? { host } : {}),
  });

describe('report_generation', () => {
  it('member@ has the seeded demo report; admin@ none', async () => {
    const seeded = await list(member);
    expect(seeded.status).toBe(200);
    expect(seeded.body.pagination.count).toBe(1);
    expect(seeded.body.data[0]).toMatchObject({ agent_slug: 'careergps', agent_name: 'CareerGPS' });
    const admin = (await api.login('admin@example.org')).access;
    expect((await list(admin)).body.data).toEqual([]);
    expect((await api.call('GET', pathOf(AGENT_REPORT_ENDPOINTS.list))).status).toBe(401);
  });

  it('stores what buildCareerReport built, and answers the same report when called again', async () => {
    const done = await calls.fullCareerGps({ token: member });
    expect(done.status).toBe(200);
    expect(done.body.run).toMatchObject({ status: 'completed', report_slug: done.body.report!.slug });
    report = done.body.report!;
    expect(report.slug).toMatch(/^[A-Za-z0-9_-]{22,}$/);

    const again = await calls.step(done.body.run.id, 'report', { type: 'report_generation' }, { token: member });
    expect(again.status).toBe(200);
    expect(again.body.report?.slug).toBe(report.slug);
    expect(
      (await calls.step(done.body.run.id, 'what-matters', { type: 'group_checklist', values: [] }, { token: member }))
        .status,
    ).toBe(400);

    const [run] = await api.database.db.select().from(agentRuns).where(eq(agentRuns.id, done.body.run.id));
    const tenant = await api.deps.tenants.byHost('localhost');
    const { report: _step, ...answers } = run!.answers;
    const draft = await buildCareerReport(api.database.db, {
      tenantId: tenant!.id,
      userId: report.user.id,
      options: tenant!.options,
      answers,
      resumeText: null,
      agentName: 'CareerGPS',
    });
    const shown = await read(report.slug, member);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ title: draft.title, is_owner: true, feedback: null });
    expect(shown.body.output_data).toEqual({ message: draft.fallback, sections: draft.sections, engine: 'embedded' });
    expect(draft.sections.target_roles.length).toBeGreaterThan(0);

    const mine = await list(member);
    expect(mine.body.data.map((r) => r.slug)[0]).toBe(report.slug);
    const paged = await list(member, '?page=1&page_size=1');
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.pagination).toMatchObject({ count: 2 });
    expect(paged.body.pagination.next).toContain('page=2');
  });
});

describe('GET /api/v1/agent-reports/slug/{slug}/', () => {
  it('shows a report to a visitor (not the owner) and 404s on another tenant or an unknown slug', async () => {
    const visitor = await read(report.slug);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toMatchObject({ slug: report.slug, is_owner: false, feedback: null });
    const campus = await read(report.slug, undefined, CAMPUS_HOST);
    expect(campus.status).toBe(404);
    expect(campus.body.detail).toBe(AGENT_MESSAGES.reportNotFound);
    expect((await read('no-such-report')).body.detail).toBe(AGENT_MESSAGES.reportNotFound);
  });
});

describe('POST /api/v1/agent-reports/{id}/feedback/', () => {
  it("takes the owner's feedback, replaces it when sent again, and refuses others", async () => {
    const path = pathOf(AGENT_REPORT_ENDPOINTS.feedback, { id: report.id });
    const first = await api.call<AgentReport>('POST', path, {
      token: member,
      body: { response_id: report.id, feedback: '  Useful  ' },
    });
    expect(first.status).toBe(200);
    expect(first.body.feedback).toEqual({ feedback: 'Useful', rating: 1 });
    const second = await api.call<AgentReport>('POST', path, {
      token: member,
      body: { response_id: report.id, feedback: 'Very useful', rating: 5 },
    });
    expect(second.body.feedback).toEqual({ feedback: 'Very useful', rating: 5 });
    const rows = await api.database.db.select().from(reportFeedback).where(eq(reportFeedback.reportId, report.id));
    expect(rows).toHaveLength(1);
    expect((await read(report.slug, member)).body.feedback).toEqual({ feedback: 'Very useful', rating: 5 });

    const bad = await api.call('POST', path, {
      token: member,
      body: { response_id: report.id, feedback: 'x', rating: 9 },
    });
    expect(bad.status).toBe(400);
    const student = (await api.login('student@example.org')).access;
    const refused = await api.call('POST', path, { token: student, body: { response_id: report.id, feedback: 'x' } });
    expect(refused.status).toBe(403);
    expect((await api.call('POST', path, { body: { response_id: report.id, feedback: 'x' } })).status).toBe(401);
    const campusMember = (await api.login('member@example.org', CAMPUS_HOST)).access;
    const elsewhere = await api.call('POST', path, {
      token: campusMember,
      host: CAMPUS_HOST,
      body: { response_id: report.id, feedback: 'x' },
    });
    expect(elsewhere.status).toBe(404);
  });
});

describe('a resume as profile source', () => {
  it('gives the report the skills named in the resume (a member with no profile)', async () => {
    const fresh = await newMember(api);
    const who = { token: fresh.token };
    const run = (await calls.start('careergps', who)).body.id;
    const pdf = await textPdf('Resume', ['Fresh Member', 'Skills: Python, SQL, Docker, Kubernetes']);
    const file = await calls.upload(run, pdf, 'resume.pdf', who);
    expect(file.status).toBe(201);
    const source = await calls.step(
      run,
      'profile-source',
      { type: 'auth_profile_source', source: 'resume', file: file.body.id },
      who,
    );
    expect(source.status).toBe(200);
    const done = await calls.step(run, 'report', { type: 'report_generation' }, who);
    expect(done.status).toBe(200);
    const shown = await read(done.body.report!.slug, fresh.token);
    expect(shown.body.output_data.sections?.profile.skills).toEqual(
      expect.arrayContaining(['Python', 'SQL', 'Docker', 'Kubernetes']),
    );
  });
});

describe('with an LLM writing the narrative', () => {
  it("keeps the engine's text, sends staff's step prompt, and falls back to the embedded text when it fails", async () => {
    const llm = await startLlmStandIn();
    try {
      const { app } = createApp({
        db: api.database.db,
        secret: new TextEncoder().encode('test-secret-of-at-least-32-bytes!!'),
        logger: createLogger('silent'),
        narrative: createLlmNarrative({ baseUrl: llm.baseUrl, apiKey: '', model: 'stand-in' }),
      });
      const viaLlm = agentCalls(api, app);
      const admin = (await api.login('admin@example.org')).access;
      const agent = await api.call<{ steps: Array<{ id: number; extra_info: { id: string } }> }>(
        'GET',
        pathOf(AGENT_ENDPOINTS.bySlug, { slug: 'careergps' }),
      );
      const stepId = agent.body.steps.find((step) => step.extra_info.id === 'report')!.id;
      const prompt = 'Mention the weekly learning hours.';
      await api.call('PATCH', pathOf(AGENT_ENDPOINTS.stepPrompt, { slug: 'careergps', id: stepId }), {
        token: admin,
        body: { user_prompt: prompt },
      });

      llm.reply({ type: 'stream', pieces: ['## Your plan', '\n\nStart with SQL.'] });
      const written = await viaLlm.fullCareerGps({ token: admin });
      expect(written.status).toBe(200);
      const shown = await read(written.body.report!.slug, admin);
      expect(shown.body.output_data).toMatchObject({ message: '## Your plan\n\nStart with SQL.', engine: 'llm' });
      const system = llm.requests[0]!.body.messages?.find((message) => message.role === 'system')?.content ?? '';
      expect(system).toContain(prompt);

      llm.reply({ type: 'error', status: 500, message: 'down' });
      const fallback = await viaLlm.fullCareerGps({ token: admin });
      expect(fallback.status).toBe(200);
      const kept = await read(fallback.body.report!.slug, admin);
      expect(kept.body.output_data.engine).toBe('embedded');
      expect(kept.body.output_data.message.length).toBeGreaterThan(40);
    } finally {
      await llm.close();
    }
  });
});
