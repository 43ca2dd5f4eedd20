/**
 * 'follow.set': follow or unfollow a person or group. Final-state semantics like bookmarks:
 * three clicks offline send one request. The cached profile and directory rows of the
 * target show the new state at once too.
 */
import * as v from 'valibot';
import {
  FOLLOW_ENDPOINTS,
  type Follow,
  FollowInput,
  FollowResult,
  type FollowTargetType,
  followKey,
  pathOf,
} from '../../contract';
import type { LocalFollow, PortalDb } from '../core/db';
import { defineMutator } from '../core/mutator-types';

/** The call's target as the contract declares it, with the state the member ended on. */
export const FollowSetArgs = v.object({ ...v.pick(FollowInput, ['id', 'type']).entries, followed: v.boolean() });
export type FollowSetArgs = v.InferOutput<typeof FollowSetArgs>;

export interface FollowUndo {
  type: FollowTargetType;
  id: number;
  row: LocalFollow | null;
}

const GROUP_ITEM_TYPES = ['circle', 'organization', 'institution', 'event'] as const;

export function toLocalFollow(follow: Follow): LocalFollow {
  return { ...follow, key: followKey(follow.type, follow.target_id) };
}

/** Sets `followed` on the cached rows of the target (public profiles, directory items). */
export async function markFollowed(db: PortalDb, type: FollowTargetType, id: number, followed: boolean) {
  if (type === 'user') {
    await db.profiles.where('id').equals(id).modify({ followed });
    await db.directory.update(`user:${id}`, { followed });
    return;
  }
  await db.directory.bulkUpdate(GROUP_ITEM_TYPES.map((kind) => ({ key: `${kind}:${id}`, changes: { followed } })));
}

export const followSet = defineMutator<FollowSetArgs, FollowUndo>({
  name: 'follow.set',
  version: 1,
  priority: 5,
  args: FollowSetArgs,
  tables: ['follows', 'profiles', 'directory'],
  key: (args) => followKey(args.type, args.id),
  async apply(db, args) {
    const key = followKey(args.type, args.id);
    const row = (await db.follows.get(key)) ?? null;
    if (!args.followed) await db.follows.delete(key);
    else if (!row) {
      await db.follows.put({ key, type: args.type, target_id: args.id, created_at: new Date().toISOString() });
    }
    await markFollowed(db, args.type, args.id, args.followed);
    return { type: args.type, id: args.id, row };
  },
  async revert(db, undo) {
    if (undo.row) await db.follows.put(undo.row);
    else await db.follows.delete(followKey(undo.type, undo.id));
    await markFollowed(db, undo.type, undo.id, undo.row !== null);
  },
  request: (args) => ({
    method: FOLLOW_ENDPOINTS.set.method,
    path: pathOf(FOLLOW_ENDPOINTS.set),
    body: { id: args.id, type: args.type, action: args.followed ? 'follow' : 'unfollow' } satisfies FollowInput,
  }),
  async accepted(db, args, body) {
    const parsed = v.safeParse(FollowResult, body);
    const followed = parsed.success ? parsed.output.followed : args.followed;
    const key = followKey(args.type, args.id);
    if (!followed) await db.follows.delete(key);
    else if (!(await db.follows.get(key))) {
      await db.follows.put({ key, type: args.type, target_id: args.id, created_at: new Date().toISOString() });
    }
    if (followed !== args.followed) await markFollowed(db, args.type, args.id, followed);
  },
});
