/**
 * Invitations over a real PGlite and the real app: an administrator invites by account
 * and by e-mail (the mail lands in the stored outbox with the /invitation/{id} link), the
 * rules of the payload and of who may send, the invitee looks the invitation up, accepts
 * (an accepted membership, in their change feed) or rejects it, once; and the invite
 * dialog's user search leaves out people already in the group or asking to join.
 */
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchItem } from '../../contract/connect';
import type { DevMail } from '../../contract/dev-mail';
import { pathOf } from '../../contract/endpoint';
import { INVITATION_ENDPOINTS } from '../../contract/group-endpoints';
import { GROUP_FORM_MESSAGES, InvitationResult } from '../../contract/group-form';
import { GROUP_MESSAGES } from '../../contract/group-messages';
import { MESSAGES } from '../../contract/messages';
import { changes, groups, jobs, memberships, users } from '../db/schema';
import { newMember } from '../profiles/testing';
import { CAMPUS_HOST, createTestApi, type TestApi } from '../testing';
import { mailTo, signUpVerified } from '../testing-account';
import { invitations } from './schema';

let api: TestApi;
type Member = Awaited<ReturnType<typeof newMember>>;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 2, draftJobCount: 0, campusJobCount: 0 });
});
afterAll(() => api?.close());

let groupCounter = 0;
/** A fresh group of the host's tenant, administered by a fresh (non-staff) member. */
async function newGroup(kind: 'circle' | 'event' = 'circle', host = 'localhost') {
  groupCounter += 1;
  const admin = await newMember(api, host);
  const tenant = await api.deps.tenants.byHost(host);
  const name = `Invite Test ${kind} ${groupCounter}`;
  const [group] = await api.database.db
    .insert(groups)
    .values({ tenantId: tenant!.id, name, nameSlug: `invite-test-${kind}-${groupCounter}`, groupType: kind })
    .returning({ id: groups.id });
  await api.database.db
    .insert(memberships)
    .values({ tenantId: tenant!.id, groupId: group!.id, userId: admin.id, status: 'accepted', role: 'admin' });
  return { id: group!.id, name, admin, tenantId: tenant!.id };
}

const invite = (token: string | undefined, body: unknown, host?: string) =>
  api.call<Record<string, unknown>>('POST', pathOf(INVITATION_ENDPOINTS.send), {
    ...(token ? { token } : {}),
    body,
    ...(host ? { host } : {}),
  });
const lookup = (token: string | undefined, id: string, host?: string) =>
  api.call<InvitationResult & { detail?: string }>('GET', pathOf(INVITATION_ENDPOINTS.read, { id }), {
    ...(token ? { token } : {}),
    ...(host ? { host } : {}),
  });
const respond = (token: string | undefined, id: string, action: 'accept' | 'reject') =>
  api.call<InvitationResult & { detail?: string }>(
    'POST',
    pathOf(action === 'accept' ? INVITATION_ENDPOINTS.accept : INVITATION_ENDPOINTS.reject, { id }),
    token ? { token } : {},
  );

/** The id in the newest invitation mail to this address, and that mail. */
async function invitationMailTo(email: string, host = 'localhost'): Promise<{ id: string; mail: DevMail }> {
  const [mail] = await mailTo(api, email, host);
  const id = /\/invitation\/([0-9a-f-]{36})/.exec(mail?.text ?? '')?.[1];
  if (!mail || !id) throw new Error(`no invitation mail to ${email}`);
  return { id, mail };
}

async function membershipOf(groupId: number, userId: number) {
  const [row] = await api.database.db
    .select({ status: memberships.status, role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.groupId, groupId), eq(memberships.userId, userId)));
  return row ?? null;
}

async function invited(group: { id: number; admin: Member }, invitee: Member) {
  const res = await invite(group.admin.token, { object_id: group.id, content_type: 'group', users: [invitee.id] });
  expect(res.status).toBe(201);
  return (await invitationMailTo(invitee.email)).id;
}

describe('POST /api/v1/invitations/', () => {
  it('invites an account: one invitation, a mail with the link, the result for the invitee', async () => {
    const group = await newGroup();
    const invitee = await newMember(api);
    const res = await invite(group.admin.token, { object_id: group.id, content_type: 'group', users: [invitee.id] });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ detail: GROUP_MESSAGES.invitationSent });

    const { id, mail } = await invitationMailTo(invitee.email);
    expect(mail.subject).toBe(`You are invited to join ${group.name}`);
    expect(mail.text).toContain(`http://localhost:8080/invitation/${id}`);
    expect(mail.html).toContain(`href="http://localhost:8080/invitation/${id}"`);
    const rows = await api.database.db.select().from(invitations).where(eq(invitations.objectId, group.id));
    expect(rows).toEqual([
      expect.objectContaining({ id, userId: invitee.id, invitedBy: group.admin.id, status: 'pending' }),
    ]);

    const result = await lookup(invitee.token, id);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      id,
      type: 'group',
      status: 'pending',
      results: { id: group.id, name: group.name, membership_status: null },
    });
    expect(result.body.invited_by).toMatch(/^Fresh Member\d+$/);
    expect(v.safeParse(InvitationResult, result.body).success).toBe(true);
  });

  it('invites by e-mail: an address without an account, and one of a member (bound to them)', async () => {
    const group = await newGroup();
    const member = await newMember(api);
    const stranger = `stranger-${Date.now()}@example.net`;
    const res = await invite(group.admin.token, {
      object_id: group.id,
      content_type: 'group',
      emails: [stranger, member.email.toUpperCase()],
    });
    expect(res.status).toBe(201);
    const toStranger = await invitationMailTo(stranger);
    expect(toStranger.mail.subject).toBe(`You are invited to join ${group.name}`);
    const toMember = await invitationMailTo(member.email);
    const rows = await api.database.db.select().from(invitations).where(eq(invitations.objectId, group.id));
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.id === toStranger.id)).toMatchObject({ userId: null, email: stranger });
    expect(rows.find((row) => row.id === toMember.id)).toMatchObject({ userId: member.id, email: member.email });
    expect((await lookup(member.token, toMember.id)).status).toBe(200);
  });

  it('an account listed twice, or by id and by e-mail, is invited once', async () => {
    const group = await newGroup();
    const invitee = await newMember(api);
    const res = await invite(group.admin.token, {
      object_id: group.id,
      content_type: 'group',
      users: [invitee.id, invitee.id],
      emails: [invitee.email],
    });
    expect(res.status).toBe(201);
    expect(await mailTo(api, invitee.email)).toHaveLength(1);
    const rows = await api.database.db.select().from(invitations).where(eq(invitations.objectId, group.id));
    expect(rows).toHaveLength(1);
  });

  it('only administrators of the group (or staff) may invite', async () => {
    const group = await newGroup();
    const member = await newMember(api);
    await api.database.db
      .insert(memberships)
      .values({ tenantId: group.tenantId, groupId: group.id, userId: member.id, status: 'accepted', role: 'member' });
    const body = { object_id: group.id, content_type: 'group', emails: ['someone@example.net'] };
    const res = await invite(member.token, body);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: GROUP_MESSAGES.noPermission });
    const otherAdmin = (await newGroup()).admin;
    expect((await invite(otherAdmin.token, body)).status).toBe(403);
    const staff = await api.login('admin@example.org');
    expect((await invite(staff.access, body)).status).toBe(201);
    const rows = await api.database.db.select().from(invitations).where(eq(invitations.objectId, group.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses an empty, malformed or duplicated list, and unknown people or groups', async () => {
    const group = await newGroup();
    const base = { object_id: group.id, content_type: 'group' };
    const none = await invite(group.admin.token, base);
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ non_field_errors: [GROUP_FORM_MESSAGES.inviteSomeone] });
    const empty = await invite(group.admin.token, { ...base, users: [], emails: [] });
    expect(empty.body).toEqual({ non_field_errors: [GROUP_FORM_MESSAGES.inviteSomeone] });

    const bad = await invite(group.admin.token, { ...base, emails: ['not-an-email'] });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ 'emails.0': [GROUP_FORM_MESSAGES.validEmail] });

    const twice = await invite(group.admin.token, { ...base, emails: ['a@example.net', ' A@example.net'] });
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ emails: [GROUP_FORM_MESSAGES.emailAdded] });

    const unknownUser = await invite(group.admin.token, { ...base, users: [987654] });
    expect(unknownUser.status).toBe(400);
    expect(unknownUser.body).toEqual({ users: ['Invalid pk "987654" - object does not exist.'] });

    const wrongType = await invite(group.admin.token, { ...base, content_type: 'post', emails: ['a@example.net'] });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toHaveProperty('content_type');

    const unknownGroup = await invite(group.admin.token, { ...base, object_id: 987654, emails: ['a@example.net'] });
    expect(unknownGroup.status).toBe(404);

    const rows = await api.database.db.select().from(invitations).where(eq(invitations.objectId, group.id));
    expect(rows).toHaveLength(0);
  });

  it('job invitations: an unknown job cannot be invited to; a job of an administered group can', async () => {
    const group = await newGroup();
    const none = await invite(group.admin.token, { object_id: 987654, content_type: 'job', emails: ['j@example.net'] });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ detail: GROUP_MESSAGES.couldNotSendInvitation });

    const [job] = await api.database.db
      .insert(jobs)
      .values({
        tenantId: group.tenantId,
        groupId: group.id,
        slug: `invite-test-job-${group.id}`,
        title: 'Data Analyst Intern',
        description: 'A job to invite people to.',
        jobType: 'internship',
        jobLocation: 'remote',
      })
      .returning({ id: jobs.id });
    const body = { object_id: job!.id, content_type: 'job', emails: [`job-${group.id}@example.net`] };
    expect((await invite((await newMember(api)).token, body)).status).toBe(403);
    const res = await invite(group.admin.token, body);
    expect(res.status).toBe(201);
    const { mail } = await invitationMailTo(`job-${group.id}@example.net`);
    expect(mail.subject).toBe('You are invited to join Data Analyst Intern');
  });

  it('needs a signed-in member, and stays in its tenant', async () => {
    const group = await newGroup();
    const body = { object_id: group.id, content_type: 'group', emails: ['x@example.net'] };
    const anonymous = await invite(undefined, body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ detail: MESSAGES.notAuthenticated });

    // The campus tenant's administrator cannot reach this tenant's group, nor invite this tenant's people.
    const campusGroup = await newGroup('circle', CAMPUS_HOST);
    const here = await newMember(api);
    expect((await invite(campusGroup.admin.token, body, CAMPUS_HOST)).status).toBe(404);
    const foreign = await invite(
      campusGroup.admin.token,
      { object_id: campusGroup.id, content_type: 'group', users: [here.id] },
      CAMPUS_HOST,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({ users: [`Invalid pk "${here.id}" - object does not exist.`] });
  });
});

describe('GET /api/v1/invitations/{id}/ and accept/reject', () => {
  it('accept makes the invitee an accepted member, in their change feed, and answers the result', async () => {
    const group = await newGroup();
    const invitee = await newMember(api);
    const id = await invited(group, invitee);
    const res = await respond(invitee.token, id, 'accept');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, type: 'group', status: 'accepted', results: { id: group.id } });
    expect(res.body.results.membership_status).toBe('accepted');
    expect(await membershipOf(group.id, invitee.id)).toEqual({ status: 'accepted', role: 'member' });
    const logged = await api.database.db
      .select({ userId: changes.userId, entity: changes.entity, op: changes.op })
      .from(changes)
      .where(and(eq(changes.entity, 'group'), eq(changes.entityId, String(group.id))));
    expect(logged).toEqual([{ userId: invitee.id, entity: 'group', op: 'upsert' }]);
    expect((await lookup(invitee.token, id)).body.status).toBe('accepted');
  });

  it("accepted membership shows in the invitee's change feed", async () => {
    const group = await newGroup();
    const invitee = await newMember(api);
    const id = await invited(group, invitee);
    const head = await api.call<{ cursor: number }>('GET', '/api/v1/sync/changes/', { token: invitee.token });
    expect((await respond(invitee.token, id, 'accept')).status).toBe(200);
    const feed = await api.call<{ changes: { entity: string; id: string; op: string; data?: unknown }[] }>(
      'GET',
      `/api/v1/sync/changes/?cursor=${head.body.cursor ?? 0}`,
      { token: invitee.token },
    );
    expect(feed.status).toBe(200);
    const change = feed.body.changes.find((item) => item.entity === 'group' && item.id === String(group.id));
    expect(change).toMatchObject({ op: 'upsert', data: { id: group.id, membership_status: 'accepted' } });
  });

  it('accept turns a pending or rejected request into an accepted membership; events make attendees', async () => {
    const group = await newGroup();
    const pending = await newMember(api);
    const rejected = await newMember(api);
    await api.database.db.insert(memberships).values([
      { tenantId: group.tenantId, groupId: group.id, userId: pending.id, status: 'pending' },
      { tenantId: group.tenantId, groupId: group.id, userId: rejected.id, status: 'rejected' },
    ]);
    for (const person of [pending, rejected]) {
      const id = await invited(group, person);
      expect((await respond(person.token, id, 'accept')).status).toBe(200);
      expect(await membershipOf(group.id, person.id)).toEqual({ status: 'accepted', role: 'member' });
    }
    const event = await newGroup('event');
    const attendee = await newMember(api);
    const id = await invited(event, attendee);
    expect((await respond(attendee.token, id, 'accept')).status).toBe(200);
    expect(await membershipOf(event.id, attendee.id)).toEqual({ status: 'accepted', role: 'attendee' });
  });

  it('an e-mail invitation waits for the account that signs up and verifies that address', async () => {
    const group = await newGroup();
    const email = `later-${group.id}@example.net`;
    const res = await invite(group.admin.token, { object_id: group.id, content_type: 'group', emails: [email] });
    expect(res.status).toBe(201);
    const { id } = await invitationMailTo(email);
    const [before] = await api.database.db.select().from(invitations).where(eq(invitations.id, id));
    expect(before?.userId).toBeNull();

    const { access } = await signUpVerified(api, email);
    expect((await lookup(access, id)).status).toBe(200);
    const accepted = await respond(access, id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body.results.membership_status).toBe('accepted');
    const [row] = await api.database.db.select().from(invitations).where(eq(invitations.id, id));
    expect(row?.status).toBe('accepted');
    expect(await membershipOf(group.id, row!.userId!)).toEqual({ status: 'accepted', role: 'member' });
  });

  it('a replayed accept (same Idempotency-Key) answers the first result again', async () => {
    const group = await newGroup();
    const invitee = await newMember(api);
    const id = await invited(group, invitee);
    const headers = { 'Idempotency-Key': `accept-${id}` };
    const first = await api.call('POST', pathOf(INVITATION_ENDPOINTS.accept, { id }), {
      token: invitee.token,
      headers,
    });
    const replay = await api.call('POST', pathOf(INVITATION_ENDPOINTS.accept, { id }), {
      token: invitee.token,
      headers,
    });
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
  });

  it('reject leaves no membership; an invitation is answered once', async () => {
    const group = await newGroup();
    const invitee = await newMember(api);
    const id = await invited(group, invitee);
    const rejected = await respond(invitee.token, id, 'reject');
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ id, status: 'rejected', results: { id: group.id, membership_status: null } });
    expect(await membershipOf(group.id, invitee.id)).toBeNull();
    for (const action of ['accept', 'reject'] as const) {
      const again = await respond(invitee.token, id, action);
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ detail: GROUP_MESSAGES.invitationAnswered });
    }
    expect(await membershipOf(group.id, invitee.id)).toBeNull();

    const second = await newMember(api);
    const acceptedId = await invited(group, second);
    expect((await respond(second.token, acceptedId, 'accept')).status).toBe(200);
    expect((await respond(second.token, acceptedId, 'accept')).body).toEqual({
      detail: GROUP_MESSAGES.invitationAnswered,
    });
  });

  it("someone else's invitation is 403, an unknown one 404, anonymous 401, another tenant 404", async () => {
    const group = await newGroup();
    const invitee = await newMember(api);
    const other = await newMember(api);
    const id = await invited(group, invitee);
    for (const res of [
      await lookup(other.token, id),
      await respond(other.token, id, 'accept'),
      await respond(other.token, id, 'reject'),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: GROUP_MESSAGES.invitationNotYours });
    }
    expect(await membershipOf(group.id, other.id)).toBeNull();

    const unknown = await lookup(invitee.token, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: MESSAGES.notFound });
    expect((await respond(invitee.token, 'nope', 'accept')).status).toBe(404);

    expect((await lookup(undefined, id)).status).toBe(401);
    expect((await respond(undefined, id, 'accept')).status).toBe(401);

    const campus = await newMember(api, CAMPUS_HOST);
    expect((await lookup(campus.token, id, CAMPUS_HOST)).status).toBe(404);
    expect((await lookup(invitee.token, id)).body.status).toBe('pending');
  });
});

describe('GET /api/v1/search/?type=user&group_id= (the invite dialog)', () => {
  it('takes page_size 100 and leaves out accepted and pending people of the group', async () => {
    const group = await newGroup();
    const tag = `Invitable${group.id}`;
    const people = [await newMember(api), await newMember(api), await newMember(api), await newMember(api)];
    // A recognisable last name, so the search finds exactly these four.
    for (const person of people) {
      await api.database.db.update(users).set({ lastName: tag }).where(eq(users.id, person.id));
    }
    await api.database.db.insert(memberships).values([
      { tenantId: group.tenantId, groupId: group.id, userId: people[0]!.id, status: 'accepted' },
      { tenantId: group.tenantId, groupId: group.id, userId: people[1]!.id, status: 'pending' },
      { tenantId: group.tenantId, groupId: group.id, userId: people[2]!.id, status: 'rejected' },
    ]);
    const search = (query: string) =>
      api.call<{ data: SearchItem[]; pagination: { count: number } }>('GET', `/api/v1/search/?${query}`, {
        token: group.admin.token,
      });
    const all = await search(`type=user&search=${tag}&page=1&page_size=100`);
    expect(all.status).toBe(200);
    expect(all.body.data.map((item) => item.id).sort()).toEqual(people.map((p) => p.id).sort());
    const invitable = await search(`type=user&search=${tag}&page=1&page_size=100&group_id=${group.id}`);
    expect(invitable.status).toBe(200);
    expect(invitable.body.data.map((item) => item.id).sort()).toEqual([people[2]!.id, people[3]!.id].sort());
    expect(invitable.body.pagination.count).toBe(2);
  });
});
