/**
 * Group recommendations (contract/group-recommendations.ts), deterministic and explainable:
 * - research_collaboration: the tenant's verified members outside the group whose profile
 *   shares the group's topics (two points a topic) or works in one of its professional fields
 *   (one point);
 * - cross_group: the tenant's other groups that share its topics (two points a topic), its
 *   professional fields, career stages or strategic goals (one point each).
 * The reason names what is shared. Best first, then the lower id. The candidates are scored
 * in memory: a tenant's groups and members who share something with one group stay few.
 */
import { and, eq, inArray, ne, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { RecommendationItem } from '../../contract/connect';
import type { GroupRecommendationEntity } from '../../contract/group-recommendations';
import type { OptionItem } from '../../contract/tenant';
import type { Db } from '../db/client';
import { groups, memberships, users } from '../db/schema';
import { profiles, topics } from '../profiles/schema';
import { nameList, shortText } from '../recommendations/member-facts';
import { candidatePeople, personItem, sqlIntArray } from '../recommendations/people';
import { type Candidate, topScored } from '../recommendations/scoring';

type GroupRow = typeof groups.$inferSelect;

export interface RecommendationPage {
  items: RecommendationItem[];
  total: number;
}

const shared = (mine: readonly number[], theirs: readonly number[] | null) => {
  const set = new Set(theirs ?? []);
  return mine.filter((id) => set.has(id));
};

async function topicNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: topics.id, name: topics.name })
    .from(topics)
    .where(inArray(topics.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

const optionNames = (list: OptionItem[]) => new Map(list.map((option) => [option.id, option.name]));

function reasonOf(parts: { topics: string; fields: string; stages?: string }): string {
  const said: string[] = [];
  if (parts.topics) said.push(`Shares this group's topics: ${parts.topics}`);
  if (parts.fields) said.push(`Works in ${parts.fields}`);
  if (parts.stages) said.push(`Same career stages: ${parts.stages}`);
  return said.join('. ') || 'Shares this group’s strategic goals';
}

async function researchCollaborators(
  db: Db,
  group: GroupRow,
  options: { professional_fields: OptionItem[] },
): Promise<Candidate<RecommendationItem>[]> {
  const matches: SQL[] = [];
  if (group.topics.length) matches.push(sql`${profiles.topics} && ${sqlIntArray(group.topics)}`);
  if (group.professionalFields.length) matches.push(inArray(profiles.professionalField, group.professionalFields));
  if (!matches.length) return [];
  const rows = await candidatePeople(db).where(
    and(
      eq(users.tenantId, group.tenantId),
      eq(users.isVerified, true),
      or(...matches),
      notExists(
        db
          .select({ one: sql`1` })
          .from(memberships)
          .where(
            and(
              eq(memberships.groupId, group.id),
              eq(memberships.userId, users.id),
              ne(memberships.status, 'rejected'),
            ),
          ),
      ),
    ),
  );
  const names = await topicNames(db, group.topics);
  const fields = optionNames(options.professional_fields);
  return rows.map((row) => {
    const topicIds = shared(group.topics, row.topics);
    const fieldIds = shared(group.professionalFields, row.professionalField === null ? [] : [row.professionalField]);
    const reason = reasonOf({ topics: nameList(topicIds, names), fields: nameList(fieldIds, fields) });
    return { id: row.id, score: 2 * topicIds.length + fieldIds.length, item: personItem(row, reason) };
  });
}

async function otherGroups(
  db: Db,
  group: GroupRow,
  options: { professional_fields: OptionItem[]; career_stages: OptionItem[] },
): Promise<Candidate<RecommendationItem>[]> {
  const overlaps = (column: SQL | typeof groups.topics, ids: number[]) =>
    ids.length ? [sql`${column} && ${sqlIntArray(ids)}`] : [];
  const matches = [
    ...overlaps(groups.topics, group.topics),
    ...overlaps(groups.professionalFields, group.professionalFields),
    ...overlaps(groups.careerStages, group.careerStages),
    ...overlaps(groups.relevantSdgs, group.relevantSdgs),
  ];
  if (!matches.length) return [];
  const rows = await db
    .select()
    .from(groups)
    .where(and(eq(groups.tenantId, group.tenantId), ne(groups.id, group.id), or(...matches)));
  const names = await topicNames(db, group.topics);
  const fields = optionNames(options.professional_fields);
  const stages = optionNames(options.career_stages);
  return rows.map((row) => {
    const topicIds = shared(group.topics, row.topics);
    const fieldIds = shared(group.professionalFields, row.professionalFields);
    const stageIds = shared(group.careerStages, row.careerStages);
    const goalIds = shared(group.relevantSdgs, row.relevantSdgs);
    const reason = reasonOf({
      topics: nameList(topicIds, names),
      fields: nameList(fieldIds, fields),
      stages: nameList(stageIds, stages),
    });
    const item: RecommendationItem = {
      id: row.id,
      type: row.groupType === 'institution' ? 'organization' : row.groupType,
      sub_type: row.groupType === 'institution' ? 'institution' : null,
      slug: row.nameSlug,
      title_slug: null,
      name_slug: row.nameSlug,
      source: null,
      name: row.name,
      title: null,
      description: shortText(row.description),
      reason,
      image_path: row.logo,
      institution_name: null,
    };
    const score = 2 * topicIds.length + fieldIds.length + stageIds.length + goalIds.length;
    return { id: row.id, score, item };
  });
}

export async function groupRecommendations(
  db: Db,
  group: GroupRow,
  entity: GroupRecommendationEntity,
  options: { professional_fields: OptionItem[]; career_stages: OptionItem[] },
  page: { limit: number; offset: number },
): Promise<RecommendationPage> {
  const candidates =
    entity === 'research_collaboration'
      ? await researchCollaborators(db, group, options)
      : await otherGroups(db, group, options);
  const ranked = topScored(candidates, candidates.length);
  return { items: ranked.slice(page.offset, page.offset + page.limit), total: ranked.length };
}
