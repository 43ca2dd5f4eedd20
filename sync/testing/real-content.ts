/** Seeded rows and files the content sync tests act on over the real server. */
import { and, eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { groups, memberships } from '../../server/db/schema';
import { topicAreas, topics } from '../../server/profiles/schema';
import type { TestApi } from '../../server/testing';
import { userIdOf } from './real-api';

/** A free group where `email` is an accepted plain member: a contribution there waits for review. */
export async function contributableGroupOf(api: TestApi, email: string): Promise<number> {
  const [row] = await api.database.db
    .select({ id: groups.id })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .where(
      and(
        eq(memberships.userId, await userIdOf(api, email)),
        eq(memberships.status, 'accepted'),
        eq(memberships.role, 'member'),
        eq(groups.isPaid, false),
      ),
    )
    .orderBy(groups.id)
    .limit(1);
  if (!row) throw new Error(`${email} is a plain member of no free group`);
  return row.id;
}

/** A real one-pixel PNG (uploads are checked by their content). */
export function pixelPng(): Blob {
  return new Blob([new Uint8Array(PNG.sync.write(new PNG({ width: 1, height: 1 })))], { type: 'image/png' });
}

/** A topic, a topic area and a career stage of the seed: what a contribution must name. */
export async function contributionChoices(api: TestApi) {
  const db = api.database.db;
  const [topic] = await db.select({ id: topics.id }).from(topics).orderBy(topics.id).limit(1);
  const [area] = await db.select({ id: topicAreas.id }).from(topicAreas).orderBy(topicAreas.id).limit(1);
  if (!topic || !area) throw new Error('the seed has no topics');
  return { topics: [topic.id], topic_area: area.id, career_stages: [1] };
}
