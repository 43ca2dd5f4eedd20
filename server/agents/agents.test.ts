/**
 * Career agents over a real PGlite and the real app: the seeded agents (public, prompts for
 * staff only), runs and each step's checks with the spec's messages, registration statuses,
 * run files, the profile source threshold, staff's prompt editing and logs, tenant isolation.
 */

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_ENDPOINTS } from '../../contract/agent-endpoints';
import {
  AGENT_MESSAGES,
  type Agent,
  type AgentLog,
  fillMessage,
  PROFILE_SOURCE_THRESHOLD,
  stepsFor,
} from '../../contract/agents';
import { pathOf } from '../../contract/endpoint';
import { MESSAGES } from '../../contract/messages';
import type { Paged } from '../../contract/paging';
import { PROFILE_MESSAGES, UPLOAD_MAX_BYTES } from '../../contract/profile';
import { textPdf } from '../db/seed-pdf';
import { CAMPUS_HOST, createTestApi, type TestApi } from '../testing';
import { agentRuns } from './schema';
import { agentCalls } from './testing';

let api: TestApi;
let calls: ReturnType<typeof agentCalls>;
let member: string;
let admin: string;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 2, draftJobCount: 0, campusJobCount: 0, jobDemo: false });
  calls = agentCalls(api);
  member = (await api.login('member@example.org')).access;
  admin = (await api.login('admin@example.org')).access;
});
afterAll(() => api?.close());

const SLUGS = ['careergps', 'ai-readiness-assessment', 'interest-explorer', 'interview-coach', 'leadership-pathways'];

describe('GET /api/v1/agents/', () => {
  it('lists the five seeded agents to a visitor, in order, without staff prompts', async () => {
    const res = await api.call<{ data: Agent[] }>('GET', pathOf(AGENT_ENDPOINTS.list));
    expect(res.status).toBe(200);
    expect(res.body.data.map((agent) => agent.slug)).toEqual(SLUGS);
    const careergps = res.body.data[0]!;
    expect(careergps).toMatchObject({ name: 'CareerGPS', agent_type: 'careergps', is_premium: false, can_chat: true });
    expect(careergps.extra_info.prompts.length).toBeGreaterThanOrEqual(3);
    expect(careergps.steps.every((step) => step.extra_info.user_prompt === '')).toBe(true);
    expect(stepsFor(careergps, false).map((s) => s.extra_info.id)).toEqual([
      'registration',
      'profile-upload',
      'career-information',
      'signup',
    ]);
    expect(stepsFor(careergps, true).map((s) => s.extra_info.id)).toEqual([
      'profile-source',
      'career-information',
      'what-matters',
      'your-goals',
      'report',
    ]);
    const report = careergps.steps.find((s) => s.extra_info.id === 'report')!.extra_info;
    expect(report).toMatchObject({ next_text: 'Generate report', loading_text: 'Building your career report...' });
  });

  it('filters by agent_type; staff see the prompts', async () => {
    const res = await api.call<{ data: Agent[] }>(
      'GET',
      `${pathOf(AGENT_ENDPOINTS.list)}?agent_type=career_assistant`,
      {
        token: admin,
      },
    );
    expect(res.body.data.map((agent) => agent.slug)).toEqual([
      'ai-readiness-assessment',
      'interest-explorer',
      'interview-coach',
    ]);
    expect(res.body.data[0]!.steps.some((step) => step.extra_info.user_prompt !== '')).toBe(true);
  });

  it('answers one agent by slug, and 404 with the agent message for an unknown one', async () => {
    const one = await api.call<Agent>('GET', pathOf(AGENT_ENDPOINTS.bySlug, { slug: 'interview-coach' }));
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ slug: 'interview-coach', is_premium: true });
    const missing = await api.call<{ detail: string }>('GET', pathOf(AGENT_ENDPOINTS.bySlug, { slug: 'nope' }));
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe(AGENT_MESSAGES.notFound);
  });
});

describe('visitor runs', () => {
  it('starts a run with an unguessable id and walks the visitor steps to the sign-up prompt', async () => {
    const run = await calls.start('careergps');
    expect(run.status).toBe(201);
    expect(run.body.id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(run.body).toMatchObject({ agent: 'careergps', status: 'active', beneficiary: null, completed_steps: [] });
    const id = run.body.id;

    const bad = await calls.step(id, 'registration', {
      type: 'registration',
      email: ' ',
      first_name: '',
      last_name: '',
      country: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      email: [MESSAGES.enterEmail],
      first_name: [AGENT_MESSAGES.required],
      last_name: [AGENT_MESSAGES.required],
      country: [AGENT_MESSAGES.required],
    });
    const invalid = await calls.step(id, 'registration', {
      type: 'registration',
      email: 'not-an-email',
      first_name: 'Vi',
      last_name: 'Sitor',
      country: 'KE',
    });
    expect(invalid.body['email']).toEqual([MESSAGES.invalidEmail]);

    const email = `visitor-${Date.now()}@example.org`;
    const registration = { type: 'registration', email, first_name: 'Vi', last_name: 'Sitor', country: 'KE' };
    const ok = await calls.step(id, 'registration', registration);
    expect(ok.status).toBe(200);
    expect(ok.body.run).toMatchObject({ registration_status: 'new', completed_steps: ['registration'] });

    // A member-only step, or an input of another type, is refused.
    expect((await calls.step(id, 'report', { type: 'report_generation' })).status).toBe(400);
    expect((await calls.step(id, 'profile-upload', { type: 'checklist', values: [] })).status).toBe(400);

    const linkedin = await calls.step(id, 'profile-upload', { type: 'unauth_profile_source', source: 'linkedin' });
    expect(linkedin.body).toEqual({ linkedin_url: [AGENT_MESSAGES.linkedinRequired] });
    const resume = await calls.step(id, 'profile-upload', { type: 'unauth_profile_source', source: 'resume' });
    expect(resume.body).toEqual({ file: [AGENT_MESSAGES.resumeRequired] });
    const profile = await calls.step(id, 'profile-upload', { type: 'unauth_profile_source', source: 'profile' });
    expect(profile.status).toBe(400);

    const pdf = await textPdf('Resume', ['Vi Sitor', 'SQL, Python, Data analysis']);
    const notPdf = await calls.upload(id, new TextEncoder().encode('plain text'), 'cv.pdf');
    expect(notPdf.status).toBe(400);
    expect(notPdf.body.file).toEqual([AGENT_MESSAGES.resumePdfOnly]);
    const uploaded = await calls.upload(id, pdf, 'cv.pdf');
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ mime_type: 'application/pdf', name: 'cv.pdf' });
    const withFile = await calls.step(id, 'profile-upload', {
      type: 'unauth_profile_source',
      source: 'resume',
      file: uploaded.body.id,
    });
    expect(withFile.status).toBe(200);

    const career = await calls.step(id, 'career-information', {
      type: 'career_information',
      career_stage: 999,
      reason_to_join: [],
      professional_field: 999,
      is_field_unsure: true,
    });
    expect(career.body).toEqual({ career_stage: [AGENT_MESSAGES.required], reason_to_join: [AGENT_MESSAGES.required] });
    const careerOk = await calls.step(id, 'career-information', {
      type: 'career_information',
      career_stage: 2,
      reason_to_join: [1, 7],
      professional_field: 999,
      is_field_unsure: true,
    });
    expect(careerOk.status).toBe(200);
    const signup = await calls.step(id, 'signup', { type: 'redirect_to_signup' });
    expect(signup.body.run.completed_steps).toEqual(['registration', 'profile-upload', 'career-information', 'signup']);
    const [stored] = await api.database.db.select().from(agentRuns).where(eq(agentRuns.id, id));
    expect(stored!.answers['career-information']).toMatchObject({ professional_field: null, reason_to_join: [1, 7] });

    // The same e-mail on another run was used before; a member's e-mail is an active account.
    const again = (await calls.start('careergps')).body.id;
    const used = await calls.step(again, 'registration', registration);
    expect(used.body.run.registration_status).toBe('previously_used');
    const active = await calls.step(again, 'registration', { ...registration, email: 'MEMBER@example.org' });
    expect(active.body.run.registration_status).toBe('active');
  });

  it('refuses a resume over 10 MB and files for a completed run; takes a form file', async () => {
    const id = (await calls.start('careergps')).body.id;
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(await textPdf('Resume', ['Too big']));
    const tooBig = await calls.upload(id, big, 'big.pdf');
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.file).toEqual([PROFILE_MESSAGES.resumeTooLarge]);
    const formFile = await calls.upload(id, await textPdf('Certificate', ['x']), 'cert.pdf', {}, 'attachment');
    expect(formFile.status).toBe(201);

    const member = (await api.login('member@example.org')).access;
    const done = await calls.fullCareerGps({ token: member });
    expect(done.status).toBe(200);
    const late = await calls.upload(done.body.run.id, await textPdf('Late', ['x']), 'late.pdf', { token: member });
    expect(late.status).toBe(400);
  });

  it('answers 404 for an unknown run and for a member run used by anyone else', async () => {
    expect((await calls.step('missing-run-id-0000000000', 'registration', {})).status).toBe(404);
    const mine = (await calls.start('careergps', { token: member })).body.id;
    expect((await calls.step(mine, 'what-matters', { type: 'group_checklist', values: ['remote-work'] })).status).toBe(
      404,
    );
    expect(
      (await calls.step(mine, 'what-matters', { type: 'group_checklist', values: ['remote-work'] }, { token: admin }))
        .status,
    ).toBe(404);
  });
});

describe('member steps', () => {
  it('checks checklists and custom forms with the spec messages', async () => {
    const id = (await calls.start('careergps', { token: member })).body.id;
    const who = { token: member };
    for (const values of [[], ['not-an-option']]) {
      const res = await calls.step(id, 'what-matters', { type: 'group_checklist', values }, who);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ values: [AGENT_MESSAGES.selectOne] });
    }
    const form = await calls.step(
      id,
      'your-goals',
      { type: 'custom_form', answers: { dream_role: '  ', work_mode: 'space', certificate: 12345 } },
      who,
    );
    expect(form.status).toBe(400);
    expect(form.body).toEqual({
      dream_role: [AGENT_MESSAGES.required],
      hours: [AGENT_MESSAGES.required],
      work_mode: [AGENT_MESSAGES.selectOne],
      certificate: [AGENT_MESSAGES.required],
    });
    const certificate = await calls.upload(
      id,
      await textPdf('Certificate', ['Certified']),
      'cert.pdf',
      who,
      'attachment',
    );
    expect(certificate.status).toBe(201);
    const ok = await calls.step(
      id,
      'your-goals',
      {
        type: 'custom_form',
        answers: { dream_role: 'UX researcher', hours: '5-to-10', certificate: certificate.body.id },
      },
      who,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.run.completed_steps).toEqual(['your-goals']);
  });

  it('takes the profile as source above the threshold only (newcomer@ has no profile)', async () => {
    const source = { type: 'auth_profile_source', source: 'profile' };
    const mine = (await calls.start('careergps', { token: member })).body.id;
    expect((await calls.step(mine, 'profile-source', source, { token: member })).status).toBe(200);
    const newcomer = (await api.login('newcomer@example.org')).access;
    const theirs = (await calls.start('careergps', { token: newcomer })).body.id;
    const refused = await calls.step(theirs, 'profile-source', source, { token: newcomer });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      source: [fillMessage(AGENT_MESSAGES.profileThreshold, { threshold: PROFILE_SOURCE_THRESHOLD })],
    });
  });
});

describe('staff tools', () => {
  it('lets staff edit a step prompt and read the logs; others get 403', async () => {
    const agent = (await api.call<Agent>('GET', pathOf(AGENT_ENDPOINTS.bySlug, { slug: 'careergps' }))).body;
    const report = agent.steps.find((step) => step.extra_info.id === 'report')!;
    const path = pathOf(AGENT_ENDPOINTS.stepPrompt, { slug: 'careergps', id: report.id });
    const refused = await api.call<{ detail: string }>('PATCH', path, { token: member, body: { user_prompt: 'x' } });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(AGENT_MESSAGES.staffOnly);
    const saved = await api.call<Agent>('PATCH', path, { token: admin, body: { user_prompt: '  Be brief.  ' } });
    expect(saved.status).toBe(200);
    expect(saved.body.steps.find((step) => step.id === report.id)!.extra_info.user_prompt).toBe('Be brief.');

    const logs = await api.call<Paged<AgentLog>>('GET', pathOf(AGENT_ENDPOINTS.logs, { slug: 'careergps' }), {
      token: admin,
    });
    expect(logs.status).toBe(200);
    expect(logs.body.data.length).toBeGreaterThan(0);
    expect(logs.body.data.some((line) => line.status === 'invalid')).toBe(true);
    expect(logs.body.data.some((line) => line.status === 'ok' && line.step === 'registration')).toBe(true);
    expect((await api.call('GET', pathOf(AGENT_ENDPOINTS.logs, { slug: 'careergps' }), { token: member })).status).toBe(
      403,
    );
  });
});

describe('tenant isolation', () => {
  it('a run of localhost is not found on campus.localhost', async () => {
    const id = (await calls.start('careergps')).body.id;
    const res = await calls.step(id, 'signup', { type: 'redirect_to_signup' }, { host: CAMPUS_HOST });
    expect(res.status).toBe(404);
    const campus = await api.call<{ data: Agent[] }>('GET', pathOf(AGENT_ENDPOINTS.list), { host: CAMPUS_HOST });
    expect(campus.body.data.map((agent) => agent.slug)).toEqual(SLUGS);
  });
});
