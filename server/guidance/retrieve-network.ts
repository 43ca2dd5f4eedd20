/**
 * People-side items for guidance: circles to join (not those the member is already in), open
 * approved jobs, and members who already have the skills or the roles the member is aiming
 * for (verified, never the member). All within the tenant; items that match nothing are left out.
 */
import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { GuidanceItem } from '../../contract/agents';
import type { Db } from '../db/client';
import { groups, jobs, users } from '../db/schema';
import { profiles, uploads } from '../db/schema-profile';
import { nameList, shortText } from '../recommendations/member-facts';
import { type Candidate, topScored, wordsIn } from '../recommendations/scoring';
import { type Need, scoreText, withStructure } from './need';
import type { OptionNames } from './retrieve-content';

export async function findCircles(
  db: Db,
  tenantId: number,
  need: Need,
  names: OptionNames,
  limit: number,
): Promise<GuidanceItem[]> {
  const rows = await db
    .select()
    .from(groups)
    .where(and(eq(groups.tenantId, tenantId), eq(groups.groupType, 'circle')));
  const candidates: Candidate<GuidanceItem>[] = [];
  for (const row of rows) {
    if (need.facts.memberOfGroupIds.has(row.id)) continue;
    const text = `${row.name}. ${row.description} ${row.objective}`;
    const scored = withStructure(scoreText(text, need), need, row, names);
    if (!scored.score || !scored.reason) continue;
    candidates.push({
      id: row.id,
      score: scored.score,
      item: {
        type: 'circle',
        id: row.id,
        slug: row.nameSlug,
        title: row.name,
        description: shortText(row.description),
        reason: scored.reason,
        href: `/circle/${row.nameSlug}`,
        image_path: row.logo,
      },
    });
  }
  return topScored(candidates, limit);
}

export async function findJobs(db: Db, tenantId: number, need: Need, limit: number): Promise<GuidanceItem[]> {
  const rows = await db
    .select({ job: jobs, logo: groups.logo })
    .from(jobs)
    .innerJoin(groups, eq(groups.id, jobs.groupId))
    .where(
      and(
        eq(jobs.tenantId, tenantId),
        eq(jobs.jobStatus, 'approved'),
        or(isNull(jobs.applicationCloseDate), gt(jobs.applicationCloseDate, need.now)),
      ),
    );
  const { facts } = need;
  const candidates: Candidate<GuidanceItem>[] = [];
  for (const { job, logo } of rows) {
    const own = facts.skillIds.filter((id) => job.skills.includes(id));
    const wanted = need.roleSkillIds.filter((id) => job.skills.includes(id));
    const titled = need.rolePhrases.find((entry) => entry.strong && wordsIn(job.title, [entry.phrase]).length);
    const asked = wordsIn(job.title, need.questionWords);
    const stage = facts.careerStage !== null && job.careerStages.includes(facts.careerStage);
    const score = asked.length * 3 + (titled ? 4 : 0) + own.length * 2 + wanted.length + (stage ? 1 : 0);
    if (!own.length && !titled && !asked.length) continue;
    let reason: string;
    if (titled) reason = `A ${titled.role} opening`;
    else if (asked.length) reason = `Answers your question about ${asked.slice(0, 2).join(' and ')}`;
    else reason = `Asks for your skills: ${nameList(own, facts.skillNames)}`;
    candidates.push({
      id: job.id,
      score,
      tieBreak: -job.createdAt.getTime(),
      item: {
        type: 'job',
        id: job.id,
        slug: job.slug,
        title: job.title,
        description: shortText(job.description),
        reason,
        href: `/job/${job.slug}`,
        image_path: logo,
      },
    });
  }
  return topScored(candidates, limit);
}

export async function findPeople(db: Db, tenantId: number, need: Need, limit: number): Promise<GuidanceItem[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      title: users.title,
      nameSlug: users.nameSlug,
      skills: profiles.skills,
      shortBio: profiles.shortBio,
      pictureKey: uploads.key,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(uploads, eq(uploads.id, profiles.pictureId))
    .where(and(eq(users.tenantId, tenantId), ne(users.id, need.facts.userId), eq(users.isVerified, true)));
  const candidates: Candidate<GuidanceItem>[] = [];
  for (const row of rows) {
    const gaps = need.gapSkillIds.filter((id) => row.skills.includes(id));
    const shared = need.facts.skillIds.filter((id) => row.skills.includes(id));
    const titled = need.rolePhrases.find((entry) => entry.strong && wordsIn(row.title, [entry.phrase]).length);
    const score = (titled ? 5 : 0) + gaps.length * 3 + shared.length;
    if (!titled && !gaps.length) continue;
    const reason = titled
      ? `Works as ${row.title}: the ${titled.role} role you are aiming for`
      : `Has skills you are building: ${nameList(gaps, need.skillNames)}`;
    const name = `${row.firstName} ${row.lastName}`.trim();
    candidates.push({
      id: row.id,
      score,
      item: {
        type: 'user',
        id: row.id,
        slug: row.nameSlug,
        title: name,
        description: row.title || shortText(row.shortBio),
        reason,
        href: `/profile/${row.nameSlug}`,
        image_path: row.pictureKey ? `/media/uploads/${row.pictureKey}` : null,
      },
    });
  }
  return topScored(candidates, limit);
}
