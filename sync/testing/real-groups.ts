/**
 * Rows the group sync tests need on the real server beyond the demo seed: a new member with
 * no group of their own, new circles and events with the fields a test filters on, and
 * memberships set or a group edited as an administrator would. Each write that a device
 * should hear of appends the change row the real routes append, so the feed carries it.
 */
import { and, eq } from 'drizzle-orm';
import { appendChanges } from '../../server/changes/log';
import { groups, memberships } from '../../server/db/schema';
import { makeGroup, makePerson, membershipRow } from '../../server/groups/membership-testing';
import type { TestApi } from '../../server/testing';

type GroupValues = Parameters<typeof makeGroup>[1];

/** A verified member with a profile and no membership in any circle or event. */
export async function newMember(api: TestApi): Promise<{ id: number; email: string }> {
  const person = await makePerson(api, { professionalField: null });
  return { id: person.id, email: person.email };
}

/** A new circle (or event) of the default tenant, open for applications; answers its id and slug. */
export async function newGroup(api: TestApi, values: GroupValues = {}): Promise<{ id: number; slug: string }> {
  const id = await makeGroup(api, values);
  const [row] = await api.database.db.select({ slug: groups.nameSlug }).from(groups).where(eq(groups.id, id));
  return { id, slug: row!.slug };
}

async function groupChanged(api: TestApi, groupId: number, userId: number | null): Promise<void> {
  const tenantId = api.seeded.defaultTenantId;
  await api.database.db.transaction((tx) =>
    appendChanges(tx, [{ tenantId, userId, entity: 'group', entityId: String(groupId), op: 'upsert' }]),
  );
}

/** The member's membership now has `status` (null: none), with the feed row the member hears of. */
export async function setMembership(
  api: TestApi,
  groupId: number,
  userId: number,
  status: 'pending' | 'accepted' | null,
): Promise<void> {
  const db = api.database.db;
  const mine = and(eq(memberships.groupId, groupId), eq(memberships.userId, userId));
  if (status === null) await db.delete(memberships).where(mine);
  else {
    await db
      .insert(memberships)
      .values({
        tenantId: api.seeded.defaultTenantId,
        groupId,
        userId,
        status,
        role: 'member',
        joinedAt: status === 'accepted' ? new Date() : null,
      })
      .onConflictDoUpdate({ target: [memberships.groupId, memberships.userId], set: { status } });
  }
  await groupChanged(api, groupId, userId);
}

/** The group's description is edited by its administrator (a feed upsert for everyone). */
export async function editGroup(api: TestApi, groupId: number, description: string): Promise<void> {
  await api.database.db.update(groups).set({ description }).where(eq(groups.id, groupId));
  await groupChanged(api, groupId, null);
}

/** The group is gone from the server (no route deletes one; the row goes with its feed tombstone). */
export async function removeGroup(api: TestApi, groupId: number): Promise<void> {
  await api.database.db.delete(groups).where(eq(groups.id, groupId));
  await groupChanged(api, groupId, null);
}

/** The status of the member's membership as the server holds it (null: none). */
export async function membershipStatus(api: TestApi, groupId: number, userId: number) {
  return (await membershipRow(api, groupId, userId))?.status ?? null;
}
