/**
 * Starting a run and finding one. A run's id is a random token: a visitor's run is open to
 * whoever holds it (their capability); a member's run only to that member (staff running for
 * someone else own the run, the beneficiary owns the report).
 */
import { and, eq } from 'drizzle-orm';
import { AGENT_MESSAGES, type AgentRun } from '../../contract/agents';
import { ID_MESSAGES } from '../../contract/ids';
import { MESSAGES } from '../../contract/messages';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { AgentBlocked, type AgentCaller, checkAgentAccess } from './access';
import { randomToken } from './reports';
import { agentRunLogs, agentRuns } from './schema';
import { type AgentRow, type RunRow, toRun } from './serialize';

export async function loadRun(db: Db, tenantId: number, runId: string, caller: AgentCaller | null): Promise<RunRow> {
  const [run] = await db
    .select()
    .from(agentRuns)
    .where(and(eq(agentRuns.id, runId), eq(agentRuns.tenantId, tenantId)));
  if (!run) throw notFound();
  if (run.userId !== null && run.userId !== caller?.userId) throw notFound();
  return run;
}

export async function startRun(
  db: Db,
  tenantId: number,
  agent: AgentRow,
  caller: AgentCaller | null,
  beneficiary: number | null,
): Promise<AgentRun> {
  const started = performance.now();
  const refuse = async (error: HttpError, detail: string) => {
    await db.insert(agentRunLogs).values({
      tenantId,
      agentId: agent.id,
      runId: '',
      stepKey: 'start',
      userId: caller?.userId ?? null,
      beneficiaryId: beneficiary,
      status: 'blocked',
      durationMs: Math.round(performance.now() - started),
      detail,
    });
    return error;
  };
  if (beneficiary !== null && beneficiary !== caller?.userId) {
    if (!caller?.isStaff) throw await refuse(new HttpError(403, { detail: AGENT_MESSAGES.staffOnly }), 'staff_only');
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, beneficiary), eq(users.tenantId, tenantId)));
    if (!user) throw new HttpError(400, { beneficiary: [ID_MESSAGES.doesNotExist(beneficiary)] });
  }
  try {
    await checkAgentAccess(db, tenantId, agent, caller);
  } catch (error) {
    if (error instanceof AgentBlocked) throw await refuse(error, error.code);
    throw error;
  }
  const [run] = await db
    .insert(agentRuns)
    .values({
      id: randomToken(),
      tenantId,
      agentId: agent.id,
      userId: caller?.userId ?? null,
      beneficiaryId: beneficiary ?? caller?.userId ?? null,
    })
    .returning();
  return toRun(db, run!, agent);
}

export const agentNotFound = () => notFound(AGENT_MESSAGES.notFound);
export const staffOnly = () => new HttpError(403, { detail: AGENT_MESSAGES.staffOnly });
export const signInRequired = () => new HttpError(401, { detail: MESSAGES.notAuthenticated });
