/**
 * Jobs to recommend: open, approved jobs of the tenant that ask for the member's skills,
 * list their career stage, or are offered in their country. Skills weigh most; ties go to
 * the newest job. The ranking runs in SQL with the limit.
 */
import { and, asc, desc, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { RecommendationItem } from '../../contract/connect';
import type { OptionItem } from '../../contract/tenant';
import type { Db } from '../db/client';
import { groups, jobs } from '../db/schema';
import { type MemberFacts, nameList, shortText } from './member-facts';
import { sqlIntArray } from './people';
import { withOptionName } from './scoring';

/** What a job's card is made of: the job and its organization's name and logo (join groups on jobs.group_id). */
export const JOB_CARD_COLUMNS = {
  id: jobs.id,
  slug: jobs.slug,
  title: jobs.title,
  description: jobs.description,
  createdAt: jobs.createdAt,
  orgName: groups.name,
  orgLogo: groups.logo,
};

/** Jobs a member may apply to: approved, of their tenant, not closed. */
export const openJobs = (tenantId: number, now: Date) =>
  and(
    eq(jobs.tenantId, tenantId),
    eq(jobs.jobStatus, 'approved'),
    or(isNull(jobs.applicationCloseDate), gt(jobs.applicationCloseDate, now)),
  );

export interface JobCard {
  id: number;
  slug: string;
  title: string;
  description: string;
  orgName: string;
  orgLogo: string | null;
}

/** A job as a recommendation. */
export function jobItem(row: JobCard, reason: string): RecommendationItem {
  return {
    id: row.id,
    type: 'job',
    sub_type: null,
    slug: row.slug,
    title_slug: null,
    name_slug: null,
    source: null,
    name: row.title,
    title: row.title,
    description: shortText(row.description),
    reason,
    image_path: row.orgLogo,
    institution_name: row.orgName,
  };
}

export async function recommendJobs(
  db: Db,
  facts: MemberFacts,
  options: { career_stages: OptionItem[] },
  limit: number,
  now = new Date(),
): Promise<RecommendationItem[]> {
  const matches: SQL[] = [];
  if (facts.skillIds.length) matches.push(sql`${jobs.skills} && ${sqlIntArray(facts.skillIds)}`);
  if (facts.careerStage !== null) matches.push(sql`${jobs.careerStages} @> ${sqlIntArray([facts.careerStage])}`);
  if (facts.country) matches.push(sql`${facts.country} = any(${jobs.countries})`);
  if (!matches.length) return [];

  // Ranked in SQL, so only the `limit` best rows leave the database however many jobs match.
  const sharedSkills = facts.skillIds.length
    ? sql`(select count(*) from unnest(${sqlIntArray(facts.skillIds)}) as mine(id) where mine.id = any(${jobs.skills}))`
    : sql`0`;
  const fitsStage =
    facts.careerStage !== null ? sql`(${jobs.careerStages} @> ${sqlIntArray([facts.careerStage])})::int` : sql`0`;
  const inCountry = facts.country ? sql`(${facts.country} = any(${jobs.countries}))::int` : sql`0`;
  const ranked = db
    .select({ ...JOB_CARD_COLUMNS, skills: jobs.skills, careerStages: jobs.careerStages })
    .from(jobs)
    .innerJoin(groups, eq(groups.id, jobs.groupId))
    .where(and(openJobs(facts.tenantId, now), or(...matches)))
    .orderBy(desc(sql`${sharedSkills} * 3 + ${fitsStage} + ${inCountry}`), desc(jobs.createdAt), asc(jobs.id))
    .$dynamic();
  // An infinite limit (the staff package ranks every match) has no LIMIT clause.
  const rows = await (Number.isFinite(limit) ? ranked.limit(limit) : ranked);

  return rows.map((row) => {
    const shared = facts.skillIds.filter((id) => row.skills.includes(id));
    let reason: string;
    if (shared.length) reason = `Matches your skills: ${nameList(shared, facts.skillNames)}`;
    else if (facts.careerStage !== null && row.careerStages.includes(facts.careerStage))
      reason = withOptionName('Fits your career stage', options.career_stages, facts.careerStage);
    else reason = `Open in your country: ${facts.country}`;
    return jobItem(row, reason);
  });
}
