/**
 * Lookup lists the profile forms pick from: GET /api/v1/skills/, /topics/, /topic-areas/
 * (shared lists) and /groups/ (the tenant's groups, paged; issue 5 extends it).
 */
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { PageParam, PageSizeParam } from '../../contract/paging';
import type { AppDeps, AppEnv } from '../app-env';
import { GROUP_TYPES, groups, skills } from '../db/schema';
import { topicAreas, topics } from '../db/schema-profile';
import { parseInput } from '../http/input';
import { nextPageUrl, pagedBody, pageOffset } from '../http/paging';

/** Skills answered per search (enough for a dropdown); without a search the whole list, for the offline cache. */
const SKILLS_SEARCH_LIMIT = 50;
const SKILLS_LIST_LIMIT = 5000;
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const SearchQuery = v.object({ search: v.optional(v.string()) });

const TopicQuery = v.object({
  search: v.optional(v.string()),
  topic_area: v.optional(v.pipe(v.string(), v.toNumber(), v.integer())),
});
const GroupQuery = v.object({
  group_type: v.optional(v.picklist(GROUP_TYPES)),
  search: v.optional(v.string()),
  page: PageParam,
  page_size: PageSizeParam(20, 100),
});

export function lookupRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/skills/', async (c) => {
      const search = parseInput(SearchQuery, c.req.query()).search?.trim() ?? '';
      const rows = await db
        .select({ id: skills.id, name: skills.name })
        .from(skills)
        .where(search ? ilike(skills.name, containsPattern(search)) : undefined)
        .orderBy(asc(skills.name))
        .limit(search ? SKILLS_SEARCH_LIMIT : SKILLS_LIST_LIMIT);
      return c.json({ data: rows });
    })
    .get('/topics/', async (c) => {
      const query = parseInput(TopicQuery, c.req.query());
      const search = query.search?.trim() ?? '';
      const where: SQL[] = [];
      if (search) where.push(ilike(topics.name, containsPattern(search)));
      if (query.topic_area !== undefined) where.push(eq(topics.topicAreaId, query.topic_area));
      const rows = await db
        .select({ id: topics.id, name: topics.name, topic_area: topics.topicAreaId })
        .from(topics)
        .where(and(...where))
        .orderBy(asc(topics.name));
      return c.json({ data: rows });
    })
    .get('/topic-areas/', async (c) => {
      const rows = await db.select().from(topicAreas).orderBy(asc(topicAreas.name));
      return c.json({ data: rows });
    })
    .get('/groups/', async (c) => {
      const query = parseInput(GroupQuery, c.req.query());
      const search = query.search?.trim() ?? '';
      const where = and(
        eq(groups.tenantId, c.var.tenant.id),
        query.group_type ? eq(groups.groupType, query.group_type) : undefined,
        search ? ilike(groups.name, containsPattern(search)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: groups.id,
            name: groups.name,
            name_slug: groups.nameSlug,
            group_type: groups.groupType,
            logo: groups.logo,
            description: groups.description,
          })
          .from(groups)
          .where(where)
          .orderBy(asc(groups.name), asc(groups.id))
          .limit(query.page_size)
          .offset(pageOffset(query.page, query.page_size)),
        db.select({ n: count() }).from(groups).where(where),
      ]);
      const n = total?.n ?? 0;
      return c.json(pagedBody(rows, n, nextPageUrl(c.req.url, query.page, query.page_size, n)));
    });
}
