/**
 * Change-log rows of the member's own profile data (contract sync: profile, career_entry,
 * follow). Every row is owner-only (userId = the owner), so the feed's visibility rule
 * keeps them from anyone else. Call inside the write's transaction; poke the owner's
 * sockets with memberDataCommitted after commit.
 */
import { type FollowTargetType, followKey } from '../../contract/connect';
import { appendChanges } from '../changes/log';
import type { Tx } from '../db/client';

export async function logProfileChange(tx: Tx, tenantId: number, userId: number): Promise<void> {
  await appendChanges(tx, [{ tenantId, userId, entity: 'profile', entityId: String(userId), op: 'upsert' }]);
}

export async function logCareerEntryChange(
  tx: Tx,
  tenantId: number,
  userId: number,
  entryId: string,
  op: 'upsert' | 'delete',
): Promise<void> {
  await appendChanges(tx, [{ tenantId, userId, entity: 'career_entry', entityId: entryId, op }]);
}

export async function logFollowChange(
  tx: Tx,
  tenantId: number,
  userId: number,
  type: FollowTargetType,
  targetId: number,
  op: 'upsert' | 'delete',
): Promise<void> {
  await appendChanges(tx, [{ tenantId, userId, entity: 'follow', entityId: followKey(type, targetId), op }]);
}
