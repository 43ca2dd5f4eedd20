/** Skill gaps of the target roles and the retrieval need built from them. */
import type { SkillGap, TargetRole } from '../../contract/agents';
import type { MemberFacts } from '../recommendations/member-facts';
import type { Need, RolePhrase } from './need';
import { joinAnd } from './prose';
import { type CareerRole, type Catalogue, roleNames, type ScoredRole } from './roles';

export const MAX_GAPS = 6;

export function toTargetRole(scored: ScoredRole, catalogue: Catalogue, facts: MemberFacts): TargetRole {
  return {
    slug: scored.role.slug,
    title: scored.role.title,
    description: scored.role.description,
    fit_score: scored.fit,
    // The member's own names of their skills, in the role's order of importance.
    matched_skills: scored.matched.flatMap((id) => facts.skillNames.get(id) ?? []),
    missing_skills: scored.missing.flatMap((id) => catalogue.skillNames.get(id) ?? []),
    reason: scored.reason,
  };
}

/** The target roles' missing skills, those more roles need first (then by role rank and importance). */
export function skillGapIds(roles: ScoredRole[]): { id: number; roles: string[] }[] {
  const gaps = new Map<number, { id: number; roles: string[]; order: number }>();
  roles.forEach((scored, rank) => {
    scored.missing.forEach((id, i) => {
      const gap = gaps.get(id) ?? { id, roles: [], order: rank * 100 + i };
      gap.roles.push(scored.role.title);
      gaps.set(id, gap);
    });
  });
  return [...gaps.values()]
    .sort((a, b) => b.roles.length - a.roles.length || a.order - b.order)
    .slice(0, MAX_GAPS)
    .map(({ id, roles: names }) => ({ id, roles: names }));
}

export function toSkillGaps(gaps: { id: number; roles: string[] }[], catalogue: Catalogue): SkillGap[] {
  return gaps.flatMap((gap) => {
    const skill = catalogue.skillNames.get(gap.id);
    if (!skill) return [];
    return [{ skill, roles: gap.roles, reason: `Needed for ${joinAnd(gap.roles)}` }];
  });
}

export { joinAnd };

/** What a question asks, for the need (empty for a report). */
export interface Asked {
  terms: string[];
  relatedTerms: string[];
  extraWords: string[];
  termNames: Map<string, string>;
  skillIds: number[];
  /** Titles and multi-word names of the roles that need those skills: the jobs that use them. */
  skillRolePhrases: string[];
  /** AI tools the question names, and the key skills of a role it names. */
  toolIds: number[];
  relatedSkillIds: number[];
  topics: Map<number, string>;
}

export const NOTHING_ASKED: Asked = {
  terms: [],
  relatedTerms: [],
  extraWords: [],
  termNames: new Map(),
  skillIds: [],
  skillRolePhrases: [],
  toolIds: [],
  relatedSkillIds: [],
  topics: new Map(),
};

export function buildNeed(input: {
  facts: MemberFacts;
  catalogue: Catalogue;
  roles: CareerRole[];
  gapSkillIds: number[];
  asked?: Asked;
  includePrompts?: boolean;
  now: Date;
}): Need {
  const asked = input.asked ?? NOTHING_ASKED;
  const { facts, catalogue, roles } = input;
  const rolePhrases: RolePhrase[] = roles.flatMap((role) => {
    const names = roleNames(role);
    return [
      ...names.strong.map((phrase) => ({ phrase, role: role.title, strong: true })),
      ...names.weak.map((phrase) => ({ phrase, role: role.title, strong: false })),
    ];
  });
  return {
    facts,
    gapSkillIds: input.gapSkillIds,
    roleSkillIds: [...new Set(roles.flatMap((role) => role.skills))],
    skillNames: new Map([...catalogue.skillNames, ...facts.skillNames]),
    rolePhrases,
    roleTitles: roles.map((role) => role.title),
    terms: asked.terms,
    relatedTerms: asked.relatedTerms,
    extraWords: asked.extraWords,
    termNames: asked.termNames,
    askedSkillIds: asked.skillIds,
    askedSkillRolePhrases: asked.skillRolePhrases,
    askedToolIds: asked.toolIds,
    relatedSkillIds: asked.relatedSkillIds,
    askedTopics: asked.topics,
    includePrompts: input.includePrompts ?? false,
    now: input.now,
  };
}
