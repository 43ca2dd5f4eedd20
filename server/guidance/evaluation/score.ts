/**
 * Scores the Ask Anything engine on the evaluation set: each question goes through the same
 * engine function the Ask Anything endpoint calls (draftAnswer) on a seeded in-memory
 * database, as the demo member, and counts as on topic when its answer mentions, links and
 * avoids what the set says, and reads as clean prose.
 */
import { and, eq } from 'drizzle-orm';
import type { GuidanceItem } from '../../../contract/agents';
import type { Db } from '../../db/client';
import { tenants, users } from '../../db/schema';
import { createTestApi } from '../../testing';
import { draftAnswer } from '../answer';
import { EVAL_QUESTIONS, type EvalQuestion } from './questions';

export interface EvalResult {
  question: string;
  isOnTopic: boolean;
  isIntentRight: boolean;
  intent: string;
  problems: string[];
  items: string[];
}

export interface EvalScore {
  total: number;
  onTopic: number;
  /** 0..100 */
  percent: number;
  intentPercent: number;
  results: EvalResult[];
}

const has = (text: string, word: string) => text.toLowerCase().includes(word.toLowerCase());

/** What is wrong with an answer, by the set's expectations (none: on topic). */
export function judge(entry: EvalQuestion, text: string, items: GuidanceItem[]): string[] {
  const problems: string[] = [];
  for (const word of entry.mention ?? []) if (!has(text, word)) problems.push(`does not mention "${word}"`);
  if (entry.nothing) {
    if (items.length) problems.push(`links ${items.length} unrelated items`);
    if (!has(text, 'has nothing on')) problems.push('does not say that nothing matches');
  }
  if (entry.links && !items.some((item) => entry.links?.includes(item.type)))
    problems.push(`links no ${entry.links.join(' or ')}`);
  if (entry.titles && !items.some((item) => entry.titles?.some((title) => has(item.title, title))))
    problems.push(`links none of ${entry.titles.join(', ')}`);
  for (const word of entry.avoid ?? []) {
    if (has(text, word) || items.some((item) => has(item.title, word))) problems.push(`mentions "${word}"`);
  }
  if (/[^.]\.\.(?!\.)|\?\.|!\./.test(text)) problems.push('doubled punctuation');
  if (/<\/?[a-z][^>]*>/i.test(text)) problems.push('HTML in the prose');
  for (const item of items)
    if (item.type === 'ai_tool' && has(item.reason, `build ${item.title}`)) problems.push(`"${item.reason}"`);
  return problems;
}

export async function scoreAnswers(db: Db, tenantId: number, userId: number): Promise<EvalScore> {
  const [tenant] = await db.select({ options: tenants.options }).from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) throw new Error(`no tenant ${tenantId}`);
  const results: EvalResult[] = [];
  for (const entry of EVAL_QUESTIONS) {
    const draft = await draftAnswer(db, {
      tenantId,
      userId,
      options: tenant.options,
      question: entry.question,
      history: [],
      agentName: null,
    });
    const problems = judge(entry, draft.fallback, draft.items);
    results.push({
      question: entry.question,
      isOnTopic: problems.length === 0,
      isIntentRight: draft.intent === entry.intent,
      intent: draft.intent,
      problems,
      items: draft.items.map((item) => `${item.type}: ${item.title}`),
    });
  }
  const onTopic = results.filter((result) => result.isOnTopic).length;
  const intents = results.filter((result) => result.isIntentRight).length;
  const percent = (count: number) => Math.round((count / results.length) * 1000) / 10;
  return { total: results.length, onTopic, percent: percent(onTopic), intentPercent: percent(intents), results };
}

/** The whole evaluation on a fresh demo seed, asked as the demo member of the main tenant. */
export async function runGuidanceEvaluation(): Promise<EvalScore> {
  const api = await createTestApi({ jobCount: 120, draftJobCount: 0, campusJobCount: 10 });
  try {
    const { db } = api.database;
    const tenantId = api.seeded.defaultTenantId;
    const [member] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.email, 'member@example.org')));
    if (!member) throw new Error('no demo member');
    return await scoreAnswers(db, tenantId, member.id);
  } finally {
    await api.close();
  }
}

/** The failing questions, one line each, for a test message or the bench output. */
export function describeFailures(score: EvalScore): string {
  return score.results
    .filter((result) => !result.isOnTopic)
    .map(
      (result) =>
        `- ${result.question} [${result.intent}]: ${result.problems.join('; ')} (items: ${result.items.join(' | ') || 'none'})`,
    )
    .join('\n');
}
