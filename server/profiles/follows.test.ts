/**
 * POST/GET /api/v1/follow/ over a real PGlite: final-state follows of people and groups
 * of the tenant, the rules (yourself, unknown, another tenant), the followed flag of the
 * public profile, and the change feed of follows and profiles reaching the owner alone.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Follow, PublicProfile } from '../../contract/connect';
import { followKey } from '../../contract/connect';
import { MESSAGES } from '../../contract/messages';
import { PROFILE_MESSAGES } from '../../contract/profile';
import { groups, memberships } from '../db/schema';
import { CAMPUS_HOST, createTestApi, readChanges, type TestApi } from '../testing';
import { newMember } from './testing';

let api: TestApi;
let circleId: number;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 5, draftJobCount: 0, campusJobCount: 0 });
  const [circle] = await api.database.db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.tenantId, api.seeded.defaultTenantId), eq(groups.groupType, 'circle')))
    .limit(1);
  circleId = circle!.id;
});
afterAll(() => api?.close());

const follow = (token: string, body: unknown, host?: string) =>
  api.call<{ followed: boolean; detail?: string }>('POST', '/api/v1/follow/', {
    token,
    body,
    ...(host ? { host } : {}),
  });
const follows = async (token: string) =>
  (await api.call<{ data: Follow[] }>('GET', '/api/v1/follow/', { token })).body.data;

describe('POST /api/v1/follow/', () => {
  it('follows and unfollows a person, final state: repeats change nothing', async () => {
    const me = await newMember(api);
    const them = await newMember(api);
    const on = await follow(me.token, { id: them.id, type: 'user', action: 'follow' });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ followed: true });
    expect((await follow(me.token, { id: them.id, type: 'user', action: 'follow' })).body).toEqual({ followed: true });
    const listed = await follows(me.token);
    expect(listed).toEqual([{ type: 'user', target_id: them.id, created_at: expect.any(String) }]);
    const profile = await api.call<PublicProfile>('GET', `/api/v1/profile/${them.slug}/`, { token: me.token });
    expect(profile.body.followed).toBe(true);
    const off = await follow(me.token, { id: them.id, type: 'user', action: 'unfollow' });
    expect(off.body).toEqual({ followed: false });
    expect((await follow(me.token, { id: them.id, type: 'user', action: 'unfollow' })).body).toEqual({
      followed: false,
    });
    expect(await follows(me.token)).toEqual([]);
  });

  it('follows a group of the tenant', async () => {
    const me = await newMember(api);
    expect((await follow(me.token, { id: circleId, type: 'group', action: 'follow' })).body).toEqual({
      followed: true,
    });
    expect((await follows(me.token)).map((f) => followKey(f.type, f.target_id))).toEqual([`group:${circleId}`]);
  });

  it('follows a group only without a membership or after a rejected one', async () => {
    const tenantId = api.seeded.defaultTenantId;
    const member = await newMember(api);
    const applicant = await newMember(api);
    const rejected = await newMember(api);
    await api.database.db.insert(memberships).values([
      { tenantId, groupId: circleId, userId: member.id, status: 'accepted' },
      { tenantId, groupId: circleId, userId: applicant.id, status: 'pending' },
      { tenantId, groupId: circleId, userId: rejected.id, status: 'rejected' },
    ]);
    for (const who of [member, applicant]) {
      const refused = await follow(who.token, { id: circleId, type: 'group', action: 'follow' });
      expect(refused.status).toBe(400);
      expect(refused.body.detail).toBe(PROFILE_MESSAGES.couldNotFollow);
      expect(await follows(who.token)).toEqual([]);
    }
    expect((await follow(rejected.token, { id: circleId, type: 'group', action: 'follow' })).body).toEqual({
      followed: true,
    });
  });

  it('refuses yourself (400), unknown targets and other tenants’ (404), and bad input', async () => {
    const me = await newMember(api);
    const self = await follow(me.token, { id: me.id, type: 'user', action: 'follow' });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ detail: PROFILE_MESSAGES.couldNotFollow });
    for (const body of [
      { id: 999999, type: 'user', action: 'follow' },
      { id: 999999, type: 'group', action: 'follow' },
    ]) {
      const res = await follow(me.token, body);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: MESSAGES.notFound });
    }
    const campus = await newMember(api, CAMPUS_HOST);
    expect((await follow(me.token, { id: campus.id, type: 'user', action: 'follow' })).status).toBe(404);
    expect((await follow(campus.token, { id: circleId, type: 'group', action: 'follow' }, CAMPUS_HOST)).status).toBe(
      404,
    );
    expect((await follow(me.token, { id: 1, type: 'job', action: 'follow' })).status).toBe(400);
    expect((await follow(me.token, { id: 1, type: 'user', action: 'like' })).status).toBe(400);
    expect(
      (await api.call('POST', '/api/v1/follow/', { body: { id: 1, type: 'user', action: 'follow' } })).status,
    ).toBe(401);
  });
});

describe('change feed of member data', () => {
  it('delivers follow upserts and tombstones to the follower only', async () => {
    const me = await newMember(api);
    const them = await newMember(api);
    const start = (await readChanges(api, me.token)).body.cursor;
    const theirStart = (await readChanges(api, them.token)).body.cursor;
    await follow(me.token, { id: them.id, type: 'user', action: 'follow' });
    const up = (await readChanges(api, me.token, start)).body.changes;
    expect(up).toEqual([
      { entity: 'follow', op: 'upsert', id: `user:${them.id}`, data: expect.objectContaining({ target_id: them.id }) },
    ]);
    await follow(me.token, { id: them.id, type: 'user', action: 'unfollow' });
    expect((await readChanges(api, me.token, start)).body.changes).toEqual([
      { entity: 'follow', op: 'delete', id: `user:${them.id}` },
    ]);
    // The followed person's feed carries no follow change, only the notification of it.
    expect((await readChanges(api, them.token, theirStart)).body.changes).toEqual([
      expect.objectContaining({
        entity: 'notification',
        data: expect.objectContaining({ notification_type: 'new_follower' }),
      }),
    ]);
  });

  it('delivers the profile to its owner only, with the current data', async () => {
    const me = await newMember(api);
    const other = await newMember(api);
    const start = (await readChanges(api, me.token)).body.cursor;
    const otherStart = (await readChanges(api, other.token)).body.cursor;
    await api.call('PATCH', '/api/v1/profile/', { token: me.token, body: { title: 'First' } });
    await api.call('PATCH', '/api/v1/profile/', { token: me.token, body: { title: 'Second' } });
    const changes = (await readChanges(api, me.token, start)).body.changes;
    expect(changes).toEqual([
      { entity: 'profile', op: 'upsert', id: String(me.id), data: expect.objectContaining({ title: 'Second' }) },
    ]);
    expect((await readChanges(api, other.token, otherStart)).body.changes).toEqual([]);
  });
});
