import { useLiveQuery } from 'dexie-react-hooks';
import { type FollowTargetType, followKey } from '../../../contract';
import { db } from '../../db/db';
import { useIsKeyPending } from '../sync/queries';

/** Whether the member follows the person or group, optimistic changes included. */
export function useFollowed(type: FollowTargetType, id: number): boolean {
  const key = followKey(type, id);
  return useLiveQuery(async () => (await db.follows.get(key)) !== undefined, [key]) ?? false;
}

/** True while a follow change for this target waits to be sent. */
export function usePendingFollow(type: FollowTargetType, id: number): boolean {
  return useIsKeyPending(followKey(type, id));
}

/** Ids of the people or groups the member follows. */
export function useFollowedIds(type: FollowTargetType): ReadonlySet<number> {
  const rows = useLiveQuery(() => db.follows.where('type').equals(type).toArray(), [type]);
  return new Set((rows ?? []).map((row) => row.target_id));
}
