/**
 * Scores the career roles catalogue against a member. fit_score (0..100) adds up:
 * - up to 70 for the role's skills the member has: half by count, half weighted so earlier (more
 *   important) skills count more;
 * - 20 when the run's free text names the role (8 for a looser keyword);
 * - 10 when their current title or work names it, 10 for their professional field, 5 for their
 *   career stage, 5 when their goals or topics name it.
 * Ties go to the catalogue's order, so the same member always gets the same roles.
 */
import { asc, inArray } from 'drizzle-orm';
import type { TenantOptions } from '../../contract/tenant';
import { careerRoles } from '../agents/schema';
import type { Db } from '../db/client';
import { skills } from '../db/schema';
import { wordsIn } from '../recommendations/scoring';
import type { GuidanceProfile } from './profile';
import { joinAnd, lowerFirst, upperFirst } from './prose';

export type CareerRole = typeof careerRoles.$inferSelect;

export interface Catalogue {
  roles: CareerRole[];
  /** Names of every skill a role needs. */
  skillNames: Map<number, string>;
}

export interface ScoredRole {
  role: CareerRole;
  fit: number;
  /** The member's skill ids the role needs, in the role's order. */
  matched: number[];
  missing: number[];
  reason: string;
}

export async function loadCatalogue(db: Db): Promise<Catalogue> {
  const roles = await db.select().from(careerRoles).orderBy(asc(careerRoles.id));
  const ids = [...new Set(roles.flatMap((role) => role.skills))];
  const rows = ids.length
    ? await db.select({ id: skills.id, name: skills.name }).from(skills).where(inArray(skills.id, ids))
    : [];
  return { roles, skillNames: new Map(rows.map((row) => [row.id, row.name])) };
}

/** The role's names: its title and multi-word keywords name it; single words only hint at it. */
export function roleNames(role: CareerRole): { strong: string[]; weak: string[] } {
  return {
    strong: [role.title, ...role.keywords.filter((word) => word.includes(' '))],
    weak: role.keywords.filter((word) => !word.includes(' ')),
  };
}

/** Significant words of an option name ("Data and analytics" -> data, analytics). */
export function significantWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter((word) => word.length > 3 && !['and', 'with', 'from', 'other'].includes(word));
}

export function scoreRoles(catalogue: Catalogue, profile: GuidanceProfile, options: TenantOptions): ScoredRole[] {
  const { facts } = profile;
  const own = new Set(facts.skillIds);
  const fieldName = options.professional_fields.find((option) => option.id === facts.professionalField)?.name;
  const fieldWords = fieldName ? significantWords(fieldName) : [];
  const titles = profile.currentTitles.join('. ');
  const goals = [profile.goalText, ...facts.topicNames.values()].join('. ');
  const scored = catalogue.roles.map((role) => {
    const names = roleNames(role);
    const n = role.skills.length;
    const total = (n * (n + 1)) / 2;
    let weight = 0;
    role.skills.forEach((id, i) => {
      if (own.has(id)) weight += n - i;
    });
    const matched = role.skills.filter((id) => own.has(id));
    const missing = role.skills.filter((id) => !own.has(id));
    const dreamStrong = wordsIn(profile.dreamText, names.strong).length > 0;
    const dreamWeak = !dreamStrong && wordsIn(profile.dreamText, names.weak).length > 0;
    const titleHit = wordsIn(titles, names.strong).length > 0;
    const keywordWords = role.keywords.flatMap(significantWords);
    const fieldHit = fieldWords.some((word) => keywordWords.includes(word));
    const stageHit = facts.careerStage !== null && role.careerStages.includes(facts.careerStage);
    const goalHit = wordsIn(goals, role.keywords).length > 0;
    const fit =
      (n ? ((weight / total + matched.length / n) / 2) * 70 : 0) +
      (dreamStrong ? 20 : dreamWeak ? 8 : 0) +
      (titleHit ? 10 : 0) +
      (fieldHit ? 10 : 0) +
      (stageHit ? 5 : 0) +
      (goalHit ? 5 : 0);
    // One sentence of joined phrases, not labels with pasted values.
    const reasons: string[] = [];
    if (dreamStrong || dreamWeak) reasons.push('matches the role you want');
    if (matched.length)
      reasons.push(`uses your skills in ${joinAnd(matched.flatMap((id) => facts.skillNames.get(id) ?? []))}`);
    if (titleHit) reasons.push(`is close to your current work as ${profile.currentTitles[0] ?? role.title}`);
    if (fieldHit && fieldName) reasons.push(`is in your field, ${lowerFirst(fieldName)}`);
    if (goalHit && !dreamStrong) reasons.push('fits your goals and interests');
    if (!reasons.length)
      reasons.push(
        `is a new direction that needs ${joinAnd(missing.slice(0, 3).flatMap((id) => catalogue.skillNames.get(id) ?? []))}`,
      );
    const reason = upperFirst(joinAnd(reasons)).replace(/^Is a new direction/, 'A new direction');
    return { role, fit: Math.min(100, Math.round(fit)), matched, missing, reason };
  });
  return scored.sort((a, b) => b.fit - a.fit || a.role.id - b.role.id);
}

/** Roles the text names (by title or multi-word keyword), in catalogue order. */
export function rolesNamedIn(catalogue: Catalogue, text: string): CareerRole[] {
  return catalogue.roles.filter((role) => wordsIn(text, roleNames(role).strong).length > 0);
}
