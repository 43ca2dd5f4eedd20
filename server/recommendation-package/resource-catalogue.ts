/**
 * Resources for the member: approved resources of the tenant's Resource Hub (prompts are
 * not resources here) that the member may open, meaning public ones, those of their own
 * groups and their own. external_resource keeps those with an external source;
 * internal_resource those of the member's groups. Those that share the member's topics or
 * career stage lead, with that as the reason; the rest follow, pinned then newest, with a
 * reason of their kind (or "Matches your search" when found by a search).
 */
import { and, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { RecommendationItem } from '../../contract/connect';
import { resources } from '../content/schema';
import { containsPattern } from '../db/like';
import { groups } from '../db/schema';
import { uploads } from '../profiles/schema';
import { mediaUrlOrNull } from '../profiles/serialize';
import { nameList, shortText } from '../recommendations/member-facts';
import { type Candidate, topScored, withOptionName } from '../recommendations/scoring';
import type { Catalogue } from './catalogue';
import { type PackageContext, SEARCH_REASON } from './context';

export type ResourceKind = 'resource' | 'external_resource' | 'internal_resource';

const RESOURCE_CARD = {
  id: resources.id,
  title: resources.title,
  titleSlug: resources.titleSlug,
  content: resources.content,
  subType: resources.subType,
  source: resources.source,
  topics: resources.topics,
  careerStages: resources.careerStages,
  isPinned: resources.isPinned,
  createdAt: resources.createdAt,
  groupName: groups.name,
  thumbnailKey: uploads.key,
};

/** The conditions of the kind, or null when it can hold nothing for this member. */
function kindConditions(ctx: PackageContext, kind: ResourceKind): SQL[] | null {
  const ownGroups = [...ctx.acceptedGroupIds];
  const visible = or(
    eq(resources.securityLevel, 0),
    eq(resources.createdBy, ctx.memberId),
    ownGroups.length > 0 ? inArray(resources.groupId, ownGroups) : undefined,
  );
  const where = [eq(resources.tenantId, ctx.tenantId), eq(resources.status, 'approved'), ne(resources.type, 'prompt')];
  if (visible) where.push(visible);
  if (kind === 'external_resource') where.push(eq(resources.subType, 'external'));
  if (kind === 'internal_resource') {
    if (ownGroups.length === 0) return null;
    where.push(inArray(resources.groupId, ownGroups));
  }
  return where;
}

type ResourceCard = Awaited<ReturnType<typeof resourceCards>>[number];

async function resourceCards(ctx: PackageContext, where: SQL[]) {
  return ctx.db
    .select(RESOURCE_CARD)
    .from(resources)
    .leftJoin(groups, eq(groups.id, resources.groupId))
    .leftJoin(uploads, eq(uploads.id, resources.thumbnailImage))
    .where(and(...where));
}

function fallbackReason(kind: ResourceKind, row: ResourceCard): string {
  if (kind === 'internal_resource' && row.groupName) return `Shared in your group ${row.groupName}`;
  if (row.subType === 'external' && row.source) {
    const host = URL.canParse(row.source) ? new URL(row.source).hostname : null;
    return host ? `External resource from ${host}` : 'External resource';
  }
  return 'From the Resource Hub';
}

function scored(ctx: PackageContext, kind: ResourceKind, row: ResourceCard, otherwise: string | null) {
  const { facts } = ctx;
  const sharedTopics = facts.topicIds.filter((id) => row.topics.includes(id));
  const fitsStage = facts.careerStage !== null && row.careerStages.includes(facts.careerStage);
  let reason: string;
  if (sharedTopics.length) reason = `Matches your topics: ${nameList(sharedTopics, facts.topicNames)}`;
  else if (fitsStage) reason = withOptionName('Fits your career stage', ctx.options.career_stages, facts.careerStage);
  else reason = otherwise ?? fallbackReason(kind, row);
  const item: RecommendationItem = {
    id: row.id,
    type: kind,
    sub_type: row.subType,
    slug: row.titleSlug,
    title_slug: row.titleSlug,
    name_slug: null,
    source: row.source,
    name: row.title,
    title: row.title,
    description: shortText(row.content),
    reason,
    image_path: mediaUrlOrNull(row.thumbnailKey),
    institution_name: row.groupName,
  };
  // Pinned, then newer, among equal matches: the tie-break sorts lower first.
  const tieBreak = (row.isPinned ? -1e15 : 0) - row.createdAt.getTime();
  return { id: row.id, score: sharedTopics.length * 2 + (fitsStage ? 1 : 0), tieBreak, item };
}

export function resourceCatalogue(kind: ResourceKind): Catalogue {
  return {
    async list(ctx, { search, limit, offset }) {
      const where = kindConditions(ctx, kind);
      if (where === null) return { items: [], total: 0 };
      if (search !== undefined) where.push(ilike(resources.title, containsPattern(search)));
      const rows = await resourceCards(ctx, where);
      const candidates: Candidate<RecommendationItem>[] = rows.map((row) =>
        scored(ctx, kind, row, search === undefined ? null : SEARCH_REASON),
      );
      const ranked = topScored(candidates, Number.POSITIVE_INFINITY);
      return { items: ranked.slice(offset, offset + limit), total: ranked.length };
    },
    async pick(ctx, ids) {
      const where = kindConditions(ctx, kind);
      if (where === null || ids.length === 0) return new Map();
      const rows = await resourceCards(ctx, [...where, inArray(resources.id, [...ids])]);
      return new Map(rows.map((row) => [row.id, scored(ctx, kind, row, null).item]));
    },
  };
}
