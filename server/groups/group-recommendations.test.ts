/**
 * Group recommendations on the real app and PGlite: research collaborators are the tenant's
 * verified members outside the group who share its topics, best first with the shared topics
 * named; other groups share its topics, fields, stages or goals; only the group's
 * administrators ask, and bad input is a 400.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged, RecommendationItem } from '../../contract';
import { groups } from '../db/schema';
import { profiles, topics } from '../profiles/schema';
import { createTestApi, type TestApi } from '../testing';
import { addMembership, makeGroup, makePerson, type Person } from './membership-testing';

let api: TestApi;
let admin: Person;
let groupId: number;
let topicA: number;
let topicB: number;

const path = (entity: string, group = groupId) =>
  `/api/v1/group-recommendations/?group_id=${group}&entity_type=${entity}`;

async function withTopics(userId: number, topicIds: number[]): Promise<void> {
  const { db } = api.database;
  const tenantId = api.seeded.defaultTenantId;
  await db
    .insert(profiles)
    .values({ userId, tenantId, topics: topicIds })
    .onConflictDoUpdate({ target: profiles.userId, set: { topics: topicIds } });
}

async function ask(entity: string, token = admin.token, host?: string) {
  return api.call<Paged<RecommendationItem>>('GET', path(entity), { token, ...(host ? { host } : {}) });
}

beforeAll(async () => {
  api = await createTestApi();
  const { db } = api.database;
  // Topics no seeded row has, so only this test's rows can match.
  [topicA, topicB] = (
    await db
      .insert(topics)
      .values([{ name: 'Tidal Cartography' }, { name: 'Lichen Economics' }])
      .returning({ id: topics.id })
  ).map((row) => row.id) as [number, number];
  admin = await makePerson(api);
  groupId = await makeGroup(api, { topics: [topicA, topicB] }, admin.id);
});

afterAll(async () => {
  await api.close();
});

describe('GET /api/v1/group-recommendations/', () => {
  it('recommends research collaborators outside the group, best match first, naming the shared topics', async () => {
    const both = await makePerson(api, { firstName: 'Both' });
    const one = await makePerson(api, { firstName: 'One' });
    const member = await makePerson(api, { firstName: 'Member' });
    const unverified = await makePerson(api, { firstName: 'Unverified', verified: false });
    await withTopics(both.id, [topicA, topicB]);
    await withTopics(one.id, [topicB]);
    await withTopics(member.id, [topicA]);
    await withTopics(unverified.id, [topicA]);
    await addMembership(api, groupId, member.id, { status: 'accepted' });

    const res = await ask('research_collaboration');
    expect(res.status).toBe(200);
    const ids = res.body.data.map((item) => item.id);
    expect(ids).toEqual([both.id, one.id]);
    expect(res.body.pagination.count).toBe(2);
    expect(res.body.data[0]).toMatchObject({
      type: 'user',
      reason: "Shares this group's topics: Tidal Cartography, Lichen Economics",
    });
    expect(res.body.data[1]?.reason).toBe("Shares this group's topics: Lichen Economics");
  });

  it('recommends other groups of the tenant that share its topics, never itself or another tenant’s', async () => {
    const { db } = api.database;
    const close = await makeGroup(api, { name: 'Close circle', topics: [topicA, topicB] });
    const near = await makeGroup(api, { name: 'Near circle', topics: [topicA] });
    const elsewhere = await makeGroup(api, { name: 'Campus circle', topics: [topicA, topicB] });
    await db.update(groups).set({ tenantId: api.seeded.campusTenantId }).where(eq(groups.id, elsewhere));
    const res = await ask('cross_group');
    expect(res.status).toBe(200);
    const ids = res.body.data.map((item) => item.id);
    expect(ids.slice(0, 2)).toEqual([close, near]);
    expect(ids).not.toContain(groupId);
    expect(ids).not.toContain(elsewhere);
    expect(res.body.data[0]).toMatchObject({
      type: 'circle',
      name: 'Close circle',
      reason: "Shares this group's topics: Tidal Cartography, Lichen Economics",
    });
  });

  it('pages the list', async () => {
    const first = await api.call<Paged<RecommendationItem>>('GET', `${path('cross_group')}&page_size=1`, {
      token: admin.token,
    });
    expect(first.body.data).toHaveLength(1);
    expect(first.body.pagination.next).toContain('page=2');
  });

  it('answers only the group’s administrators', async () => {
    const stranger = await makePerson(api);
    expect((await ask('cross_group', stranger.token)).status).toBe(403);
    expect((await api.call('GET', path('cross_group'))).status).toBe(401);
    const staff = (await api.login('admin@example.org')).access;
    expect((await ask('cross_group', staff)).status).toBe(200);
  });

  it('refuses bad input with a 400, and an unknown group with a 404', async () => {
    expect((await ask('everything')).status).toBe(400);
    for (const bad of ['0', 'abc', '99999999999', '%00']) {
      const res = await api.call('GET', `/api/v1/group-recommendations/?group_id=${bad}&entity_type=cross_group`, {
        token: admin.token,
      });
      expect(res.status, bad).toBe(400);
    }
    expect(
      (await api.call('GET', '/api/v1/group-recommendations/?entity_type=cross_group', { token: admin.token })).status,
    ).toBe(400);
    expect((await api.call('GET', path('cross_group', 2_000_000_000), { token: admin.token })).status).toBe(404);
  });
});
