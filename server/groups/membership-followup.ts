/**
 * Follow-up mail from a group's administrators to members who have not verified their
 * e-mail yet: who qualifies, and sending to each of them.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { GROUP_MESSAGES } from '../../contract/group-messages';
import { memberships, users } from '../db/schema';
import { type Actor, administeredGroup, detail, type MembershipDeps } from './membership-rows';

/**
 * Follow-up mail to unverified members (accepted or pending, e-mail not verified) among
 * user_ids; 400 noUsersForFollowup when none qualifies. Sends through `send` (the
 * verification mail with a fresh code) and answers how many were mailed.
 */
export async function followupUnverified(
  deps: MembershipDeps,
  actor: Actor,
  groupId: number,
  userIds: readonly number[],
  send: (user: { id: number; email: string }) => Promise<void>,
): Promise<number> {
  await administeredGroup(deps.db, actor, groupId);
  if (userIds.length === 0) throw detail(GROUP_MESSAGES.noUsersForFollowup);
  const targets = await deps.db
    .select({ id: users.id, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.groupId, groupId),
        inArray(memberships.status, ['accepted', 'pending']),
        eq(users.isVerified, false),
        inArray(users.id, [...new Set(userIds)]),
      ),
    );
  if (targets.length === 0) throw detail(GROUP_MESSAGES.noUsersForFollowup);
  for (const target of targets) await send(target);
  return targets.length;
}
