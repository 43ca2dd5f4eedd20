/**
 * The realtime demo on a tenant: a conversation between admin@ and member@
 * (the newest message, from admin@, unread by member@), one between member@ and a seeded
 * person, and a few notifications for member@ (one already read) and admin@, each true of
 * the demo (the follows they tell of exist; the accepted request is a real membership). Written
 * with the same insert helpers as the API, so the change log has their rows.
 * Deterministic apart from dates, which are relative to the moment of seeding.
 */
import { and, asc, eq, like, ne } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db } from '../db/client';
import { createPrng } from '../db/prng';
import { groups, memberships, tenants, users } from '../db/schema';
import { userIdsByEmail } from '../db/seed-users';
import { insertNotifications, type NewNotification } from '../notifications/create';
import { groupData, NOTIFICATION_TEXTS } from '../notifications/producers';
import { follows, profiles } from '../profiles/schema';
import { displayName } from '../profiles/serialize';
import { insertChatMessage } from './messages';

const MINUTE_MS = 60_000;

const ADMIN_MEMBER_CHAT: readonly { from: 'admin' | 'member'; minutesAgo: number; text: string }[] = [
  { from: 'admin', minutesAgo: 52, text: 'Hi Mateo, welcome to the portal! Have you had a look at the new job board?' },
  { from: 'member', minutesAgo: 47, text: 'Hi Amara, yes, thank you. The filters are really handy.' },
  { from: 'admin', minutesAgo: 41, text: 'Glad to hear it. We are also starting a design circle next month.' },
  { from: 'member', minutesAgo: 33, text: 'That sounds great, I would love to join. Who is leading it?' },
  { from: 'admin', minutesAgo: 6, text: 'I am, with two of our certified leaders. I will send you the link soon.' },
];

export async function seedChatDemo(db: Db, tenantId: number, now = new Date()): Promise<void> {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE_MS);
  const prng = createPrng(tenantId * 4099);
  const newId = (time: Date) => ulid(time.getTime(), prng.next);

  const demo = await userIdsByEmail(db, tenantId, ['admin@example.org', 'member@example.org']);
  const adminId = demo.get('admin@example.org');
  const memberId = demo.get('member@example.org');
  if (adminId === undefined || memberId === undefined) return;

  // Seeded people with a profile who are not influencers. The chat partner is someone
  // member@ follows (they follow back: a connection); the followers do not follow yet.
  const people = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      nameSlug: users.nameSlug,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(eq(users.tenantId, tenantId), like(users.email, '%@people.example.org'), eq(profiles.isInfluencer, false)),
    )
    .orderBy(asc(users.id));
  const followedByMember = new Set(
    (
      await db
        .select({ id: follows.targetId })
        .from(follows)
        .where(and(eq(follows.tenantId, tenantId), eq(follows.followerId, memberId), eq(follows.targetType, 'user')))
    ).map((row) => row.id),
  );
  const partner = people.find((person) => followedByMember.has(person.id));
  const [follower, adminFollower] = people.filter((person) => !followedByMember.has(person.id));

  // An organization member@ really was accepted into (not the tenant's default one).
  const [tenant] = await db
    .select({ defaultOrgId: tenants.defaultOrgId })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const [joined] = await db
    .select({ group: groups })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .where(
      and(
        eq(memberships.tenantId, tenantId),
        eq(memberships.userId, memberId),
        eq(memberships.status, 'accepted'),
        ne(groups.id, tenant?.defaultOrgId ?? -1),
      ),
    )
    .orderBy(asc(memberships.id))
    .limit(1);
  const [request] = await db
    .select({ group: groups, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.status, 'pending')))
    .orderBy(asc(memberships.id))
    .limit(1);

  await db.transaction(async (tx) => {
    for (const line of ADMIN_MEMBER_CHAT) {
      const [senderId, recipientId] = line.from === 'admin' ? [adminId, memberId] : [memberId, adminId];
      const createdAt = at(line.minutesAgo);
      await insertChatMessage(tx, tenantId, {
        id: newId(createdAt),
        senderId,
        recipientId,
        text: line.text,
        createdAt,
      });
    }
    if (partner) {
      const lines: [number, number, number, string][] = [
        [partner.id, memberId, 26 * 60, `Hello Mateo, I saw your portfolio. Are you open to mentoring?`],
        [memberId, partner.id, 25 * 60, 'Hi! Yes, happy to. Shall we talk next week?'],
        [partner.id, memberId, 24 * 60, 'Perfect, I will pick a time in your calendar.'],
        [memberId, partner.id, 23 * 60, 'Great, talk soon.'],
      ];
      for (const [senderId, recipientId, minutesAgo, text] of lines) {
        const createdAt = at(minutesAgo);
        await insertChatMessage(tx, tenantId, { id: newId(createdAt), senderId, recipientId, text, createdAt });
      }
    }

    const rows: NewNotification[] = [];
    if (joined) {
      rows.push({
        userId: memberId,
        type: 'group',
        notificationType: 'join_accepted',
        message: NOTIFICATION_TEXTS.joinAccepted(joined.group.name),
        data: groupData(joined.group),
        createdAt: at(3 * 24 * 60),
        isRead: true,
      });
    }
    /** `person` followed `userId` (back, for a connection) `minutesAgo`. */
    const followRow = (
      userId: number,
      kind: 'new_follower' | 'new_connection',
      person: (typeof people)[number],
      minutesAgo: number,
    ): NewNotification => ({
      userId,
      type: 'user_connection',
      notificationType: kind,
      message:
        kind === 'new_connection'
          ? NOTIFICATION_TEXTS.newConnection(displayName(person))
          : NOTIFICATION_TEXTS.newFollower(displayName(person)),
      data: { invitation_key: null, name_slug: person.nameSlug, name: displayName(person), image: null },
      createdAt: at(minutesAgo),
    });
    // The follows the notifications tell of.
    const followsOf = [
      ...(partner ? [{ followerId: partner.id, targetId: memberId }] : []),
      ...(follower ? [{ followerId: follower.id, targetId: memberId }] : []),
      ...(adminFollower ? [{ followerId: adminFollower.id, targetId: adminId }] : []),
    ];
    if (followsOf.length > 0) {
      await tx
        .insert(follows)
        .values(followsOf.map((row) => ({ ...row, tenantId, targetType: 'user' as const })))
        .onConflictDoNothing();
    }
    if (partner) rows.push(followRow(memberId, 'new_connection', partner, 26 * 60 + 30));
    if (follower) rows.push(followRow(memberId, 'new_follower', follower, 90));
    if (adminFollower) rows.push(followRow(adminId, 'new_follower', adminFollower, 5 * 60));
    if (request) {
      rows.push({
        userId: adminId,
        type: 'group',
        notificationType: 'join_request',
        message: NOTIFICATION_TEXTS.joinRequest(displayName(request), request.group.name),
        data: groupData(request.group),
        createdAt: at(2 * 60),
      });
    }
    // Oldest first, so ids follow time and "newest first" by id reads right.
    rows.sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
    await insertNotifications(tx, tenantId, rows);
  });
}
