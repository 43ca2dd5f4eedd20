/** Skill gaps of the target roles and the retrieval need built from them. */
import type { SkillGap, TargetRole } from '../../contract/agents';
import type { MemberFacts } from '../recommendations/member-facts';
import type { Need, RolePhrase } from './need';
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

export function buildNeed(input: {
  facts: MemberFacts;
  catalogue: Catalogue;
  roles: CareerRole[];
  gapSkillIds: number[];
  questionWords?: string[];
  includePrompts?: boolean;
  now: Date;
}): Need {
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
    questionWords: input.questionWords ?? [],
    includePrompts: input.includePrompts ?? false,
    now: input.now,
  };
}

/** "a", "a and b", "a, b and c" */
export function joinAnd(items: string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
