/**
 * The administrators' transitions (part 2 section 4): respond to join requests (accept
 * or reject a batch), add a member with a role, remove a member with a reason, change a
 * member's role. Each checks the caller administers the group and keeps the group's last
 * administrator.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import type { AddMemberPayload, ChangeRolePayload, RespondJoinPayload } from '../../contract/group-form';
import { GROUP_MESSAGES } from '../../contract/group-messages';
import { ADMIN_ROLES } from '../../contract/groups';
import type { AppDeps } from '../app-env';
import { type GroupRow, memberships, users } from '../db/schema';
import { joinAnswerNotifications } from '../notifications/producers';
import {
  type Actor,
  administeredGroup,
  bad,
  defaultRole,
  detail,
  keepAnAdministrator,
  type MembershipDeps,
  membershipOf,
  rolesOf,
  transition,
} from './membership-rows';

/** pending -> accepted (default role) or rejected, with notes; anything else refuses the whole batch. */
export async function respondToRequests(
  deps: MembershipDeps,
  actor: Actor,
  groupId: number,
  payload: v.InferOutput<typeof RespondJoinPayload>,
) {
  const group = await administeredGroup(deps.db, actor, groupId);
  const userIds = [...new Set(payload.users)];
  return transition(deps, actor.tenantId, groupId, async (tx) => {
    const rows = await tx
      .select()
      .from(memberships)
      .where(and(eq(memberships.groupId, groupId), inArray(memberships.userId, userIds)));
    if (rows.length !== userIds.length || rows.some((row) => row.status !== 'pending')) {
      throw detail(GROUP_MESSAGES.couldNotActOnMember(payload.action));
    }
    const now = new Date();
    const notes = payload.notes.trim() === '' ? null : payload.notes;
    await tx
      .update(memberships)
      .set(
        payload.action === 'accept'
          ? {
              status: 'accepted',
              role: defaultRole(group.groupType),
              joinedAt: now,
              isWaitlisted: false,
              notes,
              updatedAt: now,
            }
          : { status: 'rejected', notes, updatedAt: now },
      )
      .where(
        and(
          eq(memberships.groupId, groupId),
          inArray(
            memberships.id,
            rows.map((row) => row.id),
          ),
        ),
      );
    const notify = await joinAnswerNotifications(tx, actor.tenantId, groupId, userIds, payload.action, actor.userId);
    return { result: userIds, members: userIds, notify };
  });
}

async function requireRole(group: GroupRow, role: string, message: string) {
  if (!rolesOf(group.groupType).includes(role)) throw bad({ role: [message] });
}

/** none | rejected -> accepted with a role. */
export async function addMember(
  deps: MembershipDeps,
  actor: Actor,
  groupId: number,
  payload: v.InferOutput<typeof AddMemberPayload>,
) {
  const group = await administeredGroup(deps.db, actor, groupId);
  await requireRole(group, payload.role, GROUP_MESSAGES.couldNotAddAs(payload.role));
  return transition(deps, actor.tenantId, groupId, async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, actor.tenantId), eq(users.id, payload.user)));
    if (!user) throw bad({ user: [GROUP_MESSAGES.couldNotAddAs(payload.role)] });
    const existing = await membershipOf(tx, groupId, payload.user);
    if (existing && existing.status !== 'rejected') throw detail(GROUP_MESSAGES.couldNotAddAs(payload.role));
    const now = new Date();
    const values = {
      status: 'accepted' as const,
      role: payload.role,
      joinedAt: now,
      isWaitlisted: false,
      reason: null,
      updatedAt: now,
    };
    if (existing) await tx.update(memberships).set(values).where(eq(memberships.id, existing.id));
    else await tx.insert(memberships).values({ tenantId: actor.tenantId, groupId, userId: payload.user, ...values });
    return { result: payload.user, members: [payload.user] };
  });
}

/**
 * any -> removed, with a reason. The row stays, rejected (which, like none, may apply
 * again, be added or be invited) and holding the reason, so group administrators read it
 * in the Rejected tab and through the members call.
 */
export async function removeMember(
  deps: MembershipDeps & Pick<AppDeps, 'logger'>,
  actor: Actor,
  groupId: number,
  payload: { user: number; reason: string },
) {
  const group = await administeredGroup(deps.db, actor, groupId);
  const removed = await transition(deps, actor.tenantId, groupId, async (tx) => {
    const row = await membershipOf(tx, groupId, payload.user);
    if (!row) throw detail(GROUP_MESSAGES.couldNotRemove);
    await keepAnAdministrator(tx, groupId, row);
    await tx
      .update(memberships)
      .set({
        status: 'rejected',
        role: defaultRole(group.groupType),
        reason: payload.reason.trim(),
        isWaitlisted: false,
        paymentStatus: null,
        joinedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(memberships.id, row.id));
    return { result: row, members: [payload.user] };
  });
  deps.logger.info(
    {
      tenant: actor.tenantId,
      group: groupId,
      user: payload.user,
      by: actor.userId,
      status: removed.status,
      reason: payload.reason,
    },
    'group member removed',
  );
  return removed;
}

/** accepted -> accepted with another role (the last administrator keeps theirs). */
export async function changeRole(
  deps: MembershipDeps,
  actor: Actor,
  groupId: number,
  userId: number,
  payload: v.InferOutput<typeof ChangeRolePayload>,
) {
  const group = await administeredGroup(deps.db, actor, groupId);
  await requireRole(group, payload.role, GROUP_MESSAGES.couldNotActOnMember('update'));
  return transition(deps, actor.tenantId, groupId, async (tx) => {
    const row = await membershipOf(tx, groupId, userId);
    if (row?.status !== 'accepted') throw detail(GROUP_MESSAGES.couldNotActOnMember('update'));
    if (!ADMIN_ROLES.includes(payload.role)) await keepAnAdministrator(tx, groupId, row);
    await tx.update(memberships).set({ role: payload.role, updatedAt: new Date() }).where(eq(memberships.id, row.id));
    return { result: userId, members: [userId] };
  });
}
