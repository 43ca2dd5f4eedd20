/**
 * What every membership transition shares: the group and membership row look-ups, the
 * last-administrator guard, the 400 answers, and `transition`, which runs a change in a
 * transaction, logs a user-scoped 'group' change per affected member and pokes their
 * sockets after the commit.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { GROUP_MESSAGES } from '../../contract/group-messages';
import { ADMIN_ROLES, EVENT_ROLES, GROUP_ROLES, type GroupKind } from '../../contract/groups';
import type { AppDeps } from '../app-env';
import { memberDataCommitted } from '../changes/committed';
import { appendChanges } from '../changes/log';
import type { Db, Tx } from '../db/client';
import { type GroupRow, groups, memberships } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { insertNotifications, type NewNotification, publishNotifications } from '../notifications/create';
import { requireGroupAdmin } from './permissions';

export type MembershipDeps = Pick<AppDeps, 'db' | 'hub'>;
export interface Actor {
  tenantId: number;
  userId: number;
}
export type MembershipRow = typeof memberships.$inferSelect;

export const bad = (body: Record<string, string | string[]>) => new HttpError(400, body);
export const detail = (message: string) => bad({ detail: message });

/** The role an accepted member gets unless an administrator chooses one. */
export const defaultRole = (kind: GroupKind) => (kind === 'event' ? 'attendee' : 'member');
/** Roles a member of this kind of group may hold. */
export const rolesOf = (kind: GroupKind): readonly string[] => (kind === 'event' ? EVENT_ROLES : GROUP_ROLES);

export async function loadGroup(db: Db | Tx, tenantId: number, groupId: number): Promise<GroupRow> {
  const [group] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.tenantId, tenantId), eq(groups.id, groupId)));
  if (!group) throw notFound();
  return group;
}

/** The group when the actor administers it: 404 when it is missing, 403 when they do not. */
export async function administeredGroup(db: Db | Tx, actor: Actor, groupId: number): Promise<GroupRow> {
  const group = await loadGroup(db, actor.tenantId, groupId);
  await requireGroupAdmin(db, actor.tenantId, actor.userId, groupId);
  return group;
}

export async function membershipOf(db: Db | Tx, groupId: number, userId: number): Promise<MembershipRow | null> {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.groupId, groupId), eq(memberships.userId, userId)));
  return row ?? null;
}

export async function acceptedCount(tx: Tx, groupId: number, roles?: readonly string[]): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(memberships)
    .where(
      and(
        eq(memberships.groupId, groupId),
        eq(memberships.status, 'accepted'),
        roles ? inArray(memberships.role, [...roles]) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Refuses to take away the group's last administrator (leave, removal, demotion). */
export async function keepAnAdministrator(tx: Tx, groupId: number, row: MembershipRow) {
  if (row.status !== 'accepted' || !ADMIN_ROLES.includes(row.role)) return;
  if ((await acceptedCount(tx, groupId, ADMIN_ROLES)) <= 1) throw detail(GROUP_MESSAGES.cannotLeaveLastAdmin);
}

function groupChange(tenantId: number, userId: number) {
  return { tenantId, userId, entity: 'group' as const, entityId: '', op: 'upsert' as const };
}

/**
 * Runs a transition in a transaction, logs a change per affected member, pokes them after
 * commit. The notifications a transition returns are stored in the same transaction and
 * pushed live after the commit.
 */
export async function transition<T>(
  deps: MembershipDeps,
  tenantId: number,
  groupId: number,
  work: (tx: Tx) => Promise<{ result: T; members: number[]; notify?: NewNotification[] }>,
): Promise<T> {
  const { result, members, notificationIds } = await deps.db.transaction(async (tx) => {
    const done = await work(tx);
    await appendChanges(
      tx,
      [...new Set(done.members)].map((userId) => ({ ...groupChange(tenantId, userId), entityId: String(groupId) })),
    );
    return { ...done, notificationIds: await insertNotifications(tx, tenantId, done.notify ?? []) };
  });
  for (const userId of new Set(members)) memberDataCommitted(deps, tenantId, userId);
  await publishNotifications(deps, tenantId, notificationIds);
  return result;
}
