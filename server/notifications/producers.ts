/**
 * The notifications the server's actions produce (spec part 2 section 8): their
 * texts and data per kind, and helpers that build the NewNotification rows inside the
 * action's transaction (hand them to insertNotifications there, publish after commit).
 * Nobody is ever notified of their own action.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ChatUser } from '../../contract/chat';
import { ADMIN_ROLES } from '../../contract/groups';
import { loadChatUsers } from '../chat/serialize';
import type { Reader } from '../db/client';
import { groups, jobs, memberships } from '../db/schema';
import { follows } from '../profiles/schema';
import type { NewNotification } from './create';

/** The notification texts, exactly as the recipient reads them. */
export const NOTIFICATION_TEXTS = {
  invitation: (inviter: string, what: string) => `${inviter} invited you to join ${what}`,
  newFollower: (follower: string) => `${follower} started following you`,
  newConnection: (follower: string) => `${follower} followed you back. You are now connected.`,
  joinRequest: (member: string, group: string) => `${member} asked to join ${group}`,
  joinAccepted: (group: string) => `Your request to join ${group} was accepted`,
  joinRejected: (group: string) => `Your request to join ${group} was declined`,
} as const;

interface GroupInfo {
  name: string;
  nameSlug: string;
  groupType: (typeof groups.$inferSelect)['groupType'];
  logo: string | null;
}

/** A member's shown name, slug and picture (as chat shows them), or null when not of the tenant. */
async function personOf(db: Reader, tenantId: number, userId: number): Promise<ChatUser | null> {
  return (await loadChatUsers(db, tenantId, [userId])).get(userId) ?? null;
}

async function groupOf(db: Reader, tenantId: number, groupId: number): Promise<GroupInfo | null> {
  const [row] = await db
    .select({ name: groups.name, nameSlug: groups.nameSlug, groupType: groups.groupType, logo: groups.logo })
    .from(groups)
    .where(and(eq(groups.tenantId, tenantId), eq(groups.id, groupId)));
  return row ?? null;
}

/** The data of a notification about a group: its name, slug, type and logo. */
export const groupData = (group: GroupInfo) => ({
  invitation_key: null,
  name_slug: group.nameSlug,
  group_type: group.groupType,
  image: group.logo,
  name: group.name,
});

/**
 * One 'invitation' per invitation sent to an existing account of the tenant (e-mails of
 * no account get only the mail). A group invitation links to the group; a job invitation
 * carries the job title and no slug. Always to the invitation page (invitation_key).
 */
export async function invitationNotifications(
  db: Reader,
  tenantId: number,
  inviterId: number,
  target: { contentType: 'group' | 'job'; objectId: number },
  sent: readonly { id: string; userId: number | null }[],
): Promise<NewNotification[]> {
  const recipients = sent.filter(
    (row): row is { id: string; userId: number } => row.userId !== null && row.userId !== inviterId,
  );
  if (recipients.length === 0) return [];
  const inviter = await personOf(db, tenantId, inviterId);
  let data: Omit<NewNotification['data'], 'invitation_key'>;
  if (target.contentType === 'job') {
    const [job] = await db
      .select({ title: jobs.title, logo: groups.logo })
      .from(jobs)
      .leftJoin(groups, eq(groups.id, jobs.groupId))
      .where(and(eq(jobs.tenantId, tenantId), eq(jobs.id, target.objectId)));
    if (!job) return [];
    data = { name_slug: null, group_type: null, image: job.logo ?? null, name: job.title };
  } else {
    const group = await groupOf(db, tenantId, target.objectId);
    if (!group) return [];
    data = { name_slug: group.nameSlug, group_type: group.groupType, image: group.logo, name: group.name };
  }
  const message = NOTIFICATION_TEXTS.invitation(inviter?.name ?? 'Someone', data.name ?? '');
  return recipients.map((row) => ({
    userId: row.userId,
    type: 'invitation',
    notificationType: 'invitation',
    message,
    data: { invitation_key: row.id, ...data },
  }));
}

/**
 * The followed person learns of a new follow: 'new_follower', or 'new_connection' when
 * they already follow the follower (the follow made it mutual).
 */
export async function followNotifications(
  db: Reader,
  tenantId: number,
  followerId: number,
  followedId: number,
): Promise<NewNotification[]> {
  if (followerId === followedId) return [];
  const follower = await personOf(db, tenantId, followerId);
  if (!follower) return [];
  const [back] = await db
    .select({ id: follows.id })
    .from(follows)
    .where(
      and(
        eq(follows.tenantId, tenantId),
        eq(follows.followerId, followedId),
        eq(follows.targetType, 'user'),
        eq(follows.targetId, followerId),
      ),
    )
    .limit(1);
  return [
    {
      userId: followedId,
      type: 'user_connection',
      notificationType: back ? 'new_connection' : 'new_follower',
      message: back ? NOTIFICATION_TEXTS.newConnection(follower.name) : NOTIFICATION_TEXTS.newFollower(follower.name),
      data: {
        invitation_key: null,
        name_slug: follower.slug,
        group_type: null,
        image: follower.image_path,
        name: follower.name,
      },
    },
  ];
}

/** Every accepted administrator of the group (but the member) learns of a join request. */
export async function joinRequestNotifications(
  db: Reader,
  tenantId: number,
  groupId: number,
  memberId: number,
): Promise<NewNotification[]> {
  const group = await groupOf(db, tenantId, groupId);
  const member = await personOf(db, tenantId, memberId);
  if (!group || !member) return [];
  const admins = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.groupId, groupId),
        eq(memberships.status, 'accepted'),
        inArray(memberships.role, [...ADMIN_ROLES]),
      ),
    );
  const message = NOTIFICATION_TEXTS.joinRequest(member.name, group.name);
  return [...new Set(admins.map((row) => row.userId))]
    .filter((userId) => userId !== memberId)
    .map((userId) => ({ userId, type: 'group', notificationType: 'join_request', message, data: groupData(group) }));
}

/** Each answered member learns whether their join request was accepted or declined. */
export async function joinAnswerNotifications(
  db: Reader,
  tenantId: number,
  groupId: number,
  memberIds: readonly number[],
  action: 'accept' | 'reject',
  actorId: number,
): Promise<NewNotification[]> {
  const group = await groupOf(db, tenantId, groupId);
  if (!group) return [];
  const accepted = action === 'accept';
  const message = accepted ? NOTIFICATION_TEXTS.joinAccepted(group.name) : NOTIFICATION_TEXTS.joinRejected(group.name);
  return [...new Set(memberIds)]
    .filter((userId) => userId !== actorId)
    .map((userId) => ({
      userId,
      type: 'group',
      notificationType: accepted ? 'join_accepted' : 'join_rejected',
      message,
      data: groupData(group),
    }));
}
