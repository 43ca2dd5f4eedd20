/**
 * Follows (spec part 1 section 4): a member follows a person or a group of the same
 * tenant. Final-state semantics: following twice or unfollowing what is not followed
 * succeeds, so a replayed outbox entry never fails; only real changes are logged.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Follow, FollowInput } from '../../contract/connect';
import { PROFILE_MESSAGES } from '../../contract/profile';
import type { Db } from '../db/client';
import { groups, memberships, users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { insertNotifications } from '../notifications/create';
import { followNotifications } from '../notifications/producers';
import { logFollowChange } from './changes';
import { type FollowRow, follows } from './schema';

export function toFollow(row: FollowRow): Follow {
  return { type: row.targetType, target_id: row.targetId, created_at: row.createdAt.toISOString() };
}

async function targetExists(db: Db, tenantId: number, input: FollowInput): Promise<boolean> {
  const table = input.type === 'user' ? users : groups;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, input.id), eq(table.tenantId, tenantId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * A group is followable only without a membership or after a rejected one (spec part 1
 * section 4): a member or applicant already gets its news.
 */
async function isMemberOrApplicant(db: Db, userId: number, groupId: number): Promise<boolean> {
  const [row] = await db
    .select({ status: memberships.status })
    .from(memberships)
    .where(and(eq(memberships.groupId, groupId), eq(memberships.userId, userId)))
    .limit(1);
  return row !== undefined && row.status !== 'rejected';
}

/**
 * Applies a follow or unfollow; answers whether the member now follows the target, whether
 * anything changed, and the notifications a new follow of a person created (publish them).
 */
export async function setFollow(
  db: Db,
  tenantId: number,
  userId: number,
  input: FollowInput,
): Promise<{ followed: boolean; changed: boolean; notifications: number[] }> {
  if (input.type === 'user' && input.id === userId) {
    // The spec's follow error (part 2 section 8); the UI never offers it on one's own profile.
    throw new HttpError(400, { detail: PROFILE_MESSAGES.couldNotFollow });
  }
  if (!(await targetExists(db, tenantId, input))) throw notFound();
  if (input.type === 'group' && input.action === 'follow' && (await isMemberOrApplicant(db, userId, input.id))) {
    throw new HttpError(400, { detail: PROFILE_MESSAGES.couldNotFollow });
  }
  const target = and(
    eq(follows.tenantId, tenantId),
    eq(follows.followerId, userId),
    eq(follows.targetType, input.type),
    eq(follows.targetId, input.id),
  );
  return db.transaction(async (tx) => {
    if (input.action === 'follow') {
      const rows = await tx
        .insert(follows)
        .values({ tenantId, followerId: userId, targetType: input.type, targetId: input.id })
        .onConflictDoNothing()
        .returning({ id: follows.id });
      if (rows.length === 0) return { followed: true, changed: false, notifications: [] };
      await logFollowChange(tx, tenantId, userId, input.type, input.id, 'upsert');
      const notify = input.type === 'user' ? await followNotifications(tx, tenantId, userId, input.id) : [];
      return { followed: true, changed: true, notifications: await insertNotifications(tx, tenantId, notify) };
    }
    const rows = await tx.delete(follows).where(target).returning({ id: follows.id });
    if (rows.length > 0) await logFollowChange(tx, tenantId, userId, input.type, input.id, 'delete');
    return { followed: false, changed: rows.length > 0, notifications: [] };
  });
}

export async function listFollows(db: Db, tenantId: number, userId: number): Promise<Follow[]> {
  const rows = await db
    .select()
    .from(follows)
    .where(and(eq(follows.tenantId, tenantId), eq(follows.followerId, userId)))
    .orderBy(desc(follows.createdAt), desc(follows.id));
  return rows.map(toFollow);
}
