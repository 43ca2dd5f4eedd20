/**
 * Classroom students into group members: a student whose e-mail is a portal account of the
 * group's tenant becomes an accepted member with the group's default role, as an
 * administrator adding them would (a pending request is accepted, a removed member comes
 * back); an accepted member stays as they are, so a second sync changes nothing. Students
 * without a matching account (or whose e-mail Google does not share) are counted as not found.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ClassroomRun } from '../../contract/classroom';
import type { Tx } from '../db/client';
import { type GroupRow, memberships, users } from '../db/schema';
import { type Actor, defaultRole, type MembershipDeps, transition } from '../groups/membership-rows';
import type { ClassroomStudent } from './google-classroom';
import { recordRun } from './runs';

async function accountsOf(tx: Tx, tenantId: number, emails: readonly string[]): Promise<number[]> {
  if (emails.length === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(sql`lower(${users.email})`, [...emails])));
  return rows.map((row) => row.id);
}

export async function syncMembers(
  deps: MembershipDeps,
  actor: Actor,
  group: GroupRow,
  course: { id: string; name: string },
  students: readonly ClassroomStudent[],
): Promise<ClassroomRun> {
  const emails = [...new Set(students.flatMap((student) => (student.email ? [student.email] : [])))];
  const withoutEmail = students.filter((student) => student.email === null).length;
  return transition(deps, actor.tenantId, group.id, async (tx) => {
    const userIds = await accountsOf(tx, actor.tenantId, emails);
    const current = userIds.length
      ? await tx
          .select({ id: memberships.id, userId: memberships.userId, status: memberships.status })
          .from(memberships)
          .where(and(eq(memberships.groupId, group.id), inArray(memberships.userId, userIds)))
      : [];
    const byUser = new Map(current.map((row) => [row.userId, row]));
    const now = new Date();
    const accepted = {
      status: 'accepted' as const,
      role: defaultRole(group.groupType),
      joinedAt: now,
      isWaitlisted: false,
      reason: null,
      updatedAt: now,
    };
    const changed: number[] = [];
    for (const userId of userIds) {
      const row = byUser.get(userId);
      if (row?.status === 'accepted') continue;
      if (row) await tx.update(memberships).set(accepted).where(eq(memberships.id, row.id));
      else {
        const inserted = await tx
          .insert(memberships)
          .values({ tenantId: actor.tenantId, groupId: group.id, userId, ...accepted })
          .onConflictDoNothing()
          .returning({ id: memberships.id });
        if (inserted.length === 0) continue;
      }
      changed.push(userId);
    }
    const counts = {
      added: changed.length,
      existing: userIds.length - changed.length,
      notFound: emails.length - userIds.length + withoutEmail,
    };
    const run = await recordRun(tx, actor, group.id, 'members', course, counts);
    return { result: run, members: changed };
  });
}
