/** The lookup lists (skills, topics, topic areas) cached by the sync worker in meta 'lookups'. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { Topic, TopicArea } from '../../../contract';
import { getLookups, type Lookups, type Skill } from '../../../sync/lookups/lookups';
import { db } from '../../db/db';
import { syncClient } from '../sync/sync-client';

/** Lists older than this are refreshed when a form needing them opens (members add skills). */
const LOOKUPS_FRESH_MS = 10 * 60_000;

function useLookups(): Lookups | undefined {
  // null: read and absent; undefined: still reading (no refresh yet).
  const lookups = useLiveQuery(async () => (await getLookups(db)) ?? null, []);
  const fetchedAt = lookups === undefined ? undefined : (lookups?.fetchedAt ?? 0);
  useEffect(() => {
    if (fetchedAt === undefined || Date.now() - fetchedAt < LOOKUPS_FRESH_MS) return;
    syncClient()
      .lookups.refresh()
      .catch(() => undefined); // offline: the cached lists stay
  }, [fetchedAt]);
  return lookups ?? undefined;
}

const NONE: never[] = [];

export function useSkills(): Skill[] {
  return useLookups()?.skills ?? NONE;
}

export function useTopics(): Topic[] {
  return useLookups()?.topics ?? NONE;
}

export function useTopicAreas(): TopicArea[] {
  return useLookups()?.topicAreas ?? NONE;
}
