/**
 * Invitations to a group (or a job of a group): an administrator invites people by
 * account or by e-mail, each invitee gets one invitation row (a random UUID, the address
 * of /invitation/{id} in the e-mail) and a mail; the invitee looks the invitation up and
 * accepts (becoming an accepted member) or rejects it, once.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import escapeHtml from 'escape-html';
import type * as v from 'valibot';
import { GROUP_FORM_MESSAGES, type InvitationResult, type InvitePayload } from '../../contract/group-form';
import { GROUP_MESSAGES } from '../../contract/group-messages';
import { ID_MESSAGES } from '../../contract/ids';
import type { AppDeps } from '../app-env';
import { appendChanges } from '../changes/log';
import type { Db, Reader, Tx } from '../db/client';
import { groups, jobs, memberships, users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { insertNotifications } from '../notifications/create';
import { invitationNotifications } from '../notifications/producers';
import type { Tenant } from '../tenants/directory';
import { requireGroupAdmin } from './permissions';
import { invitations } from './schema';
import { groupForCaller } from './serialize';

type InviteInput = v.InferOutput<typeof InvitePayload>;

export interface InviteContext {
  tenant: Tenant;
  /** The request's host name, for the sender. */
  host: string;
  /** `http://host[:port]` for the link. */
  origin: string;
  callerId: number;
}

interface Invitee {
  userId: number | null;
  email: string;
}

/** The invitation e-mail: who invites to what, and the link to answer it. */
export function invitationMail(what: string, inviter: string | null, link: string) {
  const intro = inviter ? `${inviter} invited you to join ${what}.` : `You are invited to join ${what}.`;
  const action = 'Open this link to accept or reject the invitation:';
  return {
    subject: `You are invited to join ${what}`,
    text: [intro, `${action}\n${link}`].join('\n\n'),
    html:
      '<!doctype html><html><body style="font-family:sans-serif">' +
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(action)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p></body></html>`,
  };
}

const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

async function nameOf(db: Reader, tenantId: number, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  if (!row) return null;
  return fullName(row) || row.email;
}

/** What the invitation is to: the group administered, and the name the mail shows. */
async function invitationTarget(
  db: Reader,
  tenantId: number,
  callerId: number,
  input: Pick<InviteInput, 'content_type' | 'object_id'>,
): Promise<{ groupId: number; name: string }> {
  if (input.content_type === 'job') {
    const [job] = await db
      .select({ groupId: jobs.groupId, title: jobs.title })
      .from(jobs)
      .where(and(eq(jobs.tenantId, tenantId), eq(jobs.id, input.object_id)));
    if (!job) throw new HttpError(400, { detail: GROUP_MESSAGES.couldNotSendInvitation });
    await requireGroupAdmin(db, tenantId, callerId, job.groupId);
    return { groupId: job.groupId, name: job.title };
  }
  const [group] = await db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(eq(groups.tenantId, tenantId), eq(groups.id, input.object_id)));
  if (!group) throw notFound();
  await requireGroupAdmin(db, tenantId, callerId, group.id);
  return { groupId: group.id, name: group.name };
}

/**
 * The invitees of a payload: every listed account (which must be of the tenant) and every
 * e-mail (bound to the tenant's account with that address when there is one), one each.
 */
async function inviteesOf(db: Reader, tenantId: number, input: InviteInput): Promise<Invitee[]> {
  if (input.users.length === 0 && input.emails.length === 0) {
    throw new HttpError(400, { non_field_errors: [GROUP_FORM_MESSAGES.inviteSomeone] });
  }
  const seenEmails = new Set<string>();
  for (const email of input.emails) {
    if (seenEmails.has(email)) throw new HttpError(400, { emails: [GROUP_FORM_MESSAGES.emailAdded] });
    seenEmails.add(email);
  }
  const userIds = [...new Set(input.users)];
  const listed =
    userIds.length === 0
      ? []
      : await db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(and(eq(users.tenantId, tenantId), inArray(users.id, userIds)));
  const missing = userIds.find((id) => !listed.some((row) => row.id === id));
  if (missing !== undefined) {
    throw new HttpError(400, { users: [ID_MESSAGES.doesNotExist(missing)] });
  }
  const byEmail =
    input.emails.length === 0
      ? []
      : await db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(and(eq(users.tenantId, tenantId), inArray(users.email, input.emails)));
  const out: Invitee[] = listed.map((row) => ({ userId: row.id, email: row.email }));
  for (const email of input.emails) {
    const account = byEmail.find((row) => row.email === email);
    if (account && out.some((item) => item.userId === account.id)) continue;
    out.push({ userId: account?.id ?? null, email });
  }
  return out;
}

/**
 * Checks the payload, stores one invitation per invitee (and a notification per invitee
 * with an account, in the same transaction) and mails each of them; answers the
 * notification ids to publish.
 */
export async function sendInvitations(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'logger'>,
  ctx: InviteContext,
  input: InviteInput,
): Promise<number[]> {
  const { db } = deps;
  const tenantId = ctx.tenant.id;
  const target = await invitationTarget(db, tenantId, ctx.callerId, input);
  const invitees = await inviteesOf(db, tenantId, input);
  const rows = invitees.map((invitee) => ({
    id: randomUUID(),
    tenantId,
    contentType: input.content_type,
    objectId: input.object_id,
    invitedBy: ctx.callerId,
    userId: invitee.userId,
    email: invitee.email,
  }));
  const notificationIds = await db.transaction(async (tx) => {
    await tx.insert(invitations).values(rows);
    const about = { contentType: input.content_type, objectId: input.object_id };
    return insertNotifications(tx, tenantId, await invitationNotifications(tx, tenantId, ctx.callerId, about, rows));
  });
  const inviter = await nameOf(db, tenantId, ctx.callerId);
  for (const row of rows) {
    const mail = invitationMail(target.name, inviter, `${ctx.origin}/invitation/${row.id}`);
    try {
      await deps.mailer.send({ tenant: ctx.tenant, host: ctx.host, to: row.email, ...mail });
    } catch (error) {
      deps.logger.error({ err: error, tenant: tenantId, invitation: row.id }, 'invitation mail failed');
    }
  }
  return notificationIds;
}

type InvitationRow = typeof invitations.$inferSelect;

/** The invitation of this id for this caller: 404 when unknown, 403 when sent to someone else. */
async function ownInvitation(db: Reader, tenantId: number, callerId: number, id: string): Promise<InvitationRow> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, id)));
  if (!row) throw notFound();
  if (row.userId === callerId) return row;
  if (row.userId === null && row.email) {
    const [caller] = await db
      .select({
        email: users.email,
        isVerified: users.isVerified,
        alternateEmail: users.alternateEmail,
        isAlternateEmailVerified: users.isAlternateEmailVerified,
      })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, callerId)));
    const email = row.email.toLowerCase();
    const verified = [
      caller?.isVerified ? caller.email : null,
      caller?.isAlternateEmailVerified ? caller.alternateEmail : null,
    ];
    if (verified.some((address) => address?.toLowerCase() === email)) return row;
  }
  throw new HttpError(403, { detail: GROUP_MESSAGES.invitationNotYours });
}

async function groupIdOf(db: Reader, row: InvitationRow): Promise<number | null> {
  if (row.contentType === 'group') return row.objectId;
  const [job] = await db
    .select({ groupId: jobs.groupId })
    .from(jobs)
    .where(and(eq(jobs.tenantId, row.tenantId), eq(jobs.id, row.objectId)));
  return job?.groupId ?? null;
}

async function resultOf(db: Reader, row: InvitationRow, callerId: number): Promise<InvitationResult> {
  const groupId = await groupIdOf(db, row);
  const group = groupId === null ? null : await groupForCaller(db, row.tenantId, callerId, groupId);
  if (!group) throw notFound();
  return {
    id: row.id,
    type: row.contentType,
    status: row.status,
    invited_by: await nameOf(db, row.tenantId, row.invitedBy),
    results: group,
  };
}

/** GET /invitations/{id}/ for its invitee. */
export async function readInvitation(db: Db, tenantId: number, callerId: number, id: string) {
  return resultOf(db, await ownInvitation(db, tenantId, callerId, id), callerId);
}

/**
 * Accepts or rejects a pending invitation (400 invitationAnswered otherwise). Accepting a
 * group invitation makes the caller an accepted member (member, or attendee of an event)
 * unless they already are one, and logs the change for them; answers whether the caller's
 * membership changed (the caller's sockets are then poked).
 */
export async function answerInvitation(
  db: Db,
  tenantId: number,
  callerId: number,
  id: string,
  action: 'accept' | 'reject',
): Promise<{ result: InvitationResult; membershipChanged: boolean }> {
  await ownInvitation(db, tenantId, callerId, id);
  let membershipChanged = false;
  const row = await db.transaction(async (tx) => {
    const now = new Date();
    const [answered] = await tx
      .update(invitations)
      .set({ status: action === 'accept' ? 'accepted' : 'rejected', respondedAt: now, userId: callerId })
      .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, id), eq(invitations.status, 'pending')))
      .returning();
    if (!answered) throw new HttpError(400, { detail: GROUP_MESSAGES.invitationAnswered });
    if (action === 'accept' && answered.contentType === 'group') {
      membershipChanged = await acceptMembership(tx, tenantId, callerId, answered.objectId, now);
    }
    return answered;
  });
  return { result: await resultOf(db, row, callerId), membershipChanged };
}

/** The caller becomes an accepted member of the group (from none, pending or rejected). */
async function acceptMembership(tx: Tx, tenantId: number, userId: number, groupId: number, now: Date) {
  const [group] = await tx
    .select({ groupType: groups.groupType })
    .from(groups)
    .where(and(eq(groups.tenantId, tenantId), eq(groups.id, groupId)));
  if (!group) return false;
  const [current] = await tx
    .select({ id: memberships.id, status: memberships.status })
    .from(memberships)
    .where(and(eq(memberships.groupId, groupId), eq(memberships.userId, userId)));
  if (current?.status === 'accepted') return false;
  const accepted = {
    status: 'accepted' as const,
    role: group.groupType === 'event' ? 'attendee' : 'member',
    isWaitlisted: false,
    joinedAt: now,
    updatedAt: now,
  };
  if (current) await tx.update(memberships).set(accepted).where(eq(memberships.id, current.id));
  else await tx.insert(memberships).values({ tenantId, groupId, userId, ...accepted });
  await appendChanges(tx, [{ tenantId, userId, entity: 'group', entityId: String(groupId), op: 'upsert' }]);
  return true;
}
