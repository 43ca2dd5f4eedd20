/**
 * The Ask Anything answer, retrieval half: what the question asks (understand.ts: its intent
 * and the skills, roles, tools and topics it names), the role it names (or the member's best
 * roles), and up to 6 real portal items of the tenant about THAT; none when nothing matches
 * (the answer says so). With 3 follow-up questions and the embedded engine's Markdown answer,
 * whose retrieved facts (`context`) also feed the LLM engine.
 */
import { eq } from 'drizzle-orm';
import type { GuidanceItem } from '../../contract/agents';
import type { TenantOptions } from '../../contract/tenant';
import type { Db } from '../db/client';
import { tenants } from '../db/schema';
import { type AnswerFacts, answerContext, answerNarrative, answerSystem, followUps } from './answer-text';
import { type Asked, buildNeed, skillGapIds, toTargetRole } from './gaps';
import { countOf, type ItemKind, isFollowUp, MAX_ANSWER_ITEMS, MIN_ANSWER_ITEMS, PLANS, type Plan } from './intent';
import { normalise, significant } from './lexicon';
import type { Need } from './need';
import { loadGuidanceProfile } from './profile';
import { findAiTools, findResources, findUseCases, type OptionNames } from './retrieve-content';
import { findCircles, findJobs, findPeople } from './retrieve-network';
import { type Catalogue, loadCatalogue, roleNames, type ScoredRole, scoreRoles } from './roles';
import { type Intent, type Understanding, understandQuestion } from './understand';
import { loadVocabulary } from './vocabulary';

export interface AnswerInput {
  tenantId: number;
  userId: number;
  options: TenantOptions;
  question: string;
  history: ReadonlyArray<{ question: string; answer: string }>;
  agentName: string | null;
}

export interface AnswerDraft {
  /** What the engine took the question to ask (understand.ts). */
  intent: Intent;
  subject: string[];
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
  const followUpOf = last && isFollowUp(question, significant(normalise(question)).length) ? last.question : null;
  const text = followUpOf ? `${followUpOf} ${question}` : question;

  const [profile, catalogue, [tenant]] = await Promise.all([
    loadGuidanceProfile(db, { tenantId, userId: input.userId, options: input.options }),
    loadCatalogue(db),
    db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId)),
  ]);
  const vocabulary = await loadVocabulary(db, tenantId, catalogue);
  const understood = understandQuestion(text, vocabulary);
  const ranked = scoreRoles(catalogue, profile, input.options);
  const namedRoles = understood.roles.flatMap((role) => ranked.find((scored) => scored.role.id === role.id) ?? []);
  const focus: ScoredRole[] = namedRoles.length ? namedRoles.slice(0, 2) : ranked.slice(0, 2);
  const gaps = skillGapIds(focus);
  const need = buildNeed({
    facts: profile.facts,
    catalogue,
    roles: focus.map((scored) => scored.role),
    gapSkillIds: gaps.map((gap) => gap.id),
    asked: askedOf(understood, catalogue),
    includePrompts: understood.intent === 'resume_interview',
    now: new Date(),
  });
  const names = { stage: profile.report.career_stage, field: profile.report.professional_field };
  // A follow-up brings new items: those the earlier answers named are left out.
  const said = followUpOf ? input.history.map((entry) => entry.answer).join('\n') : '';
  const plan = planFor(understood);
  // Events only when the question asks for them: a circle question gets circles.
  const withEvents =
    understood.intent === 'find_groups' &&
    /\b(events?|meetups?|workshops?|bootcamps?|conferences?|fairs?|summits?)\b/i.test(text);
  let items: GuidanceItem[] = [];
  if (need.terms.length === 0 && understood.extraWords.length) {
    // "Jobs for nurses": the other words narrow the list when the tenant's items have them.
    const narrowed = { ...need, terms: understood.extraWords, extraWords: [] };
    for (const word of understood.extraWords) narrowed.termNames.set(word, word);
    items = await pickItems(db, tenantId, narrowed, names, plan, said, withEvents);
  }
  const isNarrowed = items.length > 0;
  if (!isNarrowed) items = await pickItems(db, tenantId, need, names, plan, said, withEvents);
  if (items.length < MIN_ANSWER_ITEMS && !isNarrowed && need.terms.length === 0 && understood.intent !== 'general') {
    // A question about nothing in particular: add items for the member's profile.
    const more = await pickItems(db, tenantId, need, names, PLANS.general, said, false);
    items = dedupe([...items, ...more]);
  }
  items = items.slice(0, MAX_ANSWER_ITEMS);
  const named = namedRoles[0];
  const facts: AnswerFacts = {
    question,
    understood,
    followUpOf,
    named: named ? toTargetRole(named, catalogue, profile.facts) : null,
    namedSkills: named ? named.role.skills.flatMap((id) => catalogue.skillNames.get(id) ?? []) : [],
    rolesUsing: rolesUsing(
      catalogue,
      understood.skills.map((skill) => skill.id),
    ),
    roles: focus.map((scored) => toTargetRole(scored, catalogue, profile.facts)),
    gaps: gaps.flatMap((gap) => catalogue.skillNames.get(gap.id) ?? []),
    items,
    profile: profile.report,
  };
  return {
    intent: understood.intent,
    subject: understood.subject,
    items,
    relevantQuestions: followUps(facts),
    fallback: answerNarrative(facts),
    context: answerContext(facts),
    system: answerSystem(tenant?.name ?? 'the portal', input.agentName),
  };
}

/** The need's view of the question: its terms, and the skills of a role it names. */
function askedOf(understood: Understanding, catalogue: Catalogue): Asked {
  const termNames = new Map<string, string>();
  const all = [...understood.skills, ...understood.tools, ...understood.topics];
  for (const term of all) for (const phrase of term.phrases) termNames.set(phrase, term.name);
  for (const role of understood.roles)
    for (const phrase of roleNames(role).strong) termNames.set(normalise(phrase), role.title);
  for (const word of understood.unknown) termNames.set(word, word);
  const roleSkills = understood.roles.flatMap((role) =>
    role.skills.flatMap((id) => catalogue.skillNames.get(id) ?? []),
  );
  const relatedTerms = [...new Set(roleSkills.map(normalise))];
  for (const name of roleSkills) termNames.set(normalise(name), name);
  return {
    terms: understood.terms,
    relatedTerms,
    extraWords: understood.extraWords,
    termNames,
    skillIds: understood.skills.map((skill) => skill.id),
    skillRolePhrases: catalogue.roles
      .filter((role) => role.skills.some((id) => understood.skills.some((skill) => skill.id === id)))
      .map((role) => role.title),
    toolIds: understood.tools.map((tool) => tool.id),
    relatedSkillIds: [...new Set(understood.roles.flatMap((role) => role.skills.slice(0, 3)))],
    topics: new Map(understood.topics.map((topic) => [topic.id, topic.name])),
  };
}

/** The intent's plan, with AI tools added when the question names one ("How do I learn Tableau?"). */
function planFor(understood: Understanding): Plan {
  const plan: Plan = PLANS[understood.intent].map(([kind, count]) => [kind, count]);
  if (understood.tools.length && !countOf(plan, 'ai_tools')) plan.unshift(['ai_tools', 1]);
  return plan;
}

/** Titles of the career roles that need any of these skills, most dependent first. */
function rolesUsing(catalogue: Catalogue, skillIds: number[]): string[] {
  if (!skillIds.length) return [];
  return catalogue.roles
    .flatMap((role) => {
      const at = role.skills.findIndex((id) => skillIds.includes(id));
      return at < 0 ? [] : [{ title: role.title, at }];
    })
    .sort((a, b) => a.at - b.at)
    .slice(0, 3)
    .map((entry) => entry.title);
}

async function pickItems(
  db: Db,
  tenantId: number,
  need: Need,
  names: OptionNames,
  plan: Plan,
  /** Earlier answers of a follow-up: items they name by title are left out. */
  said: string,
  withEvents: boolean,
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
    want.circles ? findCircles(db, tenantId, need, names, want.circles + spare, withEvents) : none(),
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
