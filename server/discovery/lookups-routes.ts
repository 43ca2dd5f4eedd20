/**
 * Lookup lists the profile forms pick from: GET /api/v1/skills/, /topics/, /topic-areas/
 * (shared lists), and POST /topics/ (a member's new topic, from the use case form). GET
 * /groups/ lives in routes/groups.ts.
 */
import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { LOOKUP_ENDPOINTS } from '../../contract/directory-endpoints';
import { ID_MESSAGES } from '../../contract/ids';
import type { AppDeps, AppEnv } from '../app-env';
import { containsPattern, escapeLike } from '../db/like';
import { skills } from '../db/schema';
import { HttpError } from '../http/errors';
import { register } from '../http/register';
import { topicAreas, topics } from '../profiles/schema';

/** Skills answered per search (enough for a dropdown); without a search the whole list, for the offline cache. */
const SKILLS_SEARCH_LIMIT = 50;
const SKILLS_LIST_LIMIT = 5000;

export function lookupRoutes({ db }: AppDeps) {
  const router = new Hono<AppEnv>();
  register(router, LOOKUP_ENDPOINTS.skills, async (c, { query }) => {
    const search = query.search?.trim() ?? '';
    const rows = await db
      .select({ id: skills.id, name: skills.name })
      .from(skills)
      .where(search ? ilike(skills.name, containsPattern(search)) : undefined)
      .orderBy(asc(skills.name))
      .limit(search ? SKILLS_SEARCH_LIMIT : SKILLS_LIST_LIMIT);
    return c.json({ data: rows });
  });
  register(router, LOOKUP_ENDPOINTS.topics, async (c, { query }) => {
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
  });
  register(router, LOOKUP_ENDPOINTS.createTopic, async (c, { body: form }) => {
    const [existing] = await db
      .select({ id: topics.id, name: topics.name, topic_area: topics.topicAreaId })
      .from(topics)
      .where(ilike(topics.name, escapeLike(form.name)));
    if (existing) return c.json(existing);
    if (form.topic_area !== null) {
      const [area] = await db.select({ id: topicAreas.id }).from(topicAreas).where(eq(topicAreas.id, form.topic_area));
      if (!area) throw new HttpError(400, { topic_area: [ID_MESSAGES.doesNotExist(form.topic_area)] });
    }
    const [row] = await db
      .insert(topics)
      .values({ name: form.name, topicAreaId: form.topic_area })
      .returning({ id: topics.id, name: topics.name, topic_area: topics.topicAreaId });
    return c.json(row, 201);
  });
  return register(router, LOOKUP_ENDPOINTS.topicAreas, async (c) => {
    const rows = await db.select().from(topicAreas).orderBy(asc(topicAreas.name));
    return c.json({ data: rows });
  });
}
