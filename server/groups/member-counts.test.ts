/**
 * The kept member counts (group_member_counts) always equal the counts of the memberships
 * themselves, on both databases: after the demo seed, and after each kind of write a member,
 * an administrator or the verification of an account makes.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { groups, memberships, users } from '../db/schema';
import { seedDemo } from '../db/seed';
import { onBothDatabases } from '../db/testing-databases';
import { groupMemberCounts } from './schema';

interface Counts {
  group: number;
  accepted: number;
  pending: number;
  rejected: number;
  unverified: number;
}

const byGroup = (rows: Counts[]) =>
  Object.fromEntries(
    rows
      .filter((row) => row.accepted + row.pending + row.rejected + row.unverified > 0)
      .map(({ group, ...counts }) => [group, counts]),
  );

function suite(open: () => Promise<Database>) {
  let database: Database;
  let tenantId: number;
  let newcomer: number;
  let groupA: number;
  let groupB: number;

  /** Every group's counts as counted from the memberships. */
  async function counted() {
    const counting = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
    const rows = await database.db
      .select({
        group: memberships.groupId,
        accepted: counting(sql`${memberships.status} = 'accepted'`),
        pending: counting(sql`${memberships.status} = 'pending'`),
        rejected: counting(sql`${memberships.status} = 'rejected'`),
        unverified: counting(sql`${memberships.status} in ('accepted', 'pending') and not ${users.isVerified}`),
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .groupBy(memberships.groupId);
    return byGroup(rows);
  }

  /** Every group's kept counts (a group with only zeros left out, as one without a row). */
  async function kept() {
    const rows = await database.db
      .select({
        group: groupMemberCounts.groupId,
        accepted: groupMemberCounts.accepted,
        pending: groupMemberCounts.pending,
        rejected: groupMemberCounts.rejected,
        unverified: groupMemberCounts.unverified,
      })
      .from(groupMemberCounts);
    return byGroup(rows);
  }

  const keptOf = async (groupId: number) => (await kept())[groupId];

  beforeAll(async () => {
    database = await open();
    await database.migrate();
    await seedDemo(database.db, { jobCount: 1, draftJobCount: 0, campusJobCount: 0 });
    const [tenant] = await database.db.select({ id: users.tenantId }).from(users).limit(1);
    tenantId = tenant!.id;
    const [created] = await database.db
      .insert(users)
      .values({
        tenantId,
        email: 'counted-newcomer@example.org',
        firstName: 'Counted',
        lastName: 'Newcomer',
        nameSlug: 'counted-newcomer',
        passwordHash: 'not-a-hash',
        isVerified: false,
      })
      .returning({ id: users.id });
    newcomer = created!.id;
    const two = await database.db
      .select({ id: groups.id })
      .from(groups)
      .where(eq(groups.tenantId, tenantId))
      .orderBy(groups.id)
      .limit(2);
    [groupA, groupB] = two.map((row) => row.id) as [number, number];
  }, 120_000);
  afterAll(() => database?.close());

  it('match the memberships after the demo seed', async () => {
    const live = await counted();
    expect(Object.keys(live).length).toBeGreaterThan(0);
    expect(await kept()).toEqual(live);
  });

  it('follow a request, an approval, a refusal, other edits and a leaving member', async () => {
    const { db } = database;
    const before = { a: await keptOf(groupA), b: await keptOf(groupB) };
    const zero = { accepted: 0, pending: 0, rejected: 0, unverified: 0 };
    await db.insert(memberships).values([
      { tenantId, groupId: groupA, userId: newcomer, status: 'pending' },
      { tenantId, groupId: groupB, userId: newcomer, status: 'pending' },
    ]);
    const a0 = before.a ?? zero;
    expect(await keptOf(groupA)).toEqual({ ...a0, pending: a0.pending + 1, unverified: a0.unverified + 1 });

    const ofNewcomer = (groupId: number) => and(eq(memberships.groupId, groupId), eq(memberships.userId, newcomer));
    await db.update(memberships).set({ status: 'accepted' }).where(ofNewcomer(groupA));
    await db.update(memberships).set({ status: 'rejected', reason: 'Not this time' }).where(ofNewcomer(groupB));
    expect(await keptOf(groupA)).toEqual({ ...a0, accepted: a0.accepted + 1, unverified: a0.unverified + 1 });
    const b0 = before.b ?? zero;
    expect(await keptOf(groupB)).toEqual({ ...b0, rejected: b0.rejected + 1 });
    expect(await kept()).toEqual(await counted());

    // An edit that moves no count (notes, answers) leaves them as they were.
    await db.update(memberships).set({ notes: 'Welcome', role: 'moderator' }).where(ofNewcomer(groupA));
    expect(await keptOf(groupA)).toEqual({ ...a0, accepted: a0.accepted + 1, unverified: a0.unverified + 1 });

    await db.delete(memberships).where(ofNewcomer(groupA));
    expect(await keptOf(groupA)).toEqual(before.a);
    expect(await kept()).toEqual(await counted());
  });

  it('follow an account verified, and unverified again, across its groups', async () => {
    const { db } = database;
    await db
      .update(memberships)
      .set({ status: 'pending' })
      .where(and(eq(memberships.groupId, groupB), eq(memberships.userId, newcomer)));
    await db.insert(memberships).values({ tenantId, groupId: groupA, userId: newcomer, status: 'accepted' });
    const unverified = async () => [(await keptOf(groupA))?.unverified, (await keptOf(groupB))?.unverified];
    const [a, b] = (await unverified()) as [number, number];

    await db.update(users).set({ isVerified: true }).where(eq(users.id, newcomer));
    expect(await unverified()).toEqual([a - 1, b - 1]);
    // A write of the row that leaves the flag as it was moves nothing.
    await db.update(users).set({ isVerified: true, title: 'Analyst' }).where(eq(users.id, newcomer));
    expect(await unverified()).toEqual([a - 1, b - 1]);
    await db.update(users).set({ isVerified: false }).where(eq(users.id, newcomer));
    expect(await unverified()).toEqual([a, b]);
    expect(await kept()).toEqual(await counted());
  });
}

await onBothDatabases('kept member counts', suite);
