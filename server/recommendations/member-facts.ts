/**
 * What the recommendation engine knows about the member: their profile (skills, topics,
 * professional field, career stage, country), whom and what they follow, the groups they
 * belong to, and the names of their skills and topics (for matching text and for reasons).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { groups, memberships, skills, users } from '../db/schema';
import { follows, profiles, topics } from '../profiles/schema';

export interface MemberFacts {
  tenantId: number;
  userId: number;
  skillIds: number[];
  topicIds: number[];
  professionalField: number | null;
  careerStage: number | null;
  country: string | null;
  skillNames: Map<number, string>;
  topicNames: Map<number, string>;
  followedUserIds: Set<number>;
  followedGroupIds: Set<number>;
  memberOfGroupIds: Set<number>;
}

export async function loadMemberFacts(db: Db, tenantId: number, userId: number): Promise<MemberFacts> {
  const [[user], [profile], followRows, membershipRows] = await Promise.all([
    db
      .select({ country: users.country })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, userId))),
    db
      .select()
      .from(profiles)
      .where(and(eq(profiles.tenantId, tenantId), eq(profiles.userId, userId))),
    db
      .select({ type: follows.targetType, id: follows.targetId })
      .from(follows)
      .where(and(eq(follows.tenantId, tenantId), eq(follows.followerId, userId))),
    db
      .select({ groupId: memberships.groupId })
      .from(memberships)
      .innerJoin(groups, eq(groups.id, memberships.groupId))
      .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId))),
  ]);
  const skillIds = profile?.skills ?? [];
  const topicIds = profile?.topics ?? [];
  const [skillRows, topicRows] = await Promise.all([
    skillIds.length ? db.select().from(skills).where(inArray(skills.id, skillIds)) : [],
    topicIds.length
      ? db.select({ id: topics.id, name: topics.name }).from(topics).where(inArray(topics.id, topicIds))
      : [],
  ]);
  return {
    tenantId,
    userId,
    skillIds,
    topicIds,
    professionalField: profile?.professionalField ?? profile?.extraInfo.professional_field ?? null,
    careerStage: profile?.extraInfo.career_stage ?? null,
    country: user?.country ?? null,
    skillNames: new Map(skillRows.map((row) => [row.id, row.name])),
    topicNames: new Map(topicRows.map((row) => [row.id, row.name])),
    followedUserIds: new Set(followRows.filter((row) => row.type === 'user').map((row) => row.id)),
    followedGroupIds: new Set(followRows.filter((row) => row.type === 'group').map((row) => row.id)),
    memberOfGroupIds: new Set(membershipRows.map((row) => row.groupId)),
  };
}

/** Names of the given ids in the member's order, at most `limit`, joined for a reason text. */
export function nameList(ids: Iterable<number>, names: Map<number, string>, limit = 3): string {
  const picked: string[] = [];
  for (const id of ids) {
    const name = names.get(id);
    if (name) picked.push(name);
    if (picked.length === limit) break;
  }
  return picked.join(', ');
}

/** Plain, short text for a card: tags removed, whitespace folded, cut at `max` characters. */
export function shortText(text: string | null | undefined, max = 160): string | null {
  if (!text) return null;
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return null;
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
}
