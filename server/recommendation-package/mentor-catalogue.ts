/**
 * Mentors and mentees: people of one of the member's groups (both accepted, verified, never
 * the member) who are further on or earlier than the member there (see mentorship.ts). A
 * group is chosen first; when the package is sent, any group the two share will do.
 */
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { RecommendationItem } from '../../contract/connect';
import { PACKAGE_MESSAGES } from '../../contract/recommendation-package';
import { containsPattern } from '../db/like';
import { groups, memberships, users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { profiles } from '../profiles/schema';
import { personItem } from '../recommendations/people';
import type { Catalogue } from './catalogue';
import type { PackageContext } from './context';
import { furtherOnFirst, type Mentorship, mentorshipReason, type Standing } from './mentorship';
import { nameMatches, personCards, verifiedMembers } from './people-query';

interface GroupStanding extends Standing {
  userId: number;
  groupId: number;
  groupName: string;
}

/** Accepted, verified people of the tenant's groups with their role and stage there. */
function standings(ctx: PackageContext, where: SQL | undefined): Promise<GroupStanding[]> {
  return ctx.db
    .select({
      userId: memberships.userId,
      groupId: memberships.groupId,
      groupName: groups.name,
      role: memberships.role,
      stage: sql<number | null>`(${profiles.extraInfo}->>'career_stage')::int`,
    })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(profiles, eq(profiles.userId, memberships.userId))
    .where(
      and(
        eq(memberships.tenantId, ctx.tenantId),
        eq(memberships.status, 'accepted'),
        verifiedMembers(ctx.tenantId),
        where,
      ),
    )
    .orderBy(memberships.groupId, memberships.userId);
}

async function itemsOf(ctx: PackageContext, kind: Mentorship, reasons: Map<number, string>) {
  const cards = await personCards(ctx.db, ctx.tenantId, [...reasons.keys()]);
  const items = new Map<number, RecommendationItem>();
  for (const [id, reason] of reasons) {
    const card = cards.get(id);
    if (card) items.set(id, personItem(card, reason, kind));
  }
  return items;
}

export function mentorCatalogue(kind: Mentorship): Catalogue {
  return {
    async list(ctx, { groupId, search, limit, offset }) {
      if (groupId === undefined) throw new HttpError(400, { group_id: [PACKAGE_MESSAGES.chooseGroupFirst] });
      if (!ctx.acceptedGroupIds.has(groupId)) throw notFound();
      const inGroup = eq(memberships.groupId, groupId);
      const [[me], others] = await Promise.all([
        standings(ctx, and(inGroup, eq(memberships.userId, ctx.memberId))),
        standings(
          ctx,
          and(inGroup, ne(memberships.userId, ctx.memberId), search ? nameMatches(containsPattern(search)) : undefined),
        ),
      ]);
      if (!me) throw notFound();
      const stages = ctx.options.career_stages;
      const matches = others
        .map((them) => ({ them, reason: mentorshipReason(kind, me, them, them.groupName, stages) }))
        .filter((match): match is { them: GroupStanding; reason: string } => match.reason !== null)
        .sort((a, b) => furtherOnFirst(stages)(a.them, b.them));
      const page = matches.slice(offset, offset + limit);
      const items = await itemsOf(ctx, kind, new Map(page.map(({ them, reason }) => [them.userId, reason])));
      return {
        items: page.map(({ them }) => items.get(them.userId)).filter((item) => item !== undefined),
        total: matches.length,
      };
    },
    async pick(ctx, ids) {
      const shared = [...ctx.acceptedGroupIds];
      if (ids.length === 0 || shared.length === 0) return new Map();
      const inShared = inArray(memberships.groupId, shared);
      const [mine, theirs] = await Promise.all([
        standings(ctx, and(inShared, eq(memberships.userId, ctx.memberId))),
        standings(ctx, and(inShared, inArray(memberships.userId, [...ids]), ne(memberships.userId, ctx.memberId))),
      ]);
      const myPlace = new Map(mine.map((row) => [row.groupId, row]));
      const reasons = new Map<number, string>();
      for (const them of theirs) {
        const me = myPlace.get(them.groupId);
        if (!me || reasons.has(them.userId)) continue;
        const reason = mentorshipReason(kind, me, them, them.groupName, ctx.options.career_stages);
        if (reason !== null) reasons.set(them.userId, reason);
      }
      return itemsOf(ctx, kind, reasons);
    },
  };
}
