/**
 * Lookups (GET /api/v1/skills/, /topics/, /topic-areas/, /groups/) and the demo seed of
 * people, over a real PGlite.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../contract/profile';
import { missingInformation } from '../../contract/profile-rules';
import { rulesContextOf } from '../../contract/profile-state';
import { groups, users } from '../db/schema';
import { profiles } from '../profiles/schema';
import { CAMPUS_HOST, createTestApi, type TestApi } from '../testing';

let api: TestApi;
let member: string;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 5, draftJobCount: 0, campusJobCount: 0 });
  member = (await api.login('member@example.org')).access;
});
afterAll(() => api?.close());

describe('lookups', () => {
  it('skills search by name (at most 50), topics by area, topic areas', async () => {
    const all = await api.call<{ data: { id: number; name: string }[] }>('GET', '/api/v1/skills/', { token: member });
    expect(all.body.data.length).toBeGreaterThan(0);
    expect(all.body.data.map((s) => s.name)).toContain('Python');
    const py = await api.call<{ data: { name: string }[] }>('GET', '/api/v1/skills/?search=pyth', { token: member });
    expect(py.body.data.map((s) => s.name)).toEqual(['Python']);
    const areas = await api.call<{ data: { id: number; name: string }[] }>('GET', '/api/v1/topic-areas/', {
      token: member,
    });
    const ai = areas.body.data.find((area) => area.name === 'AI & Data');
    const topics = await api.call<{ data: { name: string; topic_area: number }[] }>(
      'GET',
      `/api/v1/topics/?topic_area=${ai!.id}`,
      { token: member },
    );
    expect(topics.body.data.length).toBeGreaterThan(3);
    expect(topics.body.data.every((topic) => topic.topic_area === ai!.id)).toBe(true);
    const searched = await api.call<{ data: { name: string }[] }>('GET', '/api/v1/topics/?search=generative', {
      token: member,
    });
    expect(searched.body.data.map((t) => t.name)).toEqual(['Generative AI']);
  });

  it('groups of the tenant, paged and filtered by type and name', async () => {
    const res = await api.call<{ data: { group_type: string; name_slug: string }[]; pagination: { count: number } }>(
      'GET',
      '/api/v1/groups/?group_type=institution&page_size=2',
      { token: member },
    );
    expect(res.body.data).toHaveLength(2);
    expect(res.body.pagination.count).toBeGreaterThanOrEqual(5);
    expect(res.body.data.every((g) => g.group_type === 'institution')).toBe(true);
    const circles = await api.call<{ data: { name: string }[] }>('GET', '/api/v1/groups/?search=women', {
      token: member,
    });
    expect(circles.body.data.map((g) => g.name)).toEqual(['Women in Data']);
  });
});

describe('demo seed of people', () => {
  it('seeds people, influencers, certified leaders and an unregistered newcomer on both portals', async () => {
    const db = api.database.db;
    for (const tenantId of [api.seeded.defaultTenantId, api.seeded.campusTenantId]) {
      const rows = await db.select().from(profiles).where(eq(profiles.tenantId, tenantId));
      expect(rows.length).toBeGreaterThanOrEqual(36);
      expect(rows.filter((row) => row.isInfluencer)).toHaveLength(4);
      // 12 seeded circle leaders, and admin@ (leadership certification of the groups seed).
      expect(rows.filter((row) => row.certificationLevel !== null)).toHaveLength(13);
      const [newcomer] = await db
        .select({ id: users.id, verified: users.isVerified })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.email, 'newcomer@example.org')));
      expect(newcomer?.verified).toBe(true);
      expect(rows.find((row) => row.userId === newcomer!.id)?.registrationCompletedAt ?? null).toBeNull();
    }
    const influential = await db
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.tenantId, api.seeded.defaultTenantId), eq(groups.isInfluencer, true)));
    expect(influential).toHaveLength(2);
  });

  it('gives the demo accounts complete profiles on every portal (no missing-information prompt)', async () => {
    for (const host of ['localhost', CAMPUS_HOST]) {
      const tenant = await api.deps.tenants.byHost(host);
      for (const email of ['admin@example.org', 'member@example.org', 'student@example.org']) {
        const token = (await api.login(email, host)).access;
        const profile = await api.call<Profile>('GET', '/api/v1/profile/', { token, host });
        expect(missingInformation(profile.body, rulesContextOf(tenant!)), `${email} on ${host}`).toEqual([]);
        expect(profile.body.registration_completed_at).not.toBeNull();
      }
    }
  });
});
