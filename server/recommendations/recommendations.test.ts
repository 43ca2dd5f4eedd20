import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOMMENDATION_ORDER, type RecommendationItem } from '../../contract/connect';
import { pathOf } from '../../contract/endpoint';
import { RECOMMENDATION_ENDPOINTS } from '../../contract/recommendation-endpoints';
import { groups, jobs, memberships, skills, users } from '../db/schema';
import { EMPTY_EXTRA_INFO, follows, profiles, topics } from '../profiles/schema';
import { CAMPUS_HOST, createTestApi, type TestApi } from '../testing';
import { orderAndCap } from './engine';

// The test's own skills, topic and people, named so no seeded row can match them by chance.
const SKILL_A = 'Quillcraft';
const SKILL_B = 'Loomweaving';
const TOPIC = 'Quantum Gardening';

let api: TestApi;
let token: string;
let memberId: number;
let skillA: number;
let skillB: number;
let topicId: number;
const peopleA: number[] = [];
const peopleB: number[] = [];
let campusPersonId: number;
let campusCircleId: number;

async function addPerson(tenantId: number, slug: string, skillIds: number[]) {
  const { db } = api.database;
  const [row] = await db
    .insert(users)
    .values({
      tenantId,
      email: `${slug}@example.org`,
      passwordHash: 'x',
      firstName: 'Test',
      lastName: slug,
      nameSlug: slug,
      isVerified: true,
    })
    .returning({ id: users.id });
  await db.insert(profiles).values({ userId: row!.id, tenantId, skills: skillIds });
  return row!.id;
}

/** The member's profile with only these skills and topics: no field or stage that seeded people could share. */
async function setMemberProfile(skillIds: number[], topicIds: number[]) {
  const tenantId = api.seeded.defaultTenantId;
  const set = { skills: skillIds, topics: topicIds, professionalField: null, extraInfo: EMPTY_EXTRA_INFO };
  await api.database.db
    .insert(profiles)
    .values({ userId: memberId, tenantId, ...set })
    .onConflictDoUpdate({ target: profiles.userId, set });
}

async function recommendations(host?: string, bearer = token): Promise<RecommendationItem[]> {
  const res = await api.call<{ data: RecommendationItem[] }>('GET', pathOf(RECOMMENDATION_ENDPOINTS.list), {
    token: bearer,
    ...(host ? { host } : {}),
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  api = await createTestApi({ jobCount: 10, draftJobCount: 0, campusJobCount: 0 });
  const { db } = api.database;
  const tenantId = api.seeded.defaultTenantId;
  const campusId = api.seeded.campusTenantId;
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, 'member@example.org')));
  memberId = member!.id;
  [skillA, skillB] = (
    await db
      .insert(skills)
      .values([{ name: SKILL_A }, { name: SKILL_B }])
      .returning({ id: skills.id })
  ).map((row) => row.id) as [number, number];
  topicId = (await db.insert(topics).values({ name: TOPIC }).returning({ id: topics.id }))[0]!.id;
  for (let i = 0; i < 7; i++) peopleA.push(await addPerson(tenantId, `quill-${i}`, [skillA]));
  for (let i = 0; i < 2; i++) peopleB.push(await addPerson(tenantId, `loom-${i}`, [skillB]));
  campusPersonId = await addPerson(campusId, 'campus-quill', [skillA]);

  const group = (name: string, groupType: 'circle' | 'event' | 'organization', description: string, t = tenantId) => ({
    tenantId: t,
    name,
    nameSlug: name.toLowerCase().replaceAll(' ', '-'),
    groupType,
    description,
  });
  await db
    .insert(groups)
    .values([
      ...Array.from({ length: 6 }, (_, i) => group(`Garden Circle ${i}`, 'circle', `We talk about ${TOPIC} weekly.`)),
      group('Quill Meetup', 'event', `A ${SKILL_A} evening.`),
    ]);
  campusCircleId = (
    await db
      .insert(groups)
      .values(group('Campus Garden', 'circle', `${TOPIC} on campus.`, campusId))
      .returning({ id: groups.id })
  )[0]!.id;
  const [org] = await db.select({ id: groups.id }).from(groups).where(eq(groups.tenantId, tenantId)).limit(1);
  await db.insert(jobs).values({
    tenantId,
    groupId: org!.id,
    slug: 'quill-writer',
    title: 'Quill Writer',
    description: 'Writes.',
    jobType: 'full_time',
    jobLocation: 'remote',
    jobStatus: 'approved',
    skills: [skillA],
  });
  await setMemberProfile([skillA], [topicId]);
  // The seeded follows would bring their own groups in; each test adds the follows it needs.
  await db.delete(follows).where(eq(follows.followerId, memberId));
  token = (await api.login('member@example.org')).access;
});
afterAll(() => api?.close());

describe('GET /api/v1/recommendations/', () => {
  it('answers 401 without a token', async () => {
    expect((await api.call('GET', pathOf(RECOMMENDATION_ENDPOINTS.list))).status).toBe(401);
  });

  it('recommends people sharing the skills, with the reason, at most 5, never the member', async () => {
    const data = await recommendations();
    const people = data.filter((item) => item.type === 'user');
    expect(people).toHaveLength(5);
    for (const person of people) {
      expect(peopleA).toContain(person.id);
      expect(person.reason).toBe(`Shares your skills: ${SKILL_A}`);
      expect(person.name_slug).toMatch(/^quill-/);
    }
    expect(data.some((item) => item.type === 'user' && item.id === memberId)).toBe(false);
  });

  it('keeps the spec type order, caps each type at 5 and has no duplicates', async () => {
    const data = await recommendations();
    const ranks = data.map((item) => RECOMMENDATION_ORDER.indexOf(item.type as (typeof RECOMMENDATION_ORDER)[number]));
    expect(ranks.every((rank) => rank >= 0)).toBe(true);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const type of RECOMMENDATION_ORDER) {
      expect(data.filter((item) => item.type === type).length).toBeLessThanOrEqual(5);
    }
    const keys = data.map((item) => `${item.type}:${item.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Circles matching the topic: six exist, five are recommended, each saying why.
    const circles = data.filter((item) => item.type === 'circle');
    expect(circles).toHaveLength(5);
    expect(circles.every((item) => item.reason === `Matches your topics: ${TOPIC}`)).toBe(true);
    expect(data.find((item) => item.type === 'event' && item.name === 'Quill Meetup')?.reason).toBe(
      `Matches your skills: ${SKILL_A}`,
    );
    expect(data.find((item) => item.type === 'job' && item.slug === 'quill-writer')?.reason).toBe(
      `Matches your skills: ${SKILL_A}`,
    );
    // No resource is invented while there is no content.
    expect(data.some((item) => item.type.includes('resource'))).toBe(false);
  });

  it('leaves out people the member already follows', async () => {
    const followed = peopleA[0]!;
    await api.database.db
      .insert(follows)
      .values({ tenantId: api.seeded.defaultTenantId, followerId: memberId, targetType: 'user', targetId: followed });
    const people = (await recommendations()).filter((item) => item.type === 'user');
    expect(people.map((item) => item.id)).not.toContain(followed);
    expect(people).toHaveLength(5);
    await api.database.db.delete(follows).where(eq(follows.followerId, memberId));
  });

  it('recommends a group people the member follows joined, and never one the member is in', async () => {
    const { db } = api.database;
    const tenantId = api.seeded.defaultTenantId;
    const [event] = await db
      .insert(groups)
      .values({
        tenantId,
        name: 'Friends Meetup',
        nameSlug: 'friends-meetup',
        groupType: 'event',
        description: 'An evening.',
      })
      .returning({ id: groups.id });
    const friends = peopleA.slice(0, 3);
    await db
      .insert(memberships)
      .values(friends.map((userId) => ({ tenantId, groupId: event!.id, userId, status: 'accepted' as const })));
    await db
      .insert(follows)
      .values(friends.map((targetId) => ({ tenantId, followerId: memberId, targetType: 'user' as const, targetId })));
    const [garden] = await db.select({ id: groups.id }).from(groups).where(eq(groups.nameSlug, 'garden-circle-0'));
    await db.insert(memberships).values({ tenantId, groupId: garden!.id, userId: memberId, status: 'accepted' });

    const data = await recommendations();
    expect(data.find((item) => item.type === 'event' && item.id === event!.id)?.reason).toBe(
      'Joined by people you follow: Test quill-0, Test quill-1',
    );
    expect(data.some((item) => item.type === 'circle' && item.id === garden!.id)).toBe(false);
    // The five other topic circles still fill the cap.
    expect(data.filter((item) => item.type === 'circle' && item.name?.startsWith('Garden Circle'))).toHaveLength(5);

    await db.delete(follows).where(eq(follows.followerId, memberId));
    await db.delete(memberships).where(and(eq(memberships.userId, memberId), eq(memberships.groupId, garden!.id)));
  });

  it('follows the profile: other skills give other people', async () => {
    await setMemberProfile([skillB], []);
    const people = (await recommendations()).filter((item) => item.type === 'user');
    expect(people.map((item) => item.id).sort()).toEqual([...peopleB].sort());
    expect(people.every((item) => item.reason === `Shares your skills: ${SKILL_B}`)).toBe(true);
    await setMemberProfile([skillA], [topicId]);
  });

  it('never crosses tenants', async () => {
    const data = await recommendations();
    expect(data.some((item) => item.type === 'user' && item.id === campusPersonId)).toBe(false);
    expect(data.some((item) => item.type === 'circle' && item.id === campusCircleId)).toBe(false);
    // On the campus portal the same e-mail is another account: none of this tenant's rows.
    const campusToken = (await api.login('member@example.org', CAMPUS_HOST)).access;
    const campus = await recommendations(CAMPUS_HOST, campusToken);
    const localIds = new Set([...peopleA, ...peopleB]);
    expect(campus.some((item) => item.type === 'user' && localIds.has(item.id))).toBe(false);
  });
});

describe('orderAndCap', () => {
  const item = (type: RecommendationItem['type'], id: number): RecommendationItem => ({
    id,
    type,
    sub_type: null,
    slug: null,
    title_slug: null,
    name_slug: null,
    source: null,
    name: `${type} ${id}`,
    title: null,
    description: null,
    reason: 'r',
    image_path: null,
    institution_name: null,
  });

  it('removes duplicates, caps at 5 per type and sorts by the panel order', () => {
    const jobsIn = Array.from({ length: 7 }, (_, i) => item('job', i));
    const result = orderAndCap([...jobsIn, item('user', 1), item('user', 1), item('resource', 3)]);
    expect(result.map((entry) => `${entry.type}:${entry.id}`)).toEqual([
      'resource:3',
      'user:1',
      'job:0',
      'job:1',
      'job:2',
      'job:3',
      'job:4',
    ]);
  });
});
