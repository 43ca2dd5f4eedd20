/**
 * The facts the agents judge, read from the database in a few queries per run: a group's
 * memberships of the asked people (profile, institution, join answers, contributions) and
 * the asked use cases (description, document, tools, topics). Ids the tenant or the group
 * does not hold are left out; the caller reports them.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { aiTools, useCases } from '../content/schema';
import type { Db } from '../db/client';
import { type GroupRow, memberships, skills, users } from '../db/schema';
import { completion, institution, personColumns, picture } from '../groups/membership-member';
import { profiles } from '../profiles/schema';
import type { MemberFacts } from './member-rules';
import { plainText, type UseCaseFacts } from './use-case-rules';

async function contributionsOf(db: Db, tenantId: number, userIds: number[]): Promise<Map<number, number>> {
  const byUser = new Map<number, number>();
  for (const table of [useCases, aiTools]) {
    const rows = await db
      .select({ userId: table.createdBy, n: count() })
      .from(table)
      .where(and(eq(table.tenantId, tenantId), inArray(table.createdBy, userIds)))
      .groupBy(table.createdBy);
    for (const row of rows) byUser.set(row.userId, (byUser.get(row.userId) ?? 0) + row.n);
  }
  return byUser;
}

export async function factsOfMembers(db: Db, group: GroupRow, userIds: number[]): Promise<MemberFacts[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ ...personColumns, membership: memberships, institutionDomain: institution.domain })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(picture, eq(picture.id, profiles.pictureId))
    .leftJoin(institution, eq(institution.id, profiles.institutionId))
    .where(and(eq(memberships.groupId, group.id), inArray(memberships.userId, userIds)));
  const skillIds = [...new Set(rows.flatMap((row) => row.profile?.skills ?? []))];
  const [skillRows, contributions] = await Promise.all([
    skillIds.length === 0
      ? []
      : db.select({ id: skills.id, name: skills.name }).from(skills).where(inArray(skills.id, skillIds)),
    contributionsOf(
      db,
      group.tenantId,
      rows.map((row) => row.user.id),
    ),
  ]);
  const skillName = new Map(skillRows.map((row) => [row.id, row.name]));
  const required = group.extraInfo.questions.filter((question) => question.required);
  return rows.map((row) => {
    const answered = new Set(
      row.membership.answers
        .filter((answer) => answer.value.trim() !== '' || (answer.file_id ?? null) !== null)
        .map((answer) => answer.question_id),
    );
    return {
      membershipId: row.membership.id,
      userId: row.user.id,
      isVerified: row.user.isVerified,
      email: row.user.email,
      profileCompletion: completion(row),
      institutionName: row.institutionName,
      knownDomains: [group.domain, row.institutionDomain].filter((domain): domain is string => !!domain),
      unansweredRequired: required.filter((question) => !answered.has(question.id)).map((question) => question.label),
      requiredCount: required.length,
      aboutText: [
        row.user.title,
        row.profile?.shortBio ?? '',
        ...(row.profile?.skills ?? []).map((id) => skillName.get(id) ?? ''),
      ].join('\n'),
      contributions: contributions.get(row.user.id) ?? 0,
    };
  });
}

export async function factsOfUseCases(db: Db, tenantId: number, ids: number[]): Promise<UseCaseFacts[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: useCases.id,
      description: useCases.description,
      document: useCases.document,
      aiTools: useCases.aiTools,
      topics: useCases.topics,
      topicArea: useCases.topicArea,
    })
    .from(useCases)
    .where(and(eq(useCases.tenantId, tenantId), inArray(useCases.id, ids)));
  return rows.map((row) => ({
    id: row.id,
    descriptionText: plainText(row.description),
    hasDocument: row.document !== null,
    toolCount: row.aiTools.length,
    topicCount: row.topics.length,
  }));
}
