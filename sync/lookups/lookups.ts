/**
 * The lookup lists (skills, topics, topic areas) cached in the meta table under 'lookups'.
 * sync/core/db.ts types the meta keys it knows; this is the typed door for the extra key.
 */
import type * as v from 'valibot';
import type { Skill as SkillSchema, Topic, TopicArea } from '../../contract';
import type { PortalDb } from '../core/db';

export type Skill = v.InferOutput<typeof SkillSchema>;

export interface Lookups {
  skills: Skill[];
  topics: Topic[];
  topicAreas: TopicArea[];
  /** Epoch ms of the fetch. */
  fetchedAt: number;
}

export const LOOKUPS_KEY = 'lookups';

export async function getLookups(db: PortalDb): Promise<Lookups | undefined> {
  const row = await db.meta.get(LOOKUPS_KEY);
  return row?.value as Lookups | undefined;
}

export async function setLookups(db: PortalDb, value: Lookups): Promise<void> {
  await db.meta.put({ key: LOOKUPS_KEY, value });
}

/** Skills by id from the cached list, for optimistic `skills_detailed`. */
export async function skillsDetailed(db: PortalDb, ids: readonly number[], known: readonly Skill[] = []) {
  const lookups = await getLookups(db);
  const byId = new Map([...(lookups?.skills ?? []), ...known].map((skill) => [skill.id, skill]));
  return ids.flatMap((id) => {
    const skill = byId.get(id);
    return skill ? [skill] : [];
  });
}

export async function topicsDetailed(db: PortalDb, ids: readonly number[], known: readonly Topic[] = []) {
  const lookups = await getLookups(db);
  const byId = new Map([...(lookups?.topics ?? []), ...known].map((topic) => [topic.id, topic]));
  return ids.flatMap((id) => {
    const topic = byId.get(id);
    return topic ? [topic] : [];
  });
}
