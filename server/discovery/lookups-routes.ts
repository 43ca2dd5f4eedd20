/**
 * Lookup lists the profile forms pick from: GET /api/v1/skills/, /topics/, /topic-areas/
 * (shared lists), and POST /topics/ (a member's new topic, from the use case form). GET
 * /groups/ lives in routes/groups.ts.
 */
import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { Id, IdQueryParam } from '../../contract/ids';
import type { AppDeps, AppEnv } from '../app-env';
import { requireAuth } from '../auth/middleware';
import { skills } from '../db/schema';
import { HttpError } from '../http/errors';
import { parseInput, readJsonObject } from '../http/input';
import { topicAreas, topics } from '../profiles/schema';

/** Skills answered per search (enough for a dropdown); without a search the whole list, for the offline cache. */
const SKILLS_SEARCH_LIMIT = 50;
const SKILLS_LIST_LIMIT = 5000;
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const SearchQuery = v.object({ search: v.optional(v.string()) });

/** POST /topics/ {name, topic_area}: a new general topic from the use case form; an existing name answers that topic. */
const NewTopic = v.object({
  name: v.pipe(v.string('Required'), v.trim(), v.minLength(1, 'Required'), v.maxLength(100, 'Maximum 100 characters')),
  topic_area: v.optional(v.nullable(Id), null),
});

const TopicQuery = v.object({
  search: v.optional(v.string()),
  topic_area: v.optional(IdQueryParam),
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
    .post('/topics/', requireAuth, async (c) => {
      const form = parseInput(NewTopic, await readJsonObject(c));
      const [existing] = await db
        .select({ id: topics.id, name: topics.name, topic_area: topics.topicAreaId })
        .from(topics)
        .where(
          ilike(
            topics.name,
            form.name.replace(/[\\%_]/g, (ch) => `\\${ch}`),
          ),
        );
      if (existing) return c.json(existing);
      if (form.topic_area !== null) {
        const [area] = await db
          .select({ id: topicAreas.id })
          .from(topicAreas)
          .where(eq(topicAreas.id, form.topic_area));
        if (!area)
          throw new HttpError(400, { topic_area: [`Invalid pk "${form.topic_area}" - object does not exist.`] });
      }
      const [row] = await db
        .insert(topics)
        .values({ name: form.name, topicAreaId: form.topic_area })
        .returning({ id: topics.id, name: topics.name, topic_area: topics.topicAreaId });
      return c.json(row, 201);
    })
    .get('/topic-areas/', async (c) => {
      const rows = await db.select().from(topicAreas).orderBy(asc(topicAreas.name));
      return c.json({ data: rows });
    });
}
