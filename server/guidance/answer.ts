/**
 * The Ask Anything answer, retrieval half: the question's intent and the role it names (or
 * the member's best roles), the skills to build, and 2 to 6 real portal items of the tenant
 * that answer it, with 3 follow-up questions and the embedded engine's Markdown answer.
 */
import { eq } from 'drizzle-orm';
import type { GuidanceItem } from '../../contract/agents';
import type { TenantOptions } from '../../contract/tenant';
import type { Db } from '../db/client';
import { tenants } from '../db/schema';
import { type AnswerFacts, answerContext, answerNarrative, answerSystem, followUps } from './answer-text';
import { buildNeed, skillGapIds, toTargetRole } from './gaps';
import {
  countOf,
  type ItemKind,
  intentsOf,
  isFollowUp,
  MAX_ANSWER_ITEMS,
  MIN_ANSWER_ITEMS,
  PLANS,
  type Plan,
  planFor,
} from './intent';
import type { Need } from './need';
import { questionWords } from './need';
import { loadGuidanceProfile } from './profile';
import { findAiTools, findResources, findUseCases, type OptionNames } from './retrieve-content';
import { findCircles, findJobs, findPeople } from './retrieve-network';
import { loadCatalogue, rolesNamedIn, type ScoredRole, scoreRoles } from './roles';

export interface AnswerInput {
  tenantId: number;
  userId: number;
  options: TenantOptions;
  question: string;
  history: ReadonlyArray<{ question: string; answer: string }>;
  agentName: string | null;
}

export interface AnswerDraft {
  items: GuidanceItem[];
  relevantQuestions: string[];
  fallback: string;
  context: string;
  system: string;
}

export async function draftAnswer(db: Db, input: AnswerInput): Promise<AnswerDraft> {
  const { tenantId } = input;
  const question = input.question.trim();
  const last = input.history.at(-1);
  const followUpOf = last && isFollowUp(question, questionWords(question).length) ? last.question : null;
  const text = followUpOf ? `${followUpOf} ${question}` : question;

  const [profile, catalogue, [tenant]] = await Promise.all([
    loadGuidanceProfile(db, { tenantId, userId: input.userId, options: input.options }),
    loadCatalogue(db),
    db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId)),
  ]);
  const ranked = scoreRoles(catalogue, profile, input.options);
  const namedRole = rolesNamedIn(catalogue, text)[0];
  const named = namedRole ? ranked.find((scored) => scored.role.id === namedRole.id) : undefined;
  const focus: ScoredRole[] = named ? [named] : ranked.slice(0, 2);
  const gaps = skillGapIds(focus);
  const intents = intentsOf(text, named !== undefined);
  const need = buildNeed({
    facts: profile.facts,
    catalogue,
    roles: focus.map((scored) => scored.role),
    gapSkillIds: gaps.map((gap) => gap.id),
    questionWords: questionWords(text),
    includePrompts: intents[0] === 'interview',
    now: new Date(),
  });
  const names = { stage: profile.report.career_stage, field: profile.report.professional_field };
  // A follow-up brings new items: those the earlier answers named are left out.
  const said = followUpOf ? input.history.map((entry) => entry.answer).join('\n') : '';
  let items = await pickItems(db, tenantId, need, names, planFor(intents), said);
  if (items.length < MIN_ANSWER_ITEMS) {
    // Nothing (or too little) answers the question itself: add items for the member's profile.
    const more = await pickItems(db, tenantId, need, names, PLANS.general, said);
    items = dedupe([...items, ...more]);
  }
  items = items.slice(0, MAX_ANSWER_ITEMS);
  const facts: AnswerFacts = {
    question,
    intent: intents[0] ?? 'general',
    followUpOf,
    named: named ? toTargetRole(named, catalogue, profile.facts) : null,
    namedSkills: named ? named.role.skills.flatMap((id) => catalogue.skillNames.get(id) ?? []) : [],
    roles: focus.map((scored) => toTargetRole(scored, catalogue, profile.facts)),
    gaps: gaps.flatMap((gap) => catalogue.skillNames.get(gap.id) ?? []),
    items,
    profile: profile.report,
  };
  return {
    items,
    relevantQuestions: followUps(facts),
    fallback: answerNarrative(facts),
    context: answerContext(facts),
    system: answerSystem(tenant?.name ?? 'the portal', input.agentName),
  };
}

async function pickItems(
  db: Db,
  tenantId: number,
  need: Need,
  names: OptionNames,
  plan: Plan,
  /** Earlier answers of a follow-up: items they name by title are left out. */
  said: string,
): Promise<GuidanceItem[]> {
  const none = async (): Promise<GuidanceItem[]> => [];
  const spare = said ? 3 : 0;
  const want = {
    learning: countOf(plan, 'learning'),
    use_cases: countOf(plan, 'use_cases'),
    ai_tools: countOf(plan, 'ai_tools'),
    circles: countOf(plan, 'circles'),
    jobs: countOf(plan, 'jobs'),
    people: countOf(plan, 'people'),
  } satisfies Record<ItemKind, number>;
  const fresh = (list: GuidanceItem[], count = 0) => list.filter((item) => !said.includes(item.title)).slice(0, count);
  // AI tools lean on the use cases that use them, so those come first.
  const useCases =
    want.use_cases || want.ai_tools
      ? await findUseCases(db, tenantId, need, names, Math.max(want.use_cases, 3) + spare)
      : null;
  const [learning, tools, circles, jobs, people] = await Promise.all([
    want.learning ? findResources(db, tenantId, need, names, want.learning + spare) : none(),
    want.ai_tools ? findAiTools(db, tenantId, need, useCases?.toolIds ?? new Map(), want.ai_tools + spare) : none(),
    want.circles ? findCircles(db, tenantId, need, names, want.circles + spare) : none(),
    want.jobs ? findJobs(db, tenantId, need, want.jobs + spare) : none(),
    want.people ? findPeople(db, tenantId, need, want.people + spare) : none(),
  ]);
  const byKind: Record<ItemKind, GuidanceItem[]> = {
    learning: fresh(learning, want.learning),
    use_cases: fresh(useCases?.items ?? [], want.use_cases),
    ai_tools: fresh(tools, want.ai_tools),
    circles: fresh(circles, want.circles),
    jobs: fresh(jobs, want.jobs),
    people: fresh(people, want.people),
  };
  // The plan lists its kinds most relevant first.
  return dedupe(plan.flatMap(([kind]) => byKind[kind])).slice(0, MAX_ANSWER_ITEMS);
}

function dedupe(items: GuidanceItem[]): GuidanceItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = `${item.type}:${item.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
