/** Agents, runs, reports and log lines as the API shows them (contract/agents.ts). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  Agent,
  AgentLog,
  AgentReport,
  AgentReportSummary,
  AgentRun,
  AgentUser,
  ReportFeedback,
} from '../../contract/agents';
import type { Reader } from '../db/client';
import { users } from '../db/schema';
import { agentReports, type agentRunLogs, type agentRuns, agentSteps, agents } from './schema';

export type AgentRow = typeof agents.$inferSelect;
export type RunRow = typeof agentRuns.$inferSelect;
export type ReportRow = typeof agentReports.$inferSelect;
export type LogRow = typeof agentRunLogs.$inferSelect;

/** Users by id as AgentUser (unknown ids are left out). */
export async function agentUsers(db: Reader, ids: ReadonlyArray<number | null>): Promise<Map<number, AgentUser>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName, slug: users.nameSlug })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(
    rows.map((row) => [row.id, { id: row.id, name: `${row.first} ${row.last}`.trim(), name_slug: row.slug }]),
  );
}

/** Agents with their steps; staff's prompts are shown to staff only. */
export async function toAgents(db: Reader, rows: AgentRow[], isStaff: boolean): Promise<Agent[]> {
  if (rows.length === 0) return [];
  const steps = await db
    .select()
    .from(agentSteps)
    .where(
      inArray(
        agentSteps.agentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(agentSteps.position), asc(agentSteps.id));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name_slug: row.slug,
    name: row.name,
    description: row.description,
    agent_type: row.agentType,
    can_chat: row.canChat,
    is_premium: row.isPremium,
    image_path: row.imagePath,
    extra_info: { prompts: row.prompts },
    steps: steps
      .filter((s) => s.agentId === row.id)
      .map((s) => ({
        id: s.id,
        order: s.position,
        extra_info: { ...s.extraInfo, user_prompt: isStaff ? s.extraInfo.user_prompt : '' },
      })),
  }));
}

export async function toRun(db: Reader, run: RunRow, agent: AgentRow): Promise<AgentRun> {
  const people = await agentUsers(db, [run.beneficiaryId]);
  // jsonb does not keep key order: completed steps follow the agent's step order.
  const keys = await db
    .select({ key: agentSteps.key })
    .from(agentSteps)
    .where(eq(agentSteps.agentId, agent.id))
    .orderBy(asc(agentSteps.position));
  let reportSlug: string | null = null;
  if (run.reportId !== null) {
    const [report] = await db
      .select({ slug: agentReports.slug })
      .from(agentReports)
      .where(eq(agentReports.id, run.reportId));
    reportSlug = report?.slug ?? null;
  }
  return {
    id: run.id,
    agent: agent.slug,
    status: run.status,
    beneficiary: run.beneficiaryId === null ? null : (people.get(run.beneficiaryId) ?? null),
    completed_steps: keys.map((row) => row.key).filter((key) => key in run.answers),
    registration_status: run.registrationStatus,
    report_slug: reportSlug,
  };
}

/** Report rows with their agent's name and slug and their owner. */
export async function toSummaries(db: Reader, rows: ReportRow[]): Promise<AgentReportSummary[]> {
  if (rows.length === 0) return [];
  const agentRows = await db
    .select({ id: agents.id, name: agents.name, slug: agents.slug })
    .from(agents)
    .where(
      inArray(
        agents.id,
        rows.map((row) => row.agentId),
      ),
    );
  const byId = new Map(agentRows.map((row) => [row.id, row]));
  const people = await agentUsers(
    db,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    agent_name: byId.get(row.agentId)?.name ?? '',
    agent_slug: byId.get(row.agentId)?.slug ?? '',
    created_at: row.createdAt.toISOString(),
    user: people.get(row.userId) ?? { id: row.userId, name: '', name_slug: '' },
  }));
}

export async function toReport(
  db: Reader,
  row: ReportRow,
  callerId: number | null,
  feedback: ReportFeedback | null,
): Promise<AgentReport> {
  const [summary] = await toSummaries(db, [row]);
  return {
    ...summary!,
    output_data: { message: row.message, sections: row.sections, engine: row.engine },
    is_owner: callerId !== null && callerId === row.userId,
    feedback,
  };
}

export async function toLogs(db: Reader, rows: LogRow[]): Promise<AgentLog[]> {
  const people = await agentUsers(
    db,
    rows.flatMap((row) => [row.userId, row.beneficiaryId]),
  );
  const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
  return rows.map((row) => ({
    id: row.id,
    run_id: row.runId,
    step: row.stepKey,
    user: person(row.userId),
    beneficiary: person(row.beneficiaryId),
    status: row.status,
    engine: row.engine,
    duration_ms: row.durationMs,
    detail: row.detail,
    created_at: row.createdAt.toISOString(),
  }));
}

/** One agent of the tenant by slug, or null. */
export async function agentBySlug(db: Reader, tenantId: number, slug: string): Promise<AgentRow | null> {
  const [row] = await db
    .select()
    .from(agents)
    .where(and(eq(agents.tenantId, tenantId), eq(agents.slug, slug)));
  return row ?? null;
}
