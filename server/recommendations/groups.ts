/**
 * Circles, events and organizations to recommend. Groups carry no topic list, so a group
 * matches when its name or description names one of the member's topics or skills, when
 * people the member follows have joined it, and (organizations only) when it is influential
 * or its members or description share the member's professional field. Groups the member
 * already belongs to or follows are left out.
 */
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { RecommendationItem } from '../../contract/connect';
import type { OptionItem } from '../../contract/tenant';
import type { Db } from '../db/client';
import { groups, memberships, users } from '../db/schema';
import { profiles } from '../profiles/schema';
import { type MemberFacts, shortText } from './member-facts';
import { type Candidate, topScored, wordsIn } from './scoring';

export type GroupKind = 'circle' | 'event' | 'organization';

/** What a group's card is made of. */
export interface GroupCard {
  id: number;
  groupType: GroupKind;
  name: string;
  nameSlug: string;
  description: string;
  logo: string | null;
}

/** A circle, event or organization as a recommendation. */
export function groupItem(group: GroupCard, reason: string): RecommendationItem {
  return {
    id: group.id,
    type: group.groupType,
    sub_type: null,
    slug: group.nameSlug,
    title_slug: null,
    name_slug: group.nameSlug,
    source: null,
    name: group.name,
    title: null,
    description: shortText(group.description),
    reason,
    image_path: group.logo,
    institution_name: null,
  };
}

export async function recommendGroups(
  db: Db,
  facts: MemberFacts,
  options: { professional_fields: OptionItem[] },
  limit: number,
): Promise<Record<GroupKind, RecommendationItem[]>> {
  const followed = [...facts.followedUserIds];
  const fieldName = options.professional_fields.find((option) => option.id === facts.professionalField)?.name ?? null;
  const [rows, joinedByFollowed, sameFieldMembers] = await Promise.all([
    db
      .select()
      .from(groups)
      .where(and(eq(groups.tenantId, facts.tenantId), inArray(groups.groupType, ['circle', 'event', 'organization']))),
    followed.length
      ? db
          .select({ groupId: memberships.groupId, firstName: users.firstName, lastName: users.lastName })
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(
            and(
              eq(memberships.tenantId, facts.tenantId),
              eq(memberships.status, 'accepted'),
              inArray(memberships.userId, followed),
            ),
          )
          .orderBy(memberships.userId)
      : [],
    facts.professionalField === null
      ? []
      : db
          .select({ groupId: memberships.groupId, n: count() })
          .from(memberships)
          .innerJoin(profiles, eq(profiles.userId, memberships.userId))
          .where(
            and(
              eq(memberships.tenantId, facts.tenantId),
              eq(memberships.status, 'accepted'),
              ne(memberships.userId, facts.userId),
              sql`coalesce(${profiles.professionalField}, (${profiles.extraInfo}->>'professional_field')::int) = ${facts.professionalField}`,
            ),
          )
          .groupBy(memberships.groupId),
  ]);

  const followersIn = new Map<number, string[]>();
  for (const row of joinedByFollowed) {
    const names = followersIn.get(row.groupId) ?? [];
    names.push(`${row.firstName} ${row.lastName}`.trim());
    followersIn.set(row.groupId, names);
  }
  const sameFieldCount = new Map(sameFieldMembers.map((row) => [row.groupId, row.n]));
  const topicNames = [...facts.topicNames.values()];
  const skillNames = [...facts.skillNames.values()];

  const buckets: Record<GroupKind, Candidate<RecommendationItem>[]> = { circle: [], event: [], organization: [] };
  for (const group of rows) {
    if (group.groupType === 'institution') continue;
    if (facts.memberOfGroupIds.has(group.id) || facts.followedGroupIds.has(group.id)) continue;
    const text = `${group.name} ${group.description}`;
    const topicHits = wordsIn(text, topicNames);
    const skillHits = wordsIn(text, skillNames);
    const friends = followersIn.get(group.id) ?? [];
    const isOrganization = group.groupType === 'organization';
    const fieldMembers = isOrganization ? Math.min(sameFieldCount.get(group.id) ?? 0, 3) : 0;
    const fieldInText = isOrganization && fieldName !== null && wordsIn(text, [fieldName]).length > 0;
    const influential = isOrganization && group.isInfluencer;
    const score =
      topicHits.length * 3 +
      skillHits.length * 2 +
      friends.length * 2 +
      fieldMembers +
      (fieldInText ? 2 : 0) +
      (influential ? 2 : 0);
    if (score === 0) continue;
    let reason: string;
    if (topicHits.length) reason = `Matches your topics: ${topicHits.slice(0, 3).join(', ')}`;
    else if (skillHits.length) reason = `Matches your skills: ${skillHits.slice(0, 3).join(', ')}`;
    else if (friends.length) reason = `Joined by people you follow: ${friends.slice(0, 2).join(', ')}`;
    else if (fieldInText || fieldMembers)
      reason = fieldName ? `In your professional field: ${fieldName}` : 'In your professional field';
    else reason = 'Influential organization';
    buckets[group.groupType].push({
      id: group.id,
      score,
      item: groupItem({ ...group, groupType: group.groupType }, reason),
    });
  }
  return {
    circle: topScored(buckets.circle, limit),
    event: topScored(buckets.event, limit),
    organization: topScored(buckets.organization, limit),
  };
}
