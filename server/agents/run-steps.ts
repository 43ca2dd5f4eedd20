/**
 * One wizard step of a run (POST /agent-runs/{run}/steps/{step}/): the step must be shown to
 * the run's audience (a visitor's run or a member's) and the input must be of its type; the
 * checked input is kept in the run's answers by step key. report_generation checks access
 * again, writes the report and completes the run; calling it again answers the same report.
 * Every call leaves a log line for staff (ok, invalid, blocked or error, with its duration).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { type AgentStepResult, type StepInput, stepsFor } from '../../contract/agents';
import type { TenantOptions } from '../../contract/tenant';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { NarrativeEngine } from '../guidance/narrative';
import { HttpError, notAuthenticated } from '../http/errors';
import type { MediaStorage } from '../uploads/storage';
import { AgentBlocked, type AgentCaller, checkAgentAccess } from './access';
import { composeReport, insertReport } from './reports';
import { resumeText } from './run-files';
import { agentReports, agentRunLogs, agentRuns, type GuidanceEngineName } from './schema';
import { type AgentRow, type RunRow, toAgents, toRun, toSummaries } from './serialize';
import {
  checkCareerInformation,
  checkChecklist,
  checkCustomForm,
  checkProfileSource,
  parseStepInput,
  type StepContext,
} from './step-checks';

export interface StepDeps {
  db: Db;
  narrative: NarrativeEngine;
  storage: MediaStorage;
}

export interface StepCall {
  tenantId: number;
  options: TenantOptions;
  agent: AgentRow;
  run: RunRow;
  caller: AgentCaller | null;
  stepKey: string;
  raw: unknown;
}

const NOT_IN_RUN = 'This step is not part of this agent.';
const RUN_DONE = 'This run is already complete.';

export async function runStep(deps: StepDeps, call: StepCall): Promise<AgentStepResult> {
  const started = performance.now();
  let engine: GuidanceEngineName | null = null;
  const log = (status: 'ok' | 'invalid' | 'blocked' | 'error', detail: string) =>
    deps.db.insert(agentRunLogs).values({
      tenantId: call.tenantId,
      agentId: call.agent.id,
      runId: call.run.id,
      stepKey: call.stepKey.slice(0, 80),
      userId: call.caller?.userId ?? null,
      beneficiaryId: call.run.beneficiaryId,
      status,
      engine,
      durationMs: Math.round(performance.now() - started),
      detail: detail.slice(0, 240),
    });
  try {
    const result = await applyStep(deps, call, (name) => {
      engine = name;
    });
    await log('ok', result.report ? `report ${result.report.slug}` : '');
    return result;
  } catch (error) {
    if (error instanceof AgentBlocked) await log('blocked', error.code);
    else if (error instanceof HttpError) await log('invalid', JSON.stringify(error.body));
    else await log('error', error instanceof Error ? error.message : 'error');
    throw error;
  }
}

async function applyStep(
  deps: StepDeps,
  call: StepCall,
  usedEngine: (name: GuidanceEngineName) => void,
): Promise<AgentStepResult> {
  const { db } = deps;
  const [agent] = await toAgents(db, [call.agent], true);
  const step = stepsFor(agent!, call.run.userId !== null).find((s) => s.extra_info.id === call.stepKey);
  if (!step) throw new HttpError(400, { detail: NOT_IN_RUN });
  const info = step.extra_info;
  if (call.run.status === 'completed') {
    if (info.type === 'report_generation' && call.run.reportId !== null) return answer(db, call.run, call.agent);
    throw new HttpError(400, { detail: RUN_DONE });
  }
  const input = parseStepInput(info, call.raw);
  const ctx: StepContext = { db, tenantId: call.tenantId, options: call.options, run: call.run, info };
  let stored: StepInput = input;
  const changes: Partial<typeof agentRuns.$inferInsert> = {};
  switch (input.type) {
    case 'registration': {
      const email = input.email.toLowerCase();
      changes.visitorEmail = email;
      changes.registrationStatus = await registrationStatus(db, call.tenantId, call.run.id, email);
      break;
    }
    case 'auth_profile_source':
    case 'unauth_profile_source':
      await checkProfileSource(ctx, input);
      break;
    case 'career_information':
      stored = checkCareerInformation(ctx, input);
      break;
    case 'checklist':
    case 'group_checklist':
      stored = checkChecklist(ctx, input);
      break;
    case 'custom_form':
      stored = await checkCustomForm(ctx, input);
      break;
    case 'report_generation':
      return generate(deps, call, input, info.user_prompt, usedEngine);
    case 'redirect_to_signup':
      break;
  }
  const [run] = await db
    .update(agentRuns)
    .set({ ...changes, answers: { ...call.run.answers, [call.stepKey]: stored }, updatedAt: sql`now()` })
    .where(eq(agentRuns.id, call.run.id))
    .returning();
  return { run: await toRun(db, run!, call.agent), report: null };
}

/** active: an account has this e-mail; previously_used: another run registered it; else new. */
async function registrationStatus(db: Db, tenantId: number, runId: string, email: string) {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.email}) = ${email}`));
  if (account) return 'active' as const;
  const [earlier] = await db
    .select({ id: agentRuns.id })
    .from(agentRuns)
    .where(and(eq(agentRuns.tenantId, tenantId), eq(agentRuns.visitorEmail, email), ne(agentRuns.id, runId)));
  return earlier ? ('previously_used' as const) : ('new' as const);
}

async function generate(
  deps: StepDeps,
  call: StepCall,
  input: StepInput,
  userPrompt: string,
  usedEngine: (name: GuidanceEngineName) => void,
): Promise<AgentStepResult> {
  const { db } = deps;
  const { run } = call;
  if (run.userId === null || run.beneficiaryId === null || !call.caller) throw notAuthenticated();
  await checkAgentAccess(db, call.tenantId, call.agent, call.caller);
  const texts: string[] = [];
  for (const given of Object.values(run.answers)) {
    if (given.type === 'auth_profile_source' && given.source === 'resume' && given.file) {
      texts.push(await resumeText(db, deps.storage, run, given.file));
    }
  }
  const report = {
    tenantId: call.tenantId,
    options: call.options,
    agent: call.agent,
    ownerId: run.beneficiaryId,
    createdBy: run.beneficiaryId === run.userId ? null : run.userId,
    runId: run.id,
    answers: run.answers,
    resumeText: texts.join('\n').trim() || null,
    userPrompt,
  };
  const composed = await composeReport(db, deps.narrative, report);
  usedEngine(composed.engine);
  // Two calls at once (a double click) both write, but only the first to complete the run keeps its report.
  const done = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(agentRuns)
      .set({ status: 'completed', answers: { ...run.answers, [call.stepKey]: input }, updatedAt: sql`now()` })
      .where(and(eq(agentRuns.id, run.id), eq(agentRuns.status, 'active')))
      .returning({ id: agentRuns.id });
    if (!claimed) return null;
    const row = await insertReport(tx, report, composed);
    const [updated] = await tx.update(agentRuns).set({ reportId: row.id }).where(eq(agentRuns.id, run.id)).returning();
    return updated!;
  });
  if (!done) {
    const [current] = await db.select().from(agentRuns).where(eq(agentRuns.id, run.id));
    return answer(db, current!, call.agent);
  }
  return answer(db, done, call.agent);
}

async function answer(db: Db, run: RunRow, agent: AgentRow): Promise<AgentStepResult> {
  const rows =
    run.reportId === null ? [] : await db.select().from(agentReports).where(eq(agentReports.id, run.reportId));
  const [summary] = await toSummaries(db, rows);
  return { run: await toRun(db, run, agent), report: summary ?? null };
}
