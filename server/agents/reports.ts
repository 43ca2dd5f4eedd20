/**
 * Writing a report: the guidance engine picks everything (buildCareerReport), the narrative
 * engine only writes the prose around it. An engine failing before its first piece gives the
 * embedded text; failing midway keeps what it wrote.
 */
import { randomBytes } from 'node:crypto';
import type { StepInput } from '../../contract/agents';
import type { TenantOptions } from '../../contract/tenant';
import type { Db, Tx } from '../db/client';
import { type NarrativeEngine, NarrativeError, writeNarrative } from '../guidance/narrative';
import { buildCareerReport } from '../guidance/report';
import type { GuidanceEngineName } from './schema';
import { agentReports } from './schema';
import type { AgentRow, ReportRow } from './serialize';

export interface NewReport {
  tenantId: number;
  options: TenantOptions;
  agent: AgentRow;
  ownerId: number;
  /** Staff who ran it for the owner. */
  createdBy: number | null;
  runId: string | null;
  answers: Record<string, StepInput>;
  resumeText: string | null;
  /** Staff's user_prompt of the report step ('' for none). */
  userPrompt: string;
}

/** A random, unguessable report slug (22 base64url characters). */
export const randomToken = () => randomBytes(16).toString('base64url');

export async function composeReport(
  db: Db,
  narrative: NarrativeEngine,
  input: NewReport,
): Promise<{ title: string; message: string; sections: ReportRow['sections']; engine: GuidanceEngineName }> {
  const draft = await buildCareerReport(db, {
    tenantId: input.tenantId,
    userId: input.ownerId,
    options: input.options,
    answers: input.answers,
    resumeText: input.resumeText,
    agentName: input.agent.name,
  });
  const system = input.userPrompt.trim() ? `${draft.system}\n\n${input.userPrompt.trim()}` : draft.system;
  let message: string;
  let engine: GuidanceEngineName = narrative.name;
  try {
    message = await writeNarrative(narrative, {
      kind: 'report',
      system,
      context: draft.context,
      question: 'Write the career report.',
      history: [],
      fallback: draft.fallback,
    });
  } catch (error) {
    if (!(error instanceof NarrativeError)) throw error;
    message = error.partial.trim() ? error.partial : draft.fallback;
    if (!error.partial.trim()) engine = 'embedded';
  }
  if (!message.trim()) {
    message = draft.fallback;
    engine = 'embedded';
  }
  return { title: draft.title, message, sections: draft.sections, engine };
}

export async function insertReport(
  db: Db | Tx,
  input: NewReport,
  composed: Awaited<ReturnType<typeof composeReport>>,
): Promise<ReportRow> {
  const [row] = await db
    .insert(agentReports)
    .values({
      tenantId: input.tenantId,
      slug: randomToken(),
      agentId: input.agent.id,
      userId: input.ownerId,
      createdBy: input.createdBy,
      runId: input.runId,
      title: composed.title,
      message: composed.message,
      sections: composed.sections,
      engine: composed.engine,
    })
    .returning();
  return row!;
}
