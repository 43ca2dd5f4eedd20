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

/** The rows of `ids` found in `known` or the cached list, in the order of `ids`. */
function detailed<T extends { id: number }>(cached: readonly T[], known: readonly T[], ids: readonly number[]): T[] {
  const byId = new Map([...cached, ...known].map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Skills by id from the cached list, for optimistic `skills_detailed`. */
export async function skillsDetailed(db: PortalDb, ids: readonly number[], known: readonly Skill[] = []) {
  return detailed((await getLookups(db))?.skills ?? [], known, ids);
}

/** Topics by id from the cached list, for optimistic `topics_detailed`. */
export async function topicsDetailed(db: PortalDb, ids: readonly number[], known: readonly Topic[] = []) {
  return detailed((await getLookups(db))?.topics ?? [], known, ids);
}
