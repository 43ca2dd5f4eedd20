/**
 * The notifications the server's actions produce (spec part 2 section 8) through
 * the real app and a real PGlite: invitations to existing accounts, follows (new follower,
 * mutual connection), join requests to every administrator, accepted and declined
 * requests (single and bulk). Each lands for the right person only, never for the actor,
 * stays in its tenant, and reaches the recipient's change feed.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/endpoint';
import { INVITATION_ENDPOINTS } from '../../contract/group-endpoints';
import { notifications } from '../chat/schema';
import { changes, groups, jobs, memberships, users } from '../db/schema';
import { addMembership, makeGroup, makePerson, memberCalls, type Person } from '../groups/membership-testing';
import { invitations } from '../groups/schema';
import { newMember } from '../profiles/testing';
import type { RunningServer } from '../start';
import { CAMPUS_HOST, createTestApi, readChanges, type TestApi } from '../testing';
import { apiToken, openEventSocket, api as serverApi, startInMemoryServer } from '../testing-server';
import { NOTIFICATION_TEXTS } from './producers';

let api: TestApi;
let calls: ReturnType<typeof memberCalls>;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 0 });
  calls = memberCalls(api);
});
afterAll(() => api?.close());

/** The stored notifications of a user, oldest first. */
async function notificationsOf(userId: number) {
  return api.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
}

const follow = (token: string, id: number, action: 'follow' | 'unfollow' = 'follow', type = 'user', host?: string) =>
  api.call<{ followed?: boolean; detail?: string }>('POST', '/api/v1/follow/', {
    token,
    body: { id, type, action },
    ...(host ? { host } : {}),
  });

async function groupRow(id: number) {
  const [row] = await api.database.db.select().from(groups).where(eq(groups.id, id));
  return row!;
}

async function userSlug(userId: number) {
  const [row] = await api.database.db.select({ slug: users.nameSlug }).from(users).where(eq(users.id, userId));
  return row!.slug;
}

describe('follows', () => {
  it('a follow tells the followed person; following back makes it a connection', async () => {
    const ana = await makePerson(api, { firstName: 'Ana', lastName: 'Follower' });
    const ben = await makePerson(api, { firstName: 'Ben', lastName: 'Followed' });
    const start = (await readChanges(api, ben.token)).body.cursor;

    expect((await follow(ana.token, ben.id)).body).toEqual({ followed: true });
    const [first, ...more] = await notificationsOf(ben.id);
    expect(more).toEqual([]);
    expect(first).toMatchObject({
      tenantId: api.seeded.defaultTenantId,
      type: 'user_connection',
      notificationType: 'new_follower',
      message: 'Ana Follower started following you',
      isRead: false,
      data: {
        invitation_key: null,
        name_slug: await userSlug(ana.id),
        group_type: null,
        image: null,
        name: 'Ana Follower',
      },
    });
    expect(await notificationsOf(ana.id)).toEqual([]);

    // The recipient's change feed carries it (the follower's does not).
    const changed = await readChanges(api, ben.token, start);
    expect(changed.body.changes).toContainEqual(
      expect.objectContaining({ entity: 'notification', op: 'upsert', id: String(first!.id) }),
    );
    const stored = await api.database.db
      .select()
      .from(changes)
      .where(and(eq(changes.entity, 'notification'), eq(changes.entityId, String(first!.id))));
    expect(stored.map((row) => row.userId)).toEqual([ben.id]);

    // Following again changes nothing, so no second notification.
    await follow(ana.token, ben.id);
    expect(await notificationsOf(ben.id)).toHaveLength(1);

    // Ben follows Ana back: Ana learns they are now connected.
    await follow(ben.token, ana.id);
    const [back, ...others] = await notificationsOf(ana.id);
    expect(others).toEqual([]);
    expect(back).toMatchObject({
      type: 'user_connection',
      notificationType: 'new_connection',
      message: NOTIFICATION_TEXTS.newConnection('Ben Followed'),
      data: { name_slug: await userSlug(ben.id), name: 'Ben Followed', image: null },
    });
    expect(back!.message).toBe('Ben Followed followed you back. You are now connected.');
    expect(await notificationsOf(ben.id)).toHaveLength(1);
  });

  it('unfollowing, following a group, following oneself or an unknown person create nothing', async () => {
    const cleo = await makePerson(api, { firstName: 'Cleo' });
    const dan = await makePerson(api, { firstName: 'Dan' });
    await follow(cleo.token, dan.id);
    expect(await notificationsOf(dan.id)).toHaveLength(1);
    expect((await follow(cleo.token, dan.id, 'unfollow')).body).toEqual({ followed: false });
    expect(await notificationsOf(dan.id)).toHaveLength(1);
    expect(await notificationsOf(cleo.id)).toEqual([]);

    const admin = await makePerson(api);
    const groupId = await makeGroup(api, {}, admin.id);
    expect((await follow(cleo.token, groupId, 'follow', 'group')).status).toBe(200);
    expect(await notificationsOf(admin.id)).toEqual([]);

    expect((await follow(cleo.token, cleo.id)).status).toBe(400);
    expect((await follow(cleo.token, 987654321)).status).toBe(404);
    expect(await notificationsOf(cleo.id)).toEqual([]);
  });

  it('stays in its tenant: a campus follow notifies the campus member only', async () => {
    const one = await newMember(api, CAMPUS_HOST);
    const two = await newMember(api, CAMPUS_HOST);
    const local = await makePerson(api);
    // A person of another tenant cannot be followed at all.
    expect((await follow(one.token, local.id, 'follow', 'user', CAMPUS_HOST)).status).toBe(404);
    expect(await notificationsOf(local.id)).toEqual([]);

    const start = (await readChanges(api, local.token)).body.cursor;
    expect((await follow(one.token, two.id, 'follow', 'user', CAMPUS_HOST)).status).toBe(200);
    const [row, ...more] = await notificationsOf(two.id);
    expect(more).toEqual([]);
    const campus = await api.deps.tenants.byHost(CAMPUS_HOST);
    expect(row).toMatchObject({ tenantId: campus!.id, notificationType: 'new_follower' });
    expect(row!.tenantId).not.toBe(api.seeded.defaultTenantId);
    expect((await readChanges(api, local.token, start)).body.changes).toEqual([]);
  });
});

describe('invitations', () => {
  const invite = (token: string, body: unknown) =>
    api.call<Record<string, unknown>>('POST', pathOf(INVITATION_ENDPOINTS.send), { token, body });

  it('each invited account (by id or by its e-mail) gets one; an e-mail of nobody and the inviter get none', async () => {
    const admin = await makePerson(api, { firstName: 'Ines', lastName: 'Inviter' });
    const groupId = await makeGroup(api, { logo: 'https://cdn.example.org/logo.png' }, admin.id);
    const group = await groupRow(groupId);
    const byId = await makePerson(api);
    const byEmail = await makePerson(api);
    const res = await invite(admin.token, {
      object_id: groupId,
      content_type: 'group',
      users: [byId.id],
      emails: [byEmail.email, `nobody-${groupId}@example.net`],
    });
    expect(res.status).toBe(201);

    const sent = await api.database.db.select().from(invitations).where(eq(invitations.objectId, groupId));
    expect(sent).toHaveLength(3);
    for (const person of [byId, byEmail]) {
      const invitation = sent.find((row) => row.userId === person.id);
      const rows = await notificationsOf(person.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        type: 'invitation',
        notificationType: 'invitation',
        message: `Ines Inviter invited you to join ${group.name}`,
        data: {
          invitation_key: invitation!.id,
          name_slug: group.nameSlug,
          group_type: 'circle',
          image: 'https://cdn.example.org/logo.png',
          name: group.name,
        },
      });
    }
    expect(await notificationsOf(admin.id)).toEqual([]);
    const total = await api.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.notificationType, 'invitation'));
    expect(total.filter((row) => row.data.name === group.name)).toHaveLength(2);
  });

  it('a job invitation carries the job title; a refused invitation creates nothing', async () => {
    const admin = await makePerson(api, { firstName: 'Jo', lastName: 'Boss' });
    const groupId = await makeGroup(api, {}, admin.id);
    const [job] = await api.database.db
      .insert(jobs)
      .values({
        tenantId: api.seeded.defaultTenantId,
        groupId,
        slug: `producer-job-${groupId}`,
        title: 'Junior Data Analyst',
        description: 'A job to invite people to.',
        jobType: 'internship',
        jobLocation: 'remote',
      })
      .returning({ id: jobs.id });
    const invitee = await makePerson(api);
    expect((await invite(admin.token, { object_id: job!.id, content_type: 'job', users: [invitee.id] })).status).toBe(
      201,
    );
    const [row] = await notificationsOf(invitee.id);
    expect(row).toMatchObject({
      type: 'invitation',
      message: 'Jo Boss invited you to join Junior Data Analyst',
      data: { name: 'Junior Data Analyst', name_slug: null },
    });
    expect(row!.data.invitation_key).toMatch(/^[0-9a-f-]{36}$/);

    // Not an administrator: refused, nothing stored.
    const stranger = await makePerson(api);
    const other = await makePerson(api);
    const refused = await invite(stranger.token, { object_id: groupId, content_type: 'group', users: [other.id] });
    expect(refused.status).toBe(403);
    // Unknown account: refused as a whole, nothing stored for the valid one either.
    const bad = await invite(admin.token, { object_id: groupId, content_type: 'group', users: [other.id, 987654321] });
    expect(bad.status).toBe(400);
    expect(await notificationsOf(other.id)).toEqual([]);
  });
});

describe('join requests', () => {
  it('every accepted administrator hears of a request; members, the joiner and pending admins do not', async () => {
    const admin = await makePerson(api);
    const leader = await makePerson(api);
    const member = await makePerson(api);
    const pendingAdmin = await makePerson(api);
    const groupId = await makeGroup(api, {}, admin.id);
    await addMembership(api, groupId, leader.id, { status: 'accepted', role: 'leader' });
    await addMembership(api, groupId, member.id, { status: 'accepted', role: 'member' });
    await addMembership(api, groupId, pendingAdmin.id, { status: 'pending', role: 'admin' });
    const group = await groupRow(groupId);
    const joiner = await makePerson(api, { firstName: 'Jane', lastName: 'Joiner' });
    const start = (await readChanges(api, admin.token)).body.cursor;

    expect((await calls.join(joiner.token, groupId)).status).toBe(201);
    for (const who of [admin, leader]) {
      const rows = await notificationsOf(who.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        type: 'group',
        notificationType: 'join_request',
        message: `Jane Joiner asked to join ${group.name}`,
        data: { invitation_key: null, name_slug: group.nameSlug, group_type: 'circle', name: group.name, image: null },
      });
    }
    for (const who of [member, pendingAdmin, joiner]) expect(await notificationsOf(who.id)).toEqual([]);
    const [mine] = await notificationsOf(admin.id);
    expect((await readChanges(api, admin.token, start)).body.changes).toContainEqual(
      expect.objectContaining({ entity: 'notification', id: String(mine!.id) }),
    );

    // A refused join (already asked) creates nothing more.
    expect((await calls.join(joiner.token, groupId)).status).toBe(400);
    expect(await notificationsOf(admin.id)).toHaveLength(1);
  });
});

describe('answers to join requests', () => {
  async function withRequests(count: number) {
    const admin = await makePerson(api);
    const groupId = await makeGroup(api, {}, admin.id);
    const people: Person[] = [];
    for (let i = 0; i < count; i += 1) {
      const person = await makePerson(api);
      await addMembership(api, groupId, person.id, { status: 'pending' });
      people.push(person);
    }
    return { admin, groupId, group: await groupRow(groupId), people };
  }

  it('a bulk accept tells each member once; the administrator gets nothing', async () => {
    const { admin, groupId, group, people } = await withRequests(2);
    const start = (await readChanges(api, people[0]!.token)).body.cursor;
    const res = await calls.respond(
      admin.token,
      groupId,
      people.map((p) => p.id),
      'accept',
    );
    expect(res.status).toBe(200);
    for (const person of people) {
      const rows = await notificationsOf(person.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        type: 'group',
        notificationType: 'join_accepted',
        message: `Your request to join ${group.name} was accepted`,
        data: { name_slug: group.nameSlug, group_type: 'circle', name: group.name },
      });
    }
    expect(await notificationsOf(admin.id)).toEqual([]);
    const [first] = await notificationsOf(people[0]!.id);
    expect((await readChanges(api, people[0]!.token, start)).body.changes).toContainEqual(
      expect.objectContaining({ entity: 'notification', id: String(first!.id) }),
    );
  });

  it('a reject says declined; a refused batch creates nothing', async () => {
    const { admin, groupId, group, people } = await withRequests(1);
    const rejected = people[0]!;
    expect((await calls.respond(admin.token, groupId, [rejected.id], 'reject')).status).toBe(200);
    const [row, ...more] = await notificationsOf(rejected.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      type: 'group',
      notificationType: 'join_rejected',
      message: `Your request to join ${group.name} was declined`,
    });

    // Answering again (no longer pending) refuses the whole batch: nothing new for anyone.
    const fresh = await makePerson(api);
    await addMembership(api, groupId, fresh.id, { status: 'pending' });
    const again = await calls.respond(admin.token, groupId, [fresh.id, rejected.id], 'accept');
    expect(again.status).toBe(400);
    expect(await notificationsOf(fresh.id)).toEqual([]);
    expect(await notificationsOf(rejected.id)).toHaveLength(1);
    const [membership] = await api.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.groupId, groupId), eq(memberships.userId, fresh.id)));
    expect(membership!.status).toBe('pending');

    // Not an administrator: refused, nothing stored.
    expect((await calls.respond(fresh.token, groupId, [fresh.id], 'accept')).status).toBe(403);
    expect(await notificationsOf(fresh.id)).toEqual([]);
  });
});

describe('live push', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startInMemoryServer({ jobCount: 1 });
  });
  afterAll(() => server?.close());

  it("a follow reaches the followed member's socket as a notification event, and not the follower's", async () => {
    const mateo = await apiToken(server.port, 'localhost', 'member@example.org');
    const amara = await apiToken(server.port, 'localhost', 'admin@example.org');
    const [amaraRow] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@example.org'))
      .orderBy(users.id);
    const recipient = openEventSocket(server.port, amara);
    const actor = openEventSocket(server.port, mateo);
    await Promise.all([recipient.opened, actor.opened]);

    const followed = await serverApi(server.port, 'localhost', 'POST', '/api/v1/follow/', {
      token: mateo,
      body: { id: amaraRow!.id, type: 'user', action: 'follow' },
    });
    expect(followed.status).toBe(200);
    const event = await recipient.next('notification');
    const [stored] = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, amaraRow!.id))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(event).toEqual({
      type: 'notification',
      data: {
        id: stored!.id,
        type: 'user_connection',
        notification_type: 'new_follower',
        message: 'Mateo Silva started following you',
        created_at: stored!.createdAt.toISOString(),
        is_read: false,
        data: expect.objectContaining({ name: 'Mateo Silva', invitation_key: null }),
      },
    });
    // The follower's own socket is poked for its follow, never sent the notification.
    await actor.next('changes');
    expect(actor.events.filter((event) => event.type === 'notification')).toEqual([]);
    recipient.ws.close();
    actor.ws.close();
  });
});
