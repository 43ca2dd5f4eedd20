import type { FollowTargetType } from '../../../contract';
import { followSet } from '../../../sync/mutators/follow';
import { mutateWith } from '../../../sync/outbox';
import { db } from '../../db/db';
import { kickSync } from '../sync/sync-client';

/** Follow or unfollow a person or group: on screen at once, sent when the network allows. */
export async function setFollow(type: FollowTargetType, id: number, followed: boolean): Promise<void> {
  await mutateWith(db, followSet, { type, id, followed });
  kickSync();
}
