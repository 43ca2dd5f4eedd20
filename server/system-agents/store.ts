/**
 * The stored side of the agents: the tenant's agents, the latest response per item (written
 * by a run, read by the member and use case lists as `agent_responses` and as a filter), and
 * the run records.
 */
import { and, type Column, desc, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { AgentResponse, SystemAgentEntity, SystemAgentRun } from '../../contract/system-agents';
import type { Db } from '../db/client';
import { inSlot, type Lookup, lookUp, lookup, lookupQuery } from '../db/lookups';
import { integerArray } from '../db/prepared';
import { withTotal } from '../db/with-total';
import { systemAgentResponses, systemAgentRuns, systemAgents } from './schema';

export type SystemAgentRow = typeof systemAgents.$inferSelect;

export async function agentsOf(db: Db, tenantId: number): Promise<SystemAgentRow[]> {
  return db.select().from(systemAgents).where(eq(systemAgents.tenantId, tenantId)).orderBy(systemAgents.id);
}

export async function findAgent(db: Db, tenantId: number, id: number): Promise<SystemAgentRow | null> {
  const [row] = await db
    .select()
    .from(systemAgents)
    .where(and(eq(systemAgents.tenantId, tenantId), eq(systemAgents.id, id)));
  return row ?? null;
}

export interface NewResponse {
  contentId: number;
  verdict: string;
  response: Record<string, unknown>;
}

/** Replaces the agent's responses on these items (the latest run wins). */
export async function saveResponses(
  db: Db,
  agent: SystemAgentRow,
  contentType: SystemAgentEntity,
  items: NewResponse[],
  at: Date,
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insert(systemAgentResponses)
    .values(items.map((item) => ({ tenantId: agent.tenantId, agentId: agent.id, contentType, lastRunAt: at, ...item })))
    .onConflictDoUpdate({
      target: [systemAgentResponses.agentId, systemAgentResponses.contentType, systemAgentResponses.contentId],
      set: {
        verdict: sql`excluded.verdict`,
        response: sql`excluded.response`,
        lastRunAt: sql`excluded.last_run_at`,
      },
    });
}

const responsesQuery = lookupQuery(
  (slot) => sql`select json_agg(json_build_object('contentId', ${systemAgentResponses.contentId},
      'agentId', ${systemAgentResponses.agentId}, 'response', ${systemAgentResponses.response},
      'lastRunAt', ${systemAgentResponses.lastRunAt}) order by ${systemAgentResponses.agentId})
    from ${systemAgentResponses}
    where ${systemAgentResponses.tenantId} = ${slot('tenantId')}
      and ${systemAgentResponses.contentType} = ${slot('contentType')}
      and ${inSlot(systemAgentResponses.contentId, slot)}`,
);

/** Every agent's response on each of the items, by content id, in the order of the agents. */
export function agentResponsesOf(
  tenantId: number,
  contentType: SystemAgentEntity,
  ids: readonly number[],
): Lookup<Map<number, AgentResponse[]>> {
  type Row = { contentId: number; agentId: number; response: Record<string, unknown>; lastRunAt: string };
  return lookup(
    ids.length === 0 ? null : responsesQuery,
    { tenantId, contentType, ids: integerArray(ids) },
    (rows: Row[]) => {
      const byId = new Map<number, AgentResponse[]>();
      for (const row of rows) {
        const list = byId.get(row.contentId) ?? [];
        list.push({
          agent_id: row.agentId,
          response: row.response,
          last_run_at: new Date(row.lastRunAt).toISOString(),
        });
        byId.set(row.contentId, list);
      }
      return byId;
    },
  );
}

/** agentResponsesOf's answer, read on its own. */
export async function responsesOf(
  db: Db,
  tenantId: number,
  contentType: SystemAgentEntity,
  ids: number[],
): Promise<Map<number, AgentResponse[]>> {
  return (await lookUp(db, { responses: agentResponsesOf(tenantId, contentType, ids) })).responses;
}

/** Items (by their id column) the agent judged `verdict`. */
export function judgedAs(
  db: Db,
  filter: { agentId: number | SQL; verdict: string; contentType: SystemAgentEntity },
  idColumn: Column,
): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(systemAgentResponses)
      .where(
        and(
          eq(systemAgentResponses.agentId, filter.agentId),
          eq(systemAgentResponses.contentType, filter.contentType),
          eq(systemAgentResponses.verdict, filter.verdict),
          eq(systemAgentResponses.contentId, idColumn),
        ),
      ),
  );
}

/** Items some agent of the content type has judged, whatever it answered (the admin page's is_audit). */
export function reviewed(db: Db, contentType: SystemAgentEntity, idColumn: Column): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(systemAgentResponses)
      .where(and(eq(systemAgentResponses.contentType, contentType), eq(systemAgentResponses.contentId, idColumn))),
  );
}

/** Items judged `verdict` by the tenant's agent of a type (the admin page's aiUserClass). */
export function judgedByTypeAs(
  db: Db,
  tenantId: number,
  filter: { agentType: SystemAgentRow['agentType']; verdict: string; contentType: SystemAgentEntity },
  idColumn: Column,
): SQL {
  const agentId = db
    .select({ id: systemAgents.id })
    .from(systemAgents)
    .where(and(eq(systemAgents.tenantId, tenantId), eq(systemAgents.agentType, filter.agentType)));
  return judgedAs(db, { ...filter, agentId: sql`(${agentId})` }, idColumn);
}

export type RunRow = typeof systemAgentRuns.$inferSelect;
export type NewRun = typeof systemAgentRuns.$inferInsert;

export async function recordRun(db: Db, run: NewRun): Promise<RunRow> {
  const [row] = await db.insert(systemAgentRuns).values(run).returning();
  if (!row) throw new Error('the run was not recorded');
  return row;
}

export const toRun = (row: RunRow): SystemAgentRun => ({
  id: row.id,
  agent_id: row.agentId,
  content_type: row.contentType,
  content_ids: row.contentIds,
  group_id: row.groupId,
  run_by: row.runBy,
  outcome: row.outcome,
  message: row.message,
  engine: row.engine,
  created_at: row.createdAt.toISOString(),
});

export async function listRuns(
  db: Db,
  tenantId: number,
  agentId: number | undefined,
  page: { limit: number; offset: number },
): Promise<{ data: SystemAgentRun[]; total: number }> {
  const where = and(
    eq(systemAgentRuns.tenantId, tenantId),
    agentId === undefined ? undefined : eq(systemAgentRuns.agentId, agentId),
  );
  const { rows, total } = await withTotal(
    db,
    systemAgentRuns,
    where,
    { limit: page.limit, offset: page.offset },
    db.select().from(systemAgentRuns).where(where).orderBy(desc(systemAgentRuns.createdAt), desc(systemAgentRuns.id)),
  );
  return { data: rows.map(toRun), total };
}
