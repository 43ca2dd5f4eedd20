/**
 * The worker's agent calls (SyncApi['agents']). Agents are public: read without a token when
 * no one is signed in, and cached in db.agents for offline reading. Runs and steps are online
 * only (a visitor's run id is their capability); a report a step makes lands in
 * db.reportSummaries so the reports list shows it at once.
 */

import * as v from 'valibot';
import { Agent, AgentList, AgentRun, AgentStepResult, AgentUsage, type StepInput } from '../../contract';
import { AGENT_ENDPOINTS } from '../../contract/agent-endpoints';
import { pathOf } from '../../contract/endpoint';
import type { AgentRunResult, AgentStepOutcome, PublicProfileStatus, SyncApi } from '../core/api';
import { callerOptions } from '../core/caller-options';
import type { SyncContext } from '../core/context';
import { getMeta } from '../core/db';
import { getJson, type JsonResult } from '../core/http';
import type { UploadFn } from '../core/upload';
import { blockOf, failedRun, isKnownOffline, offlineRun, stepFieldErrors, stepMessage } from './agent-outcomes';
import { fetchAgentLogs, savePrompt, uploadRunFile } from './agents-staff';

export interface AgentsDeps extends SyncContext {
  upload?: UploadFn;
}

/** A public read; a session that ended meanwhile (refresh refused) reads again as a visitor. */
async function publicGet<T>(deps: AgentsDeps, path: string, schema: v.GenericSchema<unknown, T>) {
  const answer: JsonResult<T> = await getJson(deps.api, path, schema, await callerOptions(deps.db));
  return answer.kind === 'unauthenticated' ? getJson(deps.api, path, schema, { token: null }) : answer;
}

export async function listAgents(deps: AgentsDeps): Promise<'ready' | 'offline' | 'failed'> {
  const answer = await publicGet(deps, pathOf(AGENT_ENDPOINTS.list), AgentList);
  if (answer.kind === 'rejected') return 'failed';
  if (answer.kind !== 'data') return 'offline';
  const seenAt = deps.now();
  const { db } = deps;
  await db.transaction('rw', db.agents, async () => {
    const kept = new Set(answer.data.data.map((agent) => agent.slug));
    const stored = await db.agents.toCollection().primaryKeys();
    await db.agents.bulkDelete(stored.filter((slug) => !kept.has(slug)));
    await db.agents.bulkPut(answer.data.data.map((agent) => ({ ...agent, seenAt })));
  });
  return 'ready';
}

export async function fetchAgent(deps: AgentsDeps, slug: string): Promise<PublicProfileStatus> {
  const answer = await publicGet(deps, pathOf(AGENT_ENDPOINTS.bySlug, { slug }), Agent);
  if (answer.kind === 'data') {
    await deps.db.agents.put({ ...answer.data, seenAt: deps.now() });
    return 'ready';
  }
  if (answer.kind === 'rejected' && answer.status === 404) {
    await deps.db.agents.delete(slug);
    return 'missing';
  }
  return 'offline';
}

export async function startRun(deps: AgentsDeps, slug: string, beneficiary?: number | null): Promise<AgentRunResult> {
  if (isKnownOffline()) return offlineRun;
  const outcome = await deps.api.request('POST', pathOf(AGENT_ENDPOINTS.startRun, { slug }), {
    body: beneficiary == null ? {} : { beneficiary },
    idempotencyKey: crypto.randomUUID(),
    ...(await callerOptions(deps.db)),
  });
  if (outcome.kind === 'ok') {
    const run = v.safeParse(AgentRun, outcome.body);
    return run.success ? { ok: true, run: run.output } : failedRun();
  }
  if (outcome.kind === 'transient') return offlineRun;
  if (outcome.kind === 'unauthenticated') return failedRun();
  const blocked = blockOf(outcome.status, outcome.body);
  if (blocked) return { ok: false, kind: 'blocked', ...blocked };
  if (outcome.status === 404) return { ok: false, kind: 'missing', message: outcome.message };
  return failedRun(outcome.message);
}

export async function submitStep(
  deps: AgentsDeps,
  runId: string,
  stepKey: string,
  input: StepInput,
): Promise<AgentStepOutcome> {
  if (isKnownOffline()) return offlineRun;
  const outcome = await deps.api.request('POST', pathOf(AGENT_ENDPOINTS.step, { run: runId, step: stepKey }), {
    body: { input },
    idempotencyKey: crypto.randomUUID(),
    ...(await callerOptions(deps.db)),
  });
  if (outcome.kind === 'ok') {
    const result = v.safeParse(AgentStepResult, outcome.body);
    if (!result.success) return failedRun();
    const { report } = result.output;
    if (report && (await getMeta(deps.db, 'session'))) await deps.db.reportSummaries.put(report);
    return { ok: true, result: result.output };
  }
  if (outcome.kind === 'transient') return offlineRun;
  if (outcome.kind === 'unauthenticated') return failedRun();
  const blocked = blockOf(outcome.status, outcome.body);
  if (blocked) return { ok: false, kind: 'blocked', ...blocked };
  if (outcome.status === 400) {
    const fieldErrors = stepFieldErrors(outcome.body);
    return { ok: false, kind: 'invalid', message: stepMessage(fieldErrors), fieldErrors };
  }
  return failedRun(outcome.message);
}

export async function fetchUsage(deps: AgentsDeps): Promise<AgentUsage | null> {
  if (!(await getMeta(deps.db, 'session'))) return null;
  const answer = await getJson(deps.api, pathOf(AGENT_ENDPOINTS.usage), AgentUsage);
  return answer.kind === 'data' ? answer.data : null;
}

export function createAgents(deps: AgentsDeps): SyncApi['agents'] {
  return {
    list: () => listAgents(deps),
    bySlug: (slug) => fetchAgent(deps, slug),
    startRun: (slug, beneficiary) => startRun(deps, slug, beneficiary),
    submitStep: (runId, stepKey, input) => submitStep(deps, runId, stepKey, input),
    uploadFile: (runId, file, name, onProgress) => uploadRunFile(deps, runId, file, name, onProgress),
    usage: () => fetchUsage(deps),
    savePrompt: (slug, stepId, userPrompt) => savePrompt(deps, slug, stepId, userPrompt),
    logs: (slug, page) => fetchAgentLogs(deps, slug, page),
  };
}
