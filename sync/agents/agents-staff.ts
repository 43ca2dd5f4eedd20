/**
 * The rest of the worker's agent calls: a run's file upload (visitors too, so without a
 * token when no one is signed in), and staff's prompt edit and logs.
 */

import * as v from 'valibot';
import { AGENT_LOGS_PAGE_SIZE, Agent, AgentLogPage, firstErrorMessage, MESSAGES, UploadedFile } from '../../contract';
import { AGENT_ENDPOINTS } from '../../contract/agent-endpoints';
import { pathOf } from '../../contract/endpoint';
import type { AgentFileResult, AgentLogPageResult, ModerationResult } from '../core/api';
import { callerOptions } from '../core/caller-options';
import { getMeta } from '../core/db';
import { classify, getJson, type Outcome } from '../core/http';
import { sendMultipart } from '../core/upload';
import { isKnownOffline } from './agent-outcomes';
import type { AgentsDeps } from './agents';

async function postForm(
  deps: AgentsDeps,
  path: string,
  form: FormData,
  options: { idempotencyKey: string; onProgress: (sent: number) => void },
): Promise<Outcome> {
  if (await getMeta(deps.db, 'session')) return sendMultipart(deps, path, form, options);
  if (!deps.upload) return { kind: 'transient', status: null, isUnreachable: true };
  return classify(await deps.upload({ path, form, token: null, ...options }));
}

export async function uploadRunFile(
  deps: AgentsDeps,
  runId: string,
  file: Blob,
  name: string,
  onProgress?: (fraction: number) => void,
): Promise<AgentFileResult> {
  if (isKnownOffline()) return { ok: false, message: MESSAGES.youAreOffline };
  const form = new FormData();
  form.append('file', file, name);
  const size = file.size || 1;
  const outcome = await postForm(deps, pathOf(AGENT_ENDPOINTS.runFile, { run: runId }), form, {
    idempotencyKey: crypto.randomUUID(),
    onProgress: (sent) => void onProgress?.(Math.min(1, sent / size)),
  });
  if (outcome.kind === 'ok') {
    const parsed = v.safeParse(UploadedFile, outcome.body);
    if (!parsed.success) return { ok: false, message: MESSAGES.couldNotComplete };
    void onProgress?.(1);
    return { ok: true, file: parsed.output };
  }
  if (outcome.kind === 'rejected') return { ok: false, message: firstErrorMessage(outcome.body, outcome.message) };
  if (outcome.kind === 'transient' && outcome.isUnreachable) return { ok: false, message: MESSAGES.youAreOffline };
  return { ok: false, message: MESSAGES.couldNotComplete };
}

/** Staff: PATCH a step's prompt; the agent the server answers replaces the cached one. */
export async function savePrompt(
  deps: AgentsDeps,
  slug: string,
  stepId: number,
  userPrompt: string,
): Promise<ModerationResult> {
  const outcome = await deps.api.request('PATCH', pathOf(AGENT_ENDPOINTS.stepPrompt, { slug, id: stepId }), {
    body: { user_prompt: userPrompt },
    idempotencyKey: crypto.randomUUID(),
  });
  if (outcome.kind === 'ok') {
    const agent = v.safeParse(Agent, outcome.body);
    if (!agent.success) return { ok: false, message: MESSAGES.couldNotComplete };
    await deps.db.agents.put({ ...agent.output, seenAt: deps.now() });
    return { ok: true };
  }
  if (outcome.kind === 'rejected') return { ok: false, message: outcome.message };
  if (outcome.kind === 'transient' && outcome.isUnreachable) return { ok: false, message: MESSAGES.youAreOffline };
  return { ok: false, message: MESSAGES.couldNotComplete };
}

/** Staff: one page of an agent's logs, answered and not stored. */
export async function fetchAgentLogs(deps: AgentsDeps, slug: string, page: number): Promise<AgentLogPageResult> {
  const path = `${pathOf(AGENT_ENDPOINTS.logs, { slug })}?page=${page}&page_size=${AGENT_LOGS_PAGE_SIZE}`;
  const answer = await getJson(deps.api, path, AgentLogPage, await callerOptions(deps.db));
  if (answer.kind === 'data') {
    const { data, pagination } = answer.data;
    return { kind: 'done', items: data, count: pagination.count, next: pagination.next };
  }
  if (answer.kind === 'rejected') return { kind: 'failed', message: answer.message };
  if (answer.kind === 'unauthenticated') return { kind: 'failed', message: MESSAGES.couldNotComplete };
  return { kind: 'offline' };
}
