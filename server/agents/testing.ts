/**
 * Test support for the agent tests: calls of the agent endpoints through the real app, and a whole
 * CareerGPS pass of a member with valid answers. Not a test itself.
 */

import { AGENT_ENDPOINTS } from '../../contract/agent-endpoints';
import type { AgentRun, AgentStepResult, StepInput } from '../../contract/agents';
import { pathOf } from '../../contract/endpoint';
import type { UploadedFile } from '../../contract/profile';
import type { TestApi } from '../testing';

export type Refusal = Record<string, string | string[]> & { detail?: string; code?: string };

export interface Who {
  token?: string | undefined;
  host?: string | undefined;
}

/** Agent calls through `app` (the test API's own by default: another app may share its database). */
export function agentCalls(api: TestApi, app: TestApi['app'] = api.app) {
  async function call<T>(method: string, path: string, who: Who, body?: unknown) {
    const headers: Record<string, string> = { Host: who.host ?? 'localhost:8080', 'Content-Type': 'application/json' };
    if (who.token) headers['Authorization'] = `Bearer ${who.token}`;
    const res = await app.request(path, { method, headers, body: JSON.stringify(body ?? {}) });
    const text = await res.text();
    return { status: res.status, body: JSON.parse(text) as T, text };
  }
  const start = (slug: string, who: Who = {}, body: unknown = {}) =>
    call<AgentRun & Refusal>('POST', pathOf(AGENT_ENDPOINTS.startRun, { slug }), who, body);
  const step = (runId: string, key: string, input: unknown, who: Who = {}) =>
    call<AgentStepResult & Refusal>('POST', pathOf(AGENT_ENDPOINTS.step, { run: runId, step: key }), who, { input });

  async function upload(runId: string, bytes: Uint8Array, name: string, who: Who = {}, purpose = 'resume') {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], name));
    form.append('purpose', purpose);
    const headers: Record<string, string> = { Host: who.host ?? 'localhost:8080' };
    if (who.token) headers['Authorization'] = `Bearer ${who.token}`;
    const res = await app.request(pathOf(AGENT_ENDPOINTS.runFile, { run: runId }), {
      method: 'POST',
      headers,
      body: form,
    });
    return { status: res.status, body: (await res.json()) as UploadedFile & Refusal };
  }

  /** A member's valid answers to CareerGPS's signed-in steps, in order. */
  const careerGpsAnswers: Array<[string, StepInput]> = [
    ['profile-source', { type: 'auth_profile_source', source: 'linkedin', linkedin_url: 'https://linkedin.com/in/x' }],
    [
      'career-information',
      {
        type: 'career_information',
        career_stage: 4,
        reason_to_join: [1],
        professional_field: 2,
        is_field_unsure: false,
      },
    ],
    ['what-matters', { type: 'group_checklist', values: ['remote-work', 'learning-new-skills'] }],
    ['your-goals', { type: 'custom_form', answers: { dream_role: 'Data analyst', hours: '2-to-5' } }],
  ];

  /** Answers every CareerGPS step before the report; the run is ready for report_generation. */
  async function answerCareerGps(runId: string, who: Who) {
    for (const [key, input] of careerGpsAnswers) {
      const res = await step(runId, key, input, who);
      if (res.status !== 200) throw new Error(`step ${key} failed: ${res.status} ${res.text}`);
    }
  }

  /** A whole CareerGPS pass: start, every step, the report. */
  async function fullCareerGps(who: Who, body: unknown = {}) {
    const run = await start('careergps', who, body);
    if (run.status !== 201) throw new Error(`start failed: ${run.status} ${run.text}`);
    await answerCareerGps(run.body.id, who);
    return step(run.body.id, 'report', { type: 'report_generation' }, who);
  }

  return { start, step, upload, answerCareerGps, fullCareerGps };
}
