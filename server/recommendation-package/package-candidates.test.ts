import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecommendationItem } from '../../contract/connect';
import { MESSAGES } from '../../contract/messages';
import { PACKAGE_MESSAGES } from '../../contract/recommendation-package';
import { resources } from '../content/schema';
import { jobs, tenants } from '../db/schema';
import { createTestApi, type TestApi, userIdOf } from '../testing';
import { addGroup, addPerson, join, packageCalls } from './testing';

let api: TestApi;
let calls: ReturnType<typeof packageCalls>;
let staff: string;
let memberId: number;
const people: Record<'nova' | 'lea' | 'sam' | 'una' | 'nat' | 'eve', number> = {
  nova: 0,
  lea: 0,
  sam: 0,
  una: 0,
  nat: 0,
  eve: 0,
};
let guild: number;
let hiddenGuild: number;
let campusGroup: number;

const names = (items: RecommendationItem[]) => items.map((item) => item.name);
const candidates = async (query: Record<string, string | number>) => {
  const res = await calls.candidates({ page_size: 50, ...query }, staff);
  expect(res.status, res.text).toBe(200);
  return res.body;
};

beforeAll(async () => {
  api = await createTestApi({ jobCount: 10, draftJobCount: 0, campusJobCount: 0 });
  calls = packageCalls(api);
  staff = (await api.login('admin@example.org')).access;
  memberId = await userIdOf(api, 'member@example.org');
  const adminId = await userIdOf(api, 'admin@example.org');
  const tenantId = api.seeded.defaultTenantId;
  const [tenant] = await api.database.db.select().from(tenants).where(eq(tenants.id, tenantId));
  const stage = (name: string) => tenant?.options.career_stages.find((option) => option.name === name)?.id ?? null;
  people.nova = await addPerson(api, tenantId, { first: 'Nova', last: 'Zephyr' }, { stage: stage('Early career') });
  people.lea = await addPerson(api, tenantId, { first: 'Lea', last: 'Leader' }, { stage: stage('Undergraduate') });
  people.sam = await addPerson(api, tenantId, { first: 'Sam', last: 'Senior' }, { stage: stage('Senior') });
  people.una = await addPerson(api, tenantId, { first: 'Una', last: 'Undergrad' }, { stage: stage('Undergraduate') });
  people.nat = await addPerson(api, tenantId, { first: 'Nat', last: 'Nostage' });
  people.eve = await addPerson(api, tenantId, { first: 'Eve', last: 'Early' }, { stage: stage('Early career') });
  guild = await addGroup(api, tenantId, 'Zephyr Guild', 'circle');
  hiddenGuild = await addGroup(api, tenantId, 'Zephyr Hidden Guild', 'circle');
  for (const [key, id] of Object.entries(people))
    await join(api, tenantId, guild, id, key === 'lea' ? 'leader' : 'member');
  await addGroup(api, tenantId, 'Zephyr Summit', 'event');
  await join(api, tenantId, await addGroup(api, tenantId, 'Zephyr Joined Meetup', 'event'), people.nova);
  campusGroup = await addGroup(api, api.seeded.campusTenantId, 'Zephyr Campus', 'circle');
  const resource = (title: string, groupId: number, status: 'approved' | 'pending' = 'approved') => ({
    tenantId,
    title,
    titleSlug: title.toLowerCase().replaceAll(' ', '-'),
    content: `${title}.`,
    groupId,
    securityLevel: 20,
    status,
    createdBy: adminId,
  });
  await api.database.db
    .insert(resources)
    .values([
      resource('Zephyr Guild Notes', guild),
      resource('Zephyr Hidden Notes', hiddenGuild),
      resource('Zephyr Pending Notes', guild, 'pending'),
    ]);
});

afterAll(() => api.close());

describe('mentors and mentees', () => {
  it('need a group chosen first, one of the member', async () => {
    for (const type of ['mentor', 'mentee']) {
      const res = await calls.candidates({ user_id: people.nova, type }, staff);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ group_id: [PACKAGE_MESSAGES.chooseGroupFirst] });
    }
    for (const groupId of [hiddenGuild, campusGroup, 2_000_000_000]) {
      const res = await calls.candidates({ user_id: people.nova, type: 'mentor', group_id: groupId }, staff);
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe(MESSAGES.notFound);
    }
  });

  it('are the people further on and earlier than the member, with the rule as the reason', async () => {
    const mentors = await candidates({ user_id: people.nova, type: 'mentor', group_id: guild });
    expect(mentors.data.map((item) => [item.type, item.name, item.reason])).toEqual([
      ['mentor', 'Lea Leader', 'Leader of your group Zephyr Guild'],
      ['mentor', 'Sam Senior', 'Further on in their career in Zephyr Guild: Senior (you: Early career)'],
    ]);
    expect(mentors.data[0]?.name_slug).toBe('lea-leader');
    const mentees = await candidates({ user_id: people.nova, type: 'mentee', group_id: guild });
    expect(mentees.data.map((item) => [item.name, item.reason])).toEqual([
      ['Una Undergrad', 'Earlier in their career in Zephyr Guild: Undergraduate (you: Early career)'],
    ]);
    const searched = await candidates({ user_id: people.nova, type: 'mentor', group_id: guild, search: 'sen' });
    expect(names(searched.data)).toEqual(['Sam Senior']);
  });

  it("never list the member, and page through a leader's mentees", async () => {
    const first = await candidates({ user_id: people.lea, type: 'mentee', group_id: guild, page_size: 2 });
    expect(first.pagination.count).toBe(5);
    expect(first.data.map((item) => item.reason)).toEqual([
      'In Zephyr Guild, which you lead',
      'In Zephyr Guild, which you lead',
    ]);
    expect(first.pagination.next).toContain(`group_id=${guild}`);
    const all = await candidates({ user_id: people.lea, type: 'mentee', group_id: guild });
    expect(all.data.map((item) => item.id)).not.toContain(people.lea);
    expect((await candidates({ user_id: people.lea, type: 'mentor', group_id: guild })).data).toEqual([]);
  });
});

describe("the engine's types", () => {
  it("rank people for the member with the engine's reasons, never the member", async () => {
    const page = await candidates({ user_id: memberId, type: 'user' });
    expect(page.data.length).toBeGreaterThan(0);
    for (const item of page.data) {
      expect(item.type).toBe('user');
      expect(item.reason).toMatch(/^(Shares your|Works in your|At your)/);
      expect(item.name_slug).toBeTruthy();
    }
    expect(page.data.map((item) => item.id)).not.toContain(memberId);
    const own = await candidates({ user_id: memberId, type: 'user', search: 'Mateo Silva' });
    expect(own.data).toEqual([]);
  });

  it('find anyone by a search, saying so when the engine had no reason of its own', async () => {
    const found = await candidates({ user_id: people.nova, type: 'user', search: 'sam sen' });
    expect(found.data.map((item) => [item.name, item.reason])).toEqual([['Sam Senior', 'Matches your search']]);
    const events = await candidates({ user_id: people.nova, type: 'event', search: 'zephyr' });
    expect(events.data.map((item) => [item.name, item.reason, item.slug])).toEqual([
      ['Zephyr Summit', 'Matches your search', 'zephyr-summit'],
    ]);
    const circles = await candidates({ user_id: people.nova, type: 'circle', search: 'zephyr' });
    expect(names(circles.data)).toEqual(['Zephyr Hidden Guild']);
  });

  it('rank circles, organizations and jobs with reasons and links', async () => {
    for (const type of ['circle', 'organization', 'job']) {
      const page = await candidates({ user_id: memberId, type });
      expect(page.data.length, type).toBeGreaterThan(0);
      for (const item of page.data) {
        expect(item.type).toBe(type);
        expect(item.reason.length).toBeGreaterThan(0);
        expect(item.slug).toBeTruthy();
      }
    }
    const [job] = await api.database.db
      .select({ id: jobs.id, title: jobs.title })
      .from(jobs)
      .where(and(eq(jobs.tenantId, api.seeded.defaultTenantId), eq(jobs.jobStatus, 'approved')))
      .limit(1);
    const found = await candidates({ user_id: memberId, type: 'job', search: job?.title ?? '' });
    expect(found.data.map((item) => item.id)).toContain(job?.id);
  });
});

describe('resources and reports', () => {
  it('show approved resources the member may open, by kind', async () => {
    const hub = await candidates({ user_id: people.nova, type: 'resource', search: 'zephyr' });
    expect(hub.data.map((item) => [item.name, item.reason, item.title_slug])).toEqual([
      ['Zephyr Guild Notes', 'Matches your search', 'zephyr-guild-notes'],
    ]);
    const internal = await candidates({ user_id: people.nova, type: 'internal_resource' });
    expect(internal.data.map((item) => [item.name, item.reason])).toContainEqual([
      'Zephyr Guild Notes',
      'Shared in your group Zephyr Guild',
    ]);
    expect(names(internal.data)).not.toContain('Zephyr Hidden Notes');
    const external = await candidates({ user_id: memberId, type: 'external_resource' });
    expect(external.data.length).toBeGreaterThan(0);
    for (const item of external.data) expect(item.sub_type).toBe('external');
    const matched = await candidates({ user_id: memberId, type: 'resource' });
    expect(matched.data[0]?.reason).toMatch(/^(Matches your topics|Fits your career stage)/);
  });

  it("show the member's own reports only, naming the agent and the day", async () => {
    const own = await candidates({ user_id: memberId, type: 'agent_report' });
    expect(own.data).toHaveLength(1);
    expect(own.data[0]?.reason).toMatch(/^Your CareerGPS report of \d{1,2} \w+ \d{4}$/);
    expect(own.data[0]?.slug).toBeTruthy();
    expect((await candidates({ user_id: people.nova, type: 'agent_report' })).data).toEqual([]);
  });

  it('refuse a type or page that is not one', async () => {
    for (const query of [{ type: 'bogus' }, { type: 'user', page: '0' }, { type: 'user', group_id: 'x' }]) {
      const res = await calls.candidates({ user_id: memberId, ...query }, staff);
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
  });
});
