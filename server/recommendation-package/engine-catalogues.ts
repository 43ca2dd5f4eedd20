/**
 * The types the recommendation engine ranks (people, circles, events, organizations, jobs)
 * as catalogues: browsing shows the engine's whole ranking with its reasons, a search any
 * match the member may be shown. People are the tenant's other verified members; groups those
 * of the type the member has not joined; jobs the open ones of the tenant.
 */
import { and, asc, count, desc, eq, ilike, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { groups, jobs, users } from '../db/schema';
import { type GroupCard, type GroupKind, groupItem, recommendGroups } from '../recommendations/groups';
import { JOB_CARD_COLUMNS, jobItem, openJobs, recommendJobs } from '../recommendations/jobs';
import { otherMembers, personItem, recommendPeople } from '../recommendations/people';
import { type Catalogue, rankedCatalogue, rankedFirst } from './catalogue';
import type { PackageContext } from './context';
import { nameMatches, personCardQuery } from './people-query';

/** The engine's cap is for the panel; the package browser pages through every pick. */
const EVERY = Number.POSITIVE_INFINITY;

async function countOf(db: Db, table: typeof users | typeof groups | typeof jobs, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

export const peopleCatalogue: Catalogue = rankedCatalogue({
  rank: (ctx) => recommendPeople(ctx.db, ctx.facts, ctx.options, EVERY),
  async search(ctx, pattern, first, { limit, offset }) {
    const where = and(otherMembers(ctx.tenantId, ctx.memberId), nameMatches(pattern));
    const [rows, total] = await Promise.all([
      personCardQuery(ctx.db)
        .where(where)
        .orderBy(rankedFirst(users.id, first), asc(users.firstName), asc(users.lastName), asc(users.id))
        .limit(limit)
        .offset(offset),
      countOf(ctx.db, users, where),
    ]);
    return { rows, total };
  },
  byIds: (ctx, ids) =>
    personCardQuery(ctx.db).where(and(otherMembers(ctx.tenantId, ctx.memberId), inArray(users.id, [...ids]))),
  item: (row, reason) => personItem(row, reason),
});

const GROUP_CARD = {
  id: groups.id,
  name: groups.name,
  nameSlug: groups.nameSlug,
  description: groups.description,
  logo: groups.logo,
};

/** Groups of the kind in the tenant that the member has not joined (or asked to join). */
function notJoined(ctx: PackageContext, kind: GroupKind) {
  const joined = [...ctx.facts.memberOfGroupIds];
  return and(
    eq(groups.tenantId, ctx.tenantId),
    eq(groups.groupType, kind),
    joined.length > 0 ? notInArray(groups.id, joined) : undefined,
  );
}

export function groupCatalogue(kind: GroupKind): Catalogue {
  const card = (row: Omit<GroupCard, 'groupType'>): GroupCard => ({ ...row, groupType: kind });
  return rankedCatalogue({
    rank: async (ctx) => (await recommendGroups(ctx.db, ctx.facts, ctx.options, EVERY))[kind],
    async search(ctx, pattern, first, { limit, offset }) {
      const where = and(notJoined(ctx, kind), ilike(groups.name, pattern));
      const [rows, total] = await Promise.all([
        ctx.db
          .select(GROUP_CARD)
          .from(groups)
          .where(where)
          .orderBy(rankedFirst(groups.id, first), asc(groups.name), asc(groups.id))
          .limit(limit)
          .offset(offset),
        countOf(ctx.db, groups, where),
      ]);
      return { rows: rows.map(card), total };
    },
    async byIds(ctx, ids) {
      const rows = await ctx.db
        .select(GROUP_CARD)
        .from(groups)
        .where(and(notJoined(ctx, kind), inArray(groups.id, [...ids])));
      return rows.map(card);
    },
    item: groupItem,
  });
}

export const jobCatalogue: Catalogue = rankedCatalogue({
  rank: (ctx) => recommendJobs(ctx.db, ctx.facts, ctx.options, EVERY, ctx.now),
  async search(ctx, pattern, first, { limit, offset }) {
    const where = and(openJobs(ctx.tenantId, ctx.now), ilike(jobs.title, pattern));
    const [rows, total] = await Promise.all([
      ctx.db
        .select(JOB_CARD_COLUMNS)
        .from(jobs)
        .innerJoin(groups, eq(groups.id, jobs.groupId))
        .where(where)
        .orderBy(rankedFirst(jobs.id, first), desc(jobs.createdAt), desc(jobs.id))
        .limit(limit)
        .offset(offset),
      countOf(ctx.db, jobs, where),
    ]);
    return { rows, total };
  },
  byIds: (ctx, ids) =>
    ctx.db
      .select(JOB_CARD_COLUMNS)
      .from(jobs)
      .innerJoin(groups, eq(groups.id, jobs.groupId))
      .where(and(openJobs(ctx.tenantId, ctx.now), inArray(jobs.id, [...ids]))),
  item: jobItem,
});
