/**
 * The membership state machine of part 2 section 4, as explicit transitions over one
 * memberships row (no row = no membership):
 *
 *   join:        none | rejected -> pending (wait-listed when the group is full)
 *   leave:       accepted | pending -> none (leave, or cancel the request)
 *   respond:     pending -> accepted (with the default role) | rejected, with notes
 *   add:         none | rejected -> accepted with a role
 *   remove:      any -> none, with a reason (answered and logged)
 *   changeRole:  accepted -> accepted with another role
 *
 * This module holds the member's own transitions (join, leave); the administrators' ones
 * are in membership-admin.ts, the answer checks in membership-answers.ts and what they
 * share (the transaction, change log and pokes) in membership-rows.ts.
 */
import { eq } from 'drizzle-orm';
import { GROUP_MESSAGES } from '../../contract/group-messages';
import { type JoinBlock, joinBlock, joinLimitOf } from '../../contract/group-rules';
import type { MembershipStatus } from '../../contract/groups';
import { type GroupRow, memberships } from '../db/schema';
import { joinRequestNotifications } from '../notifications/producers';
import { checkAnswers, checkRegistration, type JoinInput } from './membership-answers';
import {
  type Actor,
  acceptedCount,
  bad,
  defaultRole,
  detail,
  keepAnAdministrator,
  loadGroup,
  type MembershipDeps,
  type MembershipRow,
  membershipOf,
  transition,
} from './membership-rows';
import { requireGroupAdmin } from './permissions';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const JOIN_BLOCK_MESSAGES: Record<JoinBlock, string> = {
  member: GROUP_MESSAGES.alreadyMember,
  ended: GROUP_MESSAGES.groupEnded,
  application_closed: GROUP_MESSAGES.applicationClosed,
  not_open_publicity: GROUP_MESSAGES.notOpenPublicity,
  paid: GROUP_MESSAGES.paidGroup,
  external: GROUP_MESSAGES.notOpenPublicity,
};

/**
 * Why this caller may not join now (contract joinBlock with the server's clock), or null.
 * A paid group takes join requests like any other: the price is paid once the
 * request is accepted, so 'paid' (which only hides the UI's generic Join button) is no block here.
 */
export function serverJoinBlock(group: GroupRow, status: MembershipStatus | null, now: number): JoinBlock | null {
  return joinBlock(
    {
      group_type: group.groupType,
      publicity: group.publicity,
      is_paid: false,
      price: group.priceCents === null ? null : group.priceCents / 100,
      extra_info: group.extraInfo,
      application_open_date: iso(group.applicationOpenDate),
      application_close_date: iso(group.applicationCloseDate),
      start_date: iso(group.startDate),
      end_date: iso(group.endDate),
      membership_status: status,
    },
    now,
  );
}

/** none | rejected -> pending (wait-listed when full). */
export async function joinGroup(
  deps: MembershipDeps,
  actor: Actor,
  groupId: number,
  payload: JoinInput,
  now: number = Date.now(),
): Promise<MembershipRow> {
  return transition(deps, actor.tenantId, groupId, async (tx) => {
    const group = await loadGroup(tx, actor.tenantId, groupId);
    const existing = await membershipOf(tx, groupId, actor.userId);
    const block = serverJoinBlock(group, existing?.status ?? null, now);
    if (block) throw bad({ non_field_errors: [JOIN_BLOCK_MESSAGES[block]] });
    const answers = await checkAnswers(tx, actor, group, payload.answers);
    const registration = await checkRegistration(tx, actor, group, payload.extra_info);
    const errors = { ...answers.errors, ...registration.errors };
    if (Object.keys(errors).length > 0) throw bad(errors);
    const isWaitlisted = (await acceptedCount(tx, groupId)) >= joinLimitOf({ maximum_size: group.maximumSize });
    const values = {
      status: 'pending' as const,
      role: defaultRole(group.groupType),
      answers: answers.stored,
      registration: registration.stored,
      isWaitlisted,
      notes: null,
      reason: null,
      joinedAt: null,
      updatedAt: new Date(now),
    };
    const [row] = existing
      ? await tx.update(memberships).set(values).where(eq(memberships.id, existing.id)).returning()
      : await tx
          .insert(memberships)
          .values({ tenantId: actor.tenantId, groupId, userId: actor.userId, ...values })
          .onConflictDoNothing()
          .returning();
    // A concurrent join of the same person got there first.
    if (!row) throw bad({ non_field_errors: [GROUP_MESSAGES.alreadyMember] });
    const notify = await joinRequestNotifications(tx, actor.tenantId, groupId, actor.userId);
    return { result: row, members: [actor.userId], notify };
  });
}

/** accepted -> none (leave) or pending -> none (cancel); the last administrator stays. */
export async function leaveGroup(deps: MembershipDeps, actor: Actor, groupId: number, user: number | null) {
  const userId = user ?? actor.userId;
  await loadGroup(deps.db, actor.tenantId, groupId);
  if (userId !== actor.userId) await requireGroupAdmin(deps.db, actor.tenantId, actor.userId, groupId);
  return transition(deps, actor.tenantId, groupId, async (tx) => {
    const row = await membershipOf(tx, groupId, userId);
    if (!row || row.status === 'rejected') throw detail(GROUP_MESSAGES.notAMember);
    await keepAnAdministrator(tx, groupId, row);
    await tx.delete(memberships).where(eq(memberships.id, row.id));
    return { result: row.status, members: [userId] };
  });
}
