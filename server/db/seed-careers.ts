/**
 * The career roles catalogue the guidance engine scores members against. Shared by
 * every tenant like the skills list, so it names skills (mapped to the shared skill ids) and no
 * tenant option ids: career stages and professional fields are matched by name from the
 * keywords. Keywords are the words that name the role in questions, titles and portal content.
 */
import { inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { careerRoles } from '../agents/schema';
import catalogue from './career-roles.json' with { type: 'json' };
import type { Db } from './client';
import { skills } from './schema';
import { SKILLS } from './seed-data';

const CareerRoleSeed = v.object({
  slug: v.string(),
  title: v.string(),
  description: v.string(),
  /** Most important first; each one of the shared skills. */
  skills: v.array(v.picklist(SKILLS)),
  keywords: v.array(v.string()),
});
export type CareerRoleSeed = v.InferOutput<typeof CareerRoleSeed>;

/** The catalogue is data (career-roles.json); parsing it names any skill the shared list lacks. */
export const CAREER_ROLES: CareerRoleSeed[] = v.parse(v.array(CareerRoleSeed), catalogue);

/** Inserts the catalogue once (re-running changes nothing). Needs the shared skills seeded first. */
export async function seedCareerRoles(db: Db, roles: CareerRoleSeed[] = CAREER_ROLES): Promise<void> {
  const names = [...new Set(roles.flatMap((entry) => entry.skills))];
  const rows = names.length
    ? await db.select({ id: skills.id, name: skills.name }).from(skills).where(inArray(skills.name, names))
    : [];
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  if (!roles.length) return;
  await db
    .insert(careerRoles)
    .values(
      roles.map((entry) => ({
        slug: entry.slug,
        title: entry.title,
        description: entry.description,
        skills: entry.skills.flatMap((name) => idOf.get(name) ?? []),
        keywords: entry.keywords,
      })),
    )
    .onConflictDoNothing();
}
