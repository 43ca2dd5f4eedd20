/**
 * People-side items for guidance: circles to join (not those the member is already in), open
 * approved jobs, and members who already have the skills or the roles the member is aiming
 * for (verified, never the member). All within the tenant; items that match nothing are left out.
 */
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { GuidanceItem } from '../../contract/agents';
import type { Db } from '../db/client';
import { groups, jobs, users } from '../db/schema';
import { profiles, uploads } from '../profiles/schema';
import { mediaUrlOrNull } from '../profiles/serialize';
import { nameList, shortText } from '../recommendations/member-facts';
import { otherMembers, PERSON_COLUMNS } from '../recommendations/people';
import { type Candidate, topScored, wordsIn } from '../recommendations/scoring';
import { type Need, scoreText, termsIn, withStructure } from './need';
import { joinAnd, upperFirst, withArticle } from './prose';
import type { OptionNames } from './retrieve-content';

export async function findCircles(
  db: Db,
  tenantId: number,
  need: Need,
  names: OptionNames,
  limit: number,
  /** Events too (a question about groups or events), upcoming or running only. */
  withEvents = false,
): Promise<GuidanceItem[]> {
  const kinds = withEvents ? ['circle' as const, 'event' as const] : ['circle' as const];
  const rows = await db
    .select()
    .from(groups)
    .where(and(eq(groups.tenantId, tenantId), inArray(groups.groupType, kinds)));
  const candidates: Candidate<GuidanceItem>[] = [];
  for (const row of rows) {
    if (need.facts.memberOfGroupIds.has(row.id)) continue;
    const isEvent = row.groupType === 'event';
    if (isEvent && row.endDate && row.endDate < need.now) continue;
    const text = `${row.name}. ${row.description} ${row.objective}`;
    const scored = withStructure(scoreText(text, need), need, row, names);
    if (!scored.score || !scored.reason || !scored.isOnTopic) continue;
    candidates.push({
      id: row.id,
      score: scored.score,
      item: {
        type: isEvent ? 'event' : 'circle',
        id: row.id,
        slug: row.nameSlug,
        title: row.name,
        description: shortText(row.description),
        reason: scored.reason,
        href: `/${isEvent ? 'event' : 'circle'}/${row.nameSlug}`,
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
    // A job uses a skill the question names when its title is a role that needs the skill.
    const isSkillRole = wordsIn(job.title, need.askedSkillRolePhrases).length > 0;
    const listed = need.askedSkillIds.filter((id) => job.skills.includes(id));
    const titled = need.rolePhrases.find((entry) => entry.strong && wordsIn(job.title, [entry.phrase]).length);
    const asked = termsIn(job.title, need.terms, need);
    const stage = facts.careerStage !== null && job.careerStages.includes(facts.careerStage);
    const isOnTopic = need.terms.length === 0 || asked.length > 0 || isSkillRole;
    const score =
      asked.length * 6 +
      // "Backend Engineer" before "Embedded Software Engineer" for backend engineers.
      (wordsIn(job.title, need.roleTitles).length ? 4 : 0) +
      (isSkillRole ? 4 + listed.length * 3 : 0) +
      (titled ? 4 : 0) +
      own.length * 2 +
      wanted.length +
      (stage ? 1 : 0);
    if (!isOnTopic || (!own.length && !titled && !asked.length && !isSkillRole)) continue;
    let reason: string;
    if (titled) reason = `${upperFirst(withArticle(titled.role))} opening`;
    else if (asked.length) reason = `About ${joinAnd(asked.slice(0, 2))}, as you asked`;
    else if (isSkillRole)
      reason = `A role that uses ${joinAnd(nameList(need.askedSkillIds, need.skillNames).split(', '))}`;
    else reason = `Asks for your skills in ${joinAnd(nameList(own, facts.skillNames).split(', '))}`;
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
    .select(PERSON_COLUMNS)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(uploads, eq(uploads.id, profiles.pictureId))
    .where(otherMembers(tenantId, need.facts.userId));
  const candidates: Candidate<GuidanceItem>[] = [];
  for (const row of rows) {
    const gaps = need.gapSkillIds.filter((id) => row.skills.includes(id));
    const askedSkills = need.askedSkillIds.filter((id) => row.skills.includes(id));
    const shared = need.facts.skillIds.filter((id) => row.skills.includes(id));
    const titled = need.rolePhrases.find((entry) => entry.strong && wordsIn(row.title, [entry.phrase]).length);
    const asked = termsIn(row.title, need.terms, need);
    // Two of the key skills of a role the question names: they know the role.
    const roleSkills = need.relatedSkillIds.filter((id) => row.skills.includes(id));
    const knowsRole = roleSkills.length >= 2;
    const isOnTopic = need.terms.length === 0 || asked.length > 0 || askedSkills.length > 0 || knowsRole;
    const score =
      asked.length * 6 +
      askedSkills.length * 5 +
      (knowsRole ? roleSkills.length * 2 : 0) +
      (titled ? 5 : 0) +
      gaps.length * 3 +
      shared.length;
    if (!isOnTopic || (!titled && !gaps.length && !asked.length && !askedSkills.length && !knowsRole)) continue;
    let reason: string;
    if (titled) reason = `Works as ${withArticle(row.title)}, close to the ${titled.role} role you are aiming for`;
    else if (asked.length) reason = `Works as ${withArticle(row.title)}`;
    else if (askedSkills.length) reason = `Knows ${joinAnd(nameList(askedSkills, need.skillNames).split(', '))}`;
    else if (knowsRole)
      reason = `Has ${joinAnd(nameList(roleSkills, need.skillNames).split(', '))}, key skills of the role you asked about`;
    else reason = `Has ${joinAnd(nameList(gaps, need.skillNames).split(', '))}, skills you are building`;
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
        image_path: mediaUrlOrNull(row.pictureKey),
      },
    });
  }
  return topScored(candidates, limit);
}
