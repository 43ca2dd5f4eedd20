/**
 * Recommended talent for a job (spec part 2 sections 7, 8): members of the tenant scored
 * by how well their profile fits the job (skills in common, career stage among the job's
 * career stages, country among its countries), optionally only members of one group and
 * narrowed by profile extra_info (uni_batch, department, affiliation). Applicants and
 * the job's administrators are left out. Each person carries the reason they were chosen.
 */
import { and, eq, inArray, notExists, or, type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { ADMIN_ROLES } from '../../contract/groups';
import { ExtraInfoFilter, type RecommendedTalent } from '../../contract/job-applications';
import type { Db } from '../db/client';
import { type JobRow, memberships, skills, users } from '../db/schema';
import { institution, personColumns, picture, talentCard } from '../groups/membership-member';
import { jobApplications } from '../groups/schema';
import { HttpError } from '../http/errors';
import { profiles } from '../profiles/schema';

export const RECOMMENDED_MESSAGES = {
  badFilter: 'Enter a valid JSON object with uni_batch, department or affiliation.',
  badGroup: 'Enter a valid group id.',
} as const;

/** The optional extra_info_filter query parameter (a JSON object), or 400. */
export function parseExtraInfoFilter(raw: string | undefined): ExtraInfoFilter {
  if (raw === undefined || raw.trim() === '') return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new HttpError(400, { extra_info_filter: [RECOMMENDED_MESSAGES.badFilter] });
  }
  // Numbers are accepted too (uni_batch 2046, department 3): compared as text.
  const asText =
    json && typeof json === 'object' && !Array.isArray(json)
      ? Object.fromEntries(
          Object.entries(json).map(([key, value]) => [key, typeof value === 'number' ? String(value) : value]),
        )
      : json;
  const parsed = v.safeParse(ExtraInfoFilter, asText);
  if (!parsed.success) throw new HttpError(400, { extra_info_filter: [RECOMMENDED_MESSAGES.badFilter] });
  return parsed.output;
}

function parseGroupId(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new HttpError(400, { group_from_user_to_be_included: [RECOMMENDED_MESSAGES.badGroup] });
  }
  return id;
}

const regionNames = new Intl.DisplayNames('en', { type: 'region' });
const countryName = (code: string) => {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};

const same = (a: unknown, b: string | undefined) =>
  b === undefined ||
  b.trim() === '' ||
  String(a ?? '')
    .trim()
    .toLowerCase() === b.trim().toLowerCase();

export interface RecommendedOptions {
  groupFromUserToBeIncluded?: string | undefined;
  extraInfoFilter?: string | undefined;
}

/** One page of recommended talent, best fit first (then most recent account). */
export async function recommendedTalent(
  db: Db,
  job: JobRow,
  options: RecommendedOptions,
  page: { limit: number; offset: number },
): Promise<{ data: RecommendedTalent[]; total: number }> {
  const filter = parseExtraInfoFilter(options.extraInfoFilter);
  const groupId = parseGroupId(options.groupFromUserToBeIncluded);
  const fits: SQL[] = [];
  if (job.skills.length > 0) {
    fits.push(
      sql`${profiles.skills} && ARRAY[${sql.join(
        job.skills.map((id) => sql`${id}`),
        sql`, `,
      )}]::integer[]`,
    );
  }
  if (job.careerStages.length > 0) {
    fits.push(
      sql`(${profiles.extraInfo}->>'career_stage') IN (${sql.join(
        job.careerStages.map((id) => sql`${String(id)}`),
        sql`, `,
      )})`,
    );
  }
  if (job.countries.length > 0) fits.push(inArray(users.country, job.countries));
  if (fits.length === 0) return { data: [], total: 0 };

  const where: (SQL | undefined)[] = [
    eq(users.tenantId, job.tenantId),
    eq(users.isStaff, false),
    or(...fits),
    notExists(
      db
        .select({ one: sql`1` })
        .from(jobApplications)
        .where(and(eq(jobApplications.jobId, job.id), eq(jobApplications.userId, users.id))),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(memberships)
        .where(
          and(
            eq(memberships.groupId, job.groupId),
            eq(memberships.userId, users.id),
            eq(memberships.status, 'accepted'),
            inArray(memberships.role, [...ADMIN_ROLES]),
          ),
        ),
    ),
  ];
  if (groupId !== null) {
    where.push(
      sql`exists (select 1 from ${memberships} where ${memberships.groupId} = ${groupId} and ${memberships.userId} = ${users.id} and ${memberships.status} = 'accepted')`,
    );
  }
  const rows = await db
    .select({ ...personColumns, extraInfo: profiles.extraInfo })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(picture, eq(picture.id, profiles.pictureId))
    .leftJoin(institution, eq(institution.id, profiles.institutionId))
    .where(and(...where));

  const jobSkills = new Set(job.skills);
  const skillNames = new Map(
    job.skills.length === 0
      ? []
      : (await db.select().from(skills).where(inArray(skills.id, job.skills))).map((s) => [s.id, s.name]),
  );
  const scored = rows
    .filter(
      (row) =>
        same(row.extraInfo.uni_batch, filter.uni_batch) &&
        same(row.extraInfo.department, filter.department) &&
        same(row.extraInfo.affiliation, filter.affiliation),
    )
    .map((row) => {
      const matching = (row.profile?.skills ?? []).filter((id) => jobSkills.has(id));
      const stage = row.extraInfo.career_stage;
      const stageFits = stage !== null && job.careerStages.includes(stage);
      const country = row.user.country;
      const countryFits = country !== null && job.countries.includes(country);
      const parts: string[] = [];
      if (matching.length > 0) {
        const names = matching.map((id) => skillNames.get(id) ?? `#${id}`).join(', ');
        parts.push(`${matching.length} matching skill${matching.length === 1 ? '' : 's'}: ${names}`);
      }
      if (stageFits) parts.push('career stage fits the job');
      if (countryFits && country) parts.push(`in ${countryName(country)}`);
      const score = matching.length * 2 + (stageFits ? 1 : 0) + (countryFits ? 1 : 0);
      return { row, score, reason: parts.join('; ') };
    })
    .filter((item) => item.score > 0)
    .sort((a, b) => b.score - a.score || b.row.user.id - a.row.user.id);

  const data = scored
    .slice(page.offset, page.offset + page.limit)
    .map(({ row, reason }) => talentCard<RecommendedTalent>(row, { reason }));
  return { data, total: scored.length };
}
