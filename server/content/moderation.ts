/**
 * Moderation transitions (spec part 2 section 4, Content moderation) and the user-scoped
 * 'content' change every write of a content item appends for its creator.
 *
 * Use cases, AI tools and career tips: approve a pending or rejected one, reject only a
 * pending one. Resources: any non-approved one may be approved or rejected.
 */
import {
  type AnyContent,
  type ContentKind,
  type ContentStatus,
  contentKey,
  type ModerationAction,
} from '../../contract/content';
import { appendChanges } from '../changes/log';
import type { Db, Tx } from '../db/client';
import { HttpError } from '../http/errors';

export const MODERATION_ERRORS = {
  approve: 'Only a pending or rejected item can be approved.',
  reject: 'Only a pending item can be rejected.',
  rejectResource: 'Only a resource that is not approved can be rejected.',
} as const;

export type ModerationRules = 'default' | 'resource';

/**
 * The status after `action`, or `{ error }` (a 400 `{detail}`) when the transition is not allowed.
 * `rules` 'resource' lets a moderator reject a rejected resource again (a no-op) and never an approved one.
 */
export function moderatedStatus(
  current: ContentStatus,
  action: ModerationAction,
  rules: ModerationRules = 'default',
): { status: ContentStatus } | { error: string } {
  if (action === 'approve') {
    return current === 'approved' ? { error: MODERATION_ERRORS.approve } : { status: 'approved' };
  }
  if (rules === 'resource') {
    return current === 'approved' ? { error: MODERATION_ERRORS.rejectResource } : { status: 'rejected' };
  }
  return current === 'pending' ? { status: 'rejected' } : { error: MODERATION_ERRORS.reject };
}

/**
 * Moves `row` to the status `action` leads to (a wrong transition is a 400 `{detail}`) and
 * logs the creator's change, in one transaction; `setStatus` writes the kind's table.
 */
export async function applyModeration(
  db: Db,
  tenantId: number,
  kind: ContentKind,
  row: { id: number; status: ContentStatus; createdBy: number },
  action: ModerationAction,
  setStatus: (tx: Tx, status: ContentStatus) => Promise<unknown>,
  rules: ModerationRules = 'default',
): Promise<ContentStatus> {
  const next = moderatedStatus(row.status, action, rules);
  if ('error' in next) throw new HttpError(400, { detail: next.error });
  await db.transaction(async (tx) => {
    await setStatus(tx, next.status);
    await logContentChange(tx, tenantId, row.createdBy, kind, row.id);
  });
  return next.status;
}

/**
 * Appends the creator's 'content' change (id contentKey(kind, id)) inside the write's
 * transaction. The change log stores no payload: the feed resolves the item's current state
 * when read, so `data` may be omitted; pass 'deleted' for a deleted item (a tombstone).
 */
export async function logContentChange(
  tx: Tx,
  tenantId: number,
  userId: number,
  kind: ContentKind,
  id: number,
  data?: AnyContent | 'deleted',
): Promise<void> {
  const op = data === 'deleted' ? 'delete' : 'upsert';
  await appendChanges(tx, [{ tenantId, userId, entity: 'content', entityId: contentKey(kind, id), op }]);
}
