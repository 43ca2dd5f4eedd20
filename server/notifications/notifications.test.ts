/**
 * Notifications over a real PGlite and the real app: pages newest first, mark all read up
 * to an id (a later one stays unread), mark one read (404 for anyone else's), the
 * identity's unread count, the change feed, tenant isolation and the seeded demo rows.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '../../contract/identity';
import { NOTIFICATIONS_PAGE_SIZE, type Notification } from '../../contract/notifications';
import type { Paged } from '../../contract/paging';
import { users } from '../db/schema';
import { follows } from '../profiles/schema';
import { newMember } from '../profiles/testing';
import { CAMPUS_HOST, createTestApi, readChanges, type TestApi } from '../testing';
import { insertNotifications } from './create';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 2, draftJobCount: 0, campusJobCount: 0, jobDemo: false });
});
afterAll(() => api?.close());

/** Gives the member `n` new notifications (oldest first); answers their ids. */
async function notify(userId: number, n: number, tenantId = api.seeded.defaultTenantId): Promise<number[]> {
  return api.database.db.transaction((tx) =>
    insertNotifications(
      tx,
      tenantId,
      Array.from({ length: n }, (_, i) => ({
        userId,
        type: 'user_connection' as const,
        notificationType: 'new_follower' as const,
        message: `Person ${i} started following you`,
        data: { name_slug: `person-${i}`, name: `Person ${i}`, image: null },
      })),
    ),
  );
}

const list = (token: string, query = '', host?: string) =>
  api.call<Paged<Notification>>('GET', `/api/v1/notifications/${query}`, { token, ...(host ? { host } : {}) });
const unread = async (token: string) =>
  (await api.call<Identity>('GET', '/api/v1/identity/', { token })).body.unread_notifications_count;

describe('GET /api/v1/notifications/', () => {
  it('needs sign-in', async () => {
    expect((await api.call('GET', '/api/v1/notifications/')).status).toBe(401);
    expect((await api.call('POST', '/api/v1/notifications/mark-all-read/', { body: { up_to: 1 } })).status).toBe(401);
  });

  it('pages the caller’s notifications newest first, 12 a page, with a next URL', async () => {
    const me = await newMember(api);
    const other = await newMember(api);
    const ids = await notify(me.id, 14);
    await notify(other.id, 3);
    const first = await list(me.token);
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.body.data.map((n) => n.id)).toEqual([...ids].reverse().slice(0, 12));
    expect(first.body.pagination).toEqual({ count: 14, next: '/api/v1/notifications/?page=2&page_size=12' });
    expect(first.body.data[0]).toEqual({
      id: ids[13],
      type: 'user_connection',
      notification_type: 'new_follower',
      message: 'Person 13 started following you',
      created_at: expect.any(String),
      is_read: false,
      data: { name_slug: 'person-13', name: 'Person 13', image: null },
    });
    const second = await list(me.token, '?page=2');
    expect(second.body.data.map((n) => n.id)).toEqual([ids[1], ids[0]]);
    expect(second.body.pagination.next).toBeNull();
    expect((await list(me.token, '?page=0')).status).toBe(400);
    expect((await list(me.token, '?page_size=abc')).status).toBe(400);
    expect(await unread(me.token)).toBe(14);
    expect(await unread(other.token)).toBe(3);
  });
});

describe('marking read', () => {
  it('mark-all-read marks only ids <= up_to of the caller; a later one stays unread', async () => {
    const me = await newMember(api);
    const other = await newMember(api);
    const early = await notify(me.id, 3);
    const theirs = await notify(other.id, 1);
    const late = await notify(me.id, 1);
    const cursor = (await readChanges(api, me.token)).body.cursor;
    const res = await api.call<{ updated: number }>('POST', '/api/v1/notifications/mark-all-read/', {
      token: me.token,
      body: { up_to: Math.max(...early, ...theirs) },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: 3 });
    const rows = (await list(me.token)).body.data;
    expect(rows.filter((n) => !n.is_read).map((n) => n.id)).toEqual(late);
    expect(await unread(me.token)).toBe(1);
    expect(await unread(other.token)).toBe(1);
    const changes = (await readChanges(api, me.token, cursor)).body.changes;
    expect(changes.map((c) => [c.entity, c.id])).toEqual(early.map((id) => ['notification', String(id)]));
    expect(changes.every((c) => c.entity === 'notification' && c.op === 'upsert' && c.data.is_read)).toBe(true);
    // Again: nothing left to mark.
    const again = await api.call('POST', '/api/v1/notifications/mark-all-read/', {
      token: me.token,
      body: { up_to: early.at(-1) },
    });
    expect(again.body).toEqual({ updated: 0 });
  });

  it('refuses a bad up_to with a 400', async () => {
    const me = await newMember(api);
    for (const body of [{}, { up_to: -1 }, { up_to: 'all' }, { up_to: 1.5 }]) {
      const res = await api.call<{ up_to?: string[] }>('POST', '/api/v1/notifications/mark-all-read/', {
        token: me.token,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.up_to).toBeDefined();
    }
  });

  it('marks one read (then it stays read); another member’s or an unknown one is a 404', async () => {
    const me = await newMember(api);
    const other = await newMember(api);
    const [mine, second] = await notify(me.id, 2);
    const [theirs] = await notify(other.id, 1);
    const res = await api.call<Notification>('POST', `/api/v1/notifications/${mine}/read/`, { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: mine, is_read: true });
    expect((await api.call('POST', `/api/v1/notifications/${mine}/read/`, { token: me.token })).status).toBe(200);
    expect(await unread(me.token)).toBe(1);
    expect((await list(me.token)).body.data.find((n) => n.id === second)?.is_read).toBe(false);
    const foreign = await api.call('POST', `/api/v1/notifications/${theirs}/read/`, { token: me.token });
    expect(foreign.status).toBe(404);
    expect(await unread(other.token)).toBe(1);
    expect((await api.call('POST', '/api/v1/notifications/99999999/read/', { token: me.token })).status).toBe(404);
    expect((await api.call('POST', '/api/v1/notifications/abc/read/', { token: me.token })).status).toBe(404);
  });

  it('keeps tenants apart', async () => {
    const campus = await newMember(api, CAMPUS_HOST);
    const [id] = await notify(campus.id, 1, api.seeded.campusTenantId);
    const local = await newMember(api);
    expect((await api.call('POST', `/api/v1/notifications/${id}/read/`, { token: local.token })).status).toBe(404);
    const mine = await list(campus.token, '', CAMPUS_HOST);
    expect(mine.body.data.map((n) => n.id)).toEqual([id]);
  });
});

describe('the seeded demo notifications', () => {
  it('member@ has 3-4 (one read), each true of the demo; admin@ has a join request', async () => {
    const member = (await api.login('member@example.org')).access;
    const rows = (await list(member)).body.data;
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.length).toBeLessThanOrEqual(4);
    expect(rows.filter((n) => n.is_read)).toHaveLength(1);
    expect(rows.map((n) => n.notification_type).sort()).toEqual(['join_accepted', 'new_connection', 'new_follower']);
    // The accepted request is a real membership; the follower and the connection really follow member@.
    const accepted = rows.find((n) => n.notification_type === 'join_accepted');
    const group = await api.call<{ membership_status: string | null }>(
      'GET',
      `/api/v1/groups/slug/${accepted?.data.name_slug}/`,
      { token: member },
    );
    expect(group.body.membership_status).toBe('accepted');
    const memberId = (await api.call<{ id: number }>('GET', '/api/v1/identity/', { token: member })).body.id;
    for (const kind of ['new_follower', 'new_connection']) {
      const slug = rows.find((n) => n.notification_type === kind)?.data.name_slug;
      const [person] = await api.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.nameSlug, slug ?? ''));
      const followsMember = await api.database.db
        .select()
        .from(follows)
        .where(and(eq(follows.followerId, person?.id ?? 0), eq(follows.targetId, memberId)));
      expect(followsMember).toHaveLength(1);
    }
    expect(await unread(member)).toBe(rows.length - 1);
    const ids = rows.map((n) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const admin = (await api.login('admin@example.org')).access;
    const adminRows = (await list(admin)).body.data;
    expect(adminRows.map((n) => n.notification_type).sort()).toEqual(['join_request', 'new_follower']);
  });
});
