/**
 * People to recommend: members of the same tenant who share the member's skills, topics,
 * professional field or career stage. Shared skills weigh most, then topics, then the
 * field, then the stage; ties go to the lower id so the list is the same on every call.
 * The member and the people they already follow are never recommended.
 */
import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { RecommendationItem } from '../../contract/connect';
import type { OptionItem } from '../../contract/tenant';
import type { Db } from '../db/client';
import { groups, users } from '../db/schema';
import { profiles, uploads } from '../profiles/schema';
import { mediaUrlOrNull } from '../profiles/serialize';
import { type MemberFacts, nameList, shortText } from './member-facts';
import { type Candidate, topScored, withOptionName } from './scoring';

/** What a card of a person shows: the member, their profile's skills and bio, and their picture. */
export const PERSON_COLUMNS = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  title: users.title,
  nameSlug: users.nameSlug,
  skills: profiles.skills,
  shortBio: profiles.shortBio,
  pictureKey: uploads.key,
};

/**
 * People as recommendations score them: a card's columns, the profile facts they are matched
 * on, and their institution's name; the caller adds the condition.
 */
export function candidatePeople(db: Db) {
  return db
    .select({
      ...PERSON_COLUMNS,
      topics: profiles.topics,
      professionalField: profiles.professionalField,
      extraInfo: profiles.extraInfo,
      institutionName: groups.name,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(uploads, eq(uploads.id, profiles.pictureId))
    .leftJoin(groups, eq(groups.id, profiles.institutionId));
}

/** The people `userId` may be shown: the tenant's other verified members. */
export const otherMembers = (tenantId: number, userId: number) =>
  and(eq(users.tenantId, tenantId), ne(users.id, userId), eq(users.isVerified, true));

export async function recommendPeople(
  db: Db,
  facts: MemberFacts,
  options: { professional_fields: OptionItem[]; career_stages: OptionItem[] },
  limit: number,
): Promise<RecommendationItem[]> {
  const matches: SQL[] = [];
  if (facts.skillIds.length) matches.push(sql`${profiles.skills} && ${sqlIntArray(facts.skillIds)}`);
  if (facts.topicIds.length) matches.push(sql`${profiles.topics} && ${sqlIntArray(facts.topicIds)}`);
  if (facts.professionalField !== null) {
    matches.push(
      or(
        eq(profiles.professionalField, facts.professionalField),
        sql`(${profiles.extraInfo}->>'professional_field')::int = ${facts.professionalField}`,
      ) ?? sql`false`,
    );
  }
  if (facts.careerStage !== null)
    matches.push(sql`(${profiles.extraInfo}->>'career_stage')::int = ${facts.careerStage}`);
  if (!matches.length) return [];

  const rows = await candidatePeople(db).where(and(otherMembers(facts.tenantId, facts.userId), or(...matches)));

  const candidates: Candidate<RecommendationItem>[] = [];
  for (const row of rows) {
    if (facts.followedUserIds.has(row.id)) continue;
    const sharedSkills = facts.skillIds.filter((id) => row.skills.includes(id));
    const sharedTopics = facts.topicIds.filter((id) => row.topics.includes(id));
    const field = row.professionalField ?? row.extraInfo.professional_field;
    const sameField = facts.professionalField !== null && field === facts.professionalField;
    const sameStage = facts.careerStage !== null && row.extraInfo.career_stage === facts.careerStage;
    const score = sharedSkills.length * 3 + sharedTopics.length * 2 + (sameField ? 2 : 0) + (sameStage ? 1 : 0);
    if (score === 0) continue;
    let reason: string;
    if (sharedSkills.length) reason = `Shares your skills: ${nameList(sharedSkills, facts.skillNames)}`;
    else if (sharedTopics.length) reason = `Shares your topics: ${nameList(sharedTopics, facts.topicNames)}`;
    else if (sameField) reason = withOptionName('Works in your professional field', options.professional_fields, field);
    else reason = withOptionName('At your career stage', options.career_stages, facts.careerStage);
    candidates.push({ id: row.id, score, item: personItem(row, reason) });
  }
  return topScored(candidates, limit);
}

/** What a person's card is made of: the member, their bio and picture, their institution. */
export interface PersonCard {
  id: number;
  firstName: string;
  lastName: string;
  title: string;
  nameSlug: string;
  shortBio: string | null;
  pictureKey: string | null;
  institutionName: string | null;
}

/** A person as a recommendation; mentors and mentees are people too, under their own type. */
export function personItem(
  row: PersonCard,
  reason: string,
  type: 'user' | 'mentor' | 'mentee' = 'user',
): RecommendationItem {
  return {
    id: row.id,
    type,
    sub_type: null,
    slug: row.nameSlug,
    title_slug: null,
    name_slug: row.nameSlug,
    source: null,
    name: `${row.firstName} ${row.lastName}`.trim(),
    title: row.title || null,
    description: shortText(row.shortBio) ?? (row.title || null),
    reason,
    image_path: mediaUrlOrNull(row.pictureKey),
    institution_name: row.institutionName,
  };
}

/** A Postgres integer[] literal for array operators (ids are integers, so the text is safe). */
export function sqlIntArray(ids: number[]): SQL {
  return sql.raw(`'{${ids.map((id) => Math.trunc(id)).join(',')}}'::integer[]`);
}
