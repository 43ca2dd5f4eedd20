/**
 * GET /api/v1/search/ and /api/v1/connections/ over a real PGlite: filters, tenant
 * isolation, paging counts, the 2-character rule, reasons and followed flags. The people
 * and groups below are added beside the demo seed; their names all start with "Qx" so a
 * search for "qx" finds exactly them.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryEntry } from '../../contract/directory';
import type { Paged } from '../../contract/paging';
import type { Profile } from '../../contract/profile';
import { groups, memberships, skills, tenants, users } from '../db/schema';
import { follows, profiles } from '../profiles/schema';
import { CAMPUS_HOST, createTestApi, type TestApi } from '../testing';

let api: TestApi;
let token: string;
let memberId: number;
const ids: Record<string, number> = {};

async function addPerson(
  tenantId: number,
  name: string,
  extra: Partial<typeof profiles.$inferInsert> = {},
  title = '',
) {
  const [first, last] = name.split(' ');
  const [row] = await api.database.db
    .insert(users)
    .values({
      tenantId,
      email: `${name.replace(' ', '.').toLowerCase()}@example.org`,
      passwordHash: 'x',
      firstName: first!,
      lastName: last!,
      title,
      nameSlug: name.replace(' ', '-').toLowerCase(),
      isVerified: true,
    })
    .returning({ id: users.id });
  await api.database.db
    .insert(profiles)
    .values({ userId: row!.id, tenantId, ...extra })
    .onConflictDoNothing();
  ids[name] = row!.id;
  return row!.id;
}

async function addGroup(
  tenantId: number,
  name: string,
  groupType: 'organization' | 'institution' | 'circle' | 'event',
  extra: Partial<typeof groups.$inferInsert> = {},
) {
  const [row] = await api.database.db
    .insert(groups)
    .values({ tenantId, name, nameSlug: name.replaceAll(' ', '-').toLowerCase(), groupType, ...extra })
    .returning({ id: groups.id });
  ids[name] = row!.id;
  return row!.id;
}

const join = (tenantId: number, groupId: number, userId: number) =>
  api.database.db.insert(memberships).values({ tenantId, groupId, userId, status: 'accepted' }).onConflictDoNothing();

async function search(query: string, as = token, host?: string) {
  const res = await api.call<Paged<DirectoryEntry>>('GET', `/api/v1/search/?${query}`, {
    token: as,
    ...(host ? { host } : {}),
  });
  expect(res.status).toBe(200);
  return res.body;
}
const names = (page: Paged<DirectoryEntry>) => page.data.map((item) => item.name);

beforeAll(async () => {
  api = await createTestApi({ jobCount: 0, draftJobCount: 0, campusJobCount: 0 });
  const { db } = api.database;
  const t = api.seeded.defaultTenantId;
  const c = api.seeded.campusTenantId;
  token = (await api.login('member@example.org')).access;
  const [member] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, t), eq(users.email, 'member@example.org')));
  memberId = member!.id;
  const skillIds = new Map(
    (
      await db
        .select()
        .from(skills)
        .where(inArray(skills.name, ['Python', 'SQL', 'Go']))
    ).map((s) => [s.name, s.id]),
  );
  const python = skillIds.get('Python')!;
  const sqlSkill = skillIds.get('SQL')!;
  await db
    .insert(profiles)
    .values({ userId: memberId, tenantId: t, skills: [python, sqlSkill], professionalField: 4 })
    .onConflictDoUpdate({ target: profiles.userId, set: { skills: [python, sqlSkill], professionalField: 4 } });
  await db.update(users).set({ country: 'KE' }).where(eq(users.id, memberId));
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, t));
  const defaultOrg = tenant!.defaultOrgId!;

  // Qxa: shares two skills, full-ish profile. Qxb: shares a circle. Qxc: same field. Qxd: outsider.
  await addPerson(
    t,
    'Qxa Skillful',
    { skills: [python, sqlSkill, skillIds.get('Go')!], shortBio: 'Builds zyxbio pipelines', topics: [1] },
    'Zyxtitle Engineer',
  );
  await addPerson(t, 'Qxb Circler', {}, 'Designer');
  await addPerson(t, 'Qxc Fielder', { professionalField: 4, isInfluencer: true }, 'Analyst');
  await addPerson(t, 'Qxd Outsider', { certificationLevel: 2 }, 'Circle Leader');
  await db.update(users).set({ country: 'GH' }).where(eq(users.id, ids['Qxd Outsider']!));
  for (const name of ['Qxa Skillful', 'Qxb Circler', 'Qxc Fielder']) await join(t, defaultOrg, ids[name]!);
  const circle = await addGroup(t, 'Qx Circle of Makers', 'circle', { description: 'Makers meet weekly' });
  await join(t, circle, memberId);
  await join(t, circle, ids['Qxb Circler']!);
  await addGroup(t, 'Qx Partners Org', 'organization', {
    isInfluencer: true,
    country: 'GH',
    description: 'Partners',
    logo: '/logo.png',
    domain: 'qx.example',
  });
  await addGroup(t, 'Qx Institute', 'institution');
  await addGroup(t, 'Qx Summit', 'event');
  // Another tenant's people and groups with the same kind of names.
  await addPerson(c, 'Qxz Campusperson', { isInfluencer: true, certificationLevel: 1 });
  await addGroup(c, 'Qx Campus Circle', 'circle');
});
afterAll(() => api?.close());

describe('GET /api/v1/search/', () => {
  it('needs a session', async () => {
    expect((await api.call('GET', '/api/v1/search/?search=qx')).status).toBe(401);
  });

  it('finds people and groups of the tenant by name, case-insensitively, never the caller nor another tenant', async () => {
    const page = await search('search=QX&page_size=50');
    expect(names(page).sort()).toEqual(
      [
        'Qx Circle of Makers',
        'Qx Institute',
        'Qx Partners Org',
        'Qx Summit',
        'Qxa Skillful',
        'Qxb Circler',
        'Qxc Fielder',
        'Qxd Outsider',
      ].sort(),
    );
    expect(page.pagination.count).toBe(8);
    const all = await search('page_size=200');
    expect(all.data.some((item) => item.type === 'user' && item.id === memberId)).toBe(false);
    expect(names(all)).not.toContain('Qxz Campusperson');
  });

  it('searches titles, bios and skill names of people', async () => {
    expect(names(await search('type=user&search=zyxtitle engineer'))).toEqual(['Qxa Skillful']);
    expect(names(await search('type=user&search=zyxbio'))).toEqual(['Qxa Skillful']);
    // Any case finds the text, and the entry keeps its own.
    expect(names(await search('type=user&search=ZyxBIO'))).toEqual(['Qxa Skillful']);
    expect(names(await search('type=user&search=qx&page_size=50&search=Go'))).toContain('Qxa Skillful');
  });

  it('ignores a search shorter than 2 characters', async () => {
    const none = await search('type=user');
    const one = await search('type=user&search=q');
    expect(one.pagination.count).toBe(none.pagination.count);
    expect(none.pagination.count).toBeGreaterThan(4);
  });

  it('filters by type: Organization covers institutions, Circle and Event their own, People only people', async () => {
    expect(names(await search('type=organization&search=qx')).sort()).toEqual(['Qx Institute', 'Qx Partners Org']);
    expect(names(await search('type=circle&search=qx'))).toEqual(['Qx Circle of Makers']);
    expect(names(await search('type=event&search=qx'))).toEqual(['Qx Summit']);
    const people = await search('type=user&search=qx');
    expect(people.data.every((item) => item.type === 'user')).toBe(true);
  });

  it('filters by country, professional fields, influence and certification', async () => {
    expect(names(await search('search=qx&country=GH')).sort()).toEqual(['Qx Partners Org', 'Qxd Outsider']);
    expect(names(await search('type=user&search=qx&professional_fields=4,9'))).toEqual(['Qxc Fielder']);
    expect(names(await search('type=user&search=qx&is_influencer=true'))).toEqual(['Qxc Fielder']);
    expect(names(await search('type=organization&search=qx&is_influencer=true'))).toEqual(['Qx Partners Org']);
    const leaders = await search('type=user&search=qx&is_certified=true');
    expect(leaders.data.map((item) => [item.name, item.is_certified, item.certification_level])).toEqual([
      ['Qxd Outsider', true, 2],
    ]);
  });

  it('limited_search keeps to the default organization; false reaches the whole tenant', async () => {
    const limited = names(await search('type=user&search=qx&limited_search=true'));
    expect(limited.sort()).toEqual(['Qxa Skillful', 'Qxb Circler', 'Qxc Fielder']);
    expect(names(await search('type=user&search=qx&limited_search=false'))).toContain('Qxd Outsider');
    // Organizations: the member's own and those its members belong to; circles and events stay.
    expect(names(await search('type=organization&search=qx&limited_search=true'))).toEqual([]);
    expect(names(await search('type=organization&search=qx&limited_search=false'))).toHaveLength(2);
    const own = await search('type=organization&limited_search=true&page_size=50');
    expect(own.data.map((item) => item.reason)).toContain('You are a member');
    expect(names(await search('type=circle&search=qx&limited_search=true'))).toEqual(['Qx Circle of Makers']);
    expect(names(await search('type=event&search=qx&limited_search=true'))).toEqual(['Qx Summit']);
  });

  it('sorts by profile completion descending, then name, and pages with counts', async () => {
    const page = await search('type=user&search=qx&page_size=50');
    const percents = page.data.map((item) => item.profile_completion_percent);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expect(page.data[0]?.name).toBe('Qxa Skillful');
    const first = await search('type=user&search=qx&page_size=3');
    expect(first.data).toHaveLength(3);
    expect(first.pagination.count).toBe(4);
    expect(first.pagination.next).toContain('page=2');
    const second = await search('type=user&search=qx&page_size=3&page=2');
    expect(second.data).toHaveLength(1);
    expect(second.pagination.next).toBeNull();
    expect((await api.call('GET', '/api/v1/search/?page_size=201', { token })).status).toBe(400);
  });

  it("follows each person's profile: an edit or a renamed skill is searchable at once, with the profile's completion", async () => {
    const { db } = api.database;
    // Qxb signs in with the demo password (people added here have none).
    const [member] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, memberId));
    await db.update(users).set({ passwordHash: member!.hash }).where(eq(users.id, ids['Qxb Circler']!));
    const qxb = await api.login('qxb.circler@example.org');
    const before = await search('type=user&search=qxb');
    expect(before.data.map((item) => item.name)).toEqual(['Qxb Circler']);
    expect(await search('type=user&search=wovenbio')).toMatchObject({ data: [] });
    const go = (await db.select().from(skills).where(eq(skills.name, 'Go')))[0]!;
    const edited = await api.call<Profile>('PATCH', '/api/v1/profile/', {
      token: qxb.access,
      body: { short_bio: 'Weaves wovenbio patterns', skills: [go.id], location: 'Accra' },
    });
    expect(edited.status).toBe(200);
    const found = await search('type=user&search=wovenbio');
    expect(found.data.map((item) => item.name)).toEqual(['Qxb Circler']);
    // The stored percent is the one the profile shows (contract/profile-completion.ts).
    expect(found.data[0]?.profile_completion_percent).toBe(edited.body.completion_percent);
    expect(found.data[0]?.profile_completion_percent).toBeGreaterThan(before.data[0]!.profile_completion_percent);
    await db.update(skills).set({ name: 'Golang Qxskill' }).where(eq(skills.id, go.id));
    try {
      const bySkill = await search('type=user&search=golang qxskill');
      expect(bySkill.data.map((item) => item.name)).toEqual(expect.arrayContaining(['Qxa Skillful', 'Qxb Circler']));
    } finally {
      await db.update(skills).set({ name: 'Go' }).where(eq(skills.id, go.id));
    }
    expect(await search('type=user&search=golang qxskill')).toMatchObject({ data: [] });
  });

  it('gives each item a reason: shared skills, a shared group, the same field', async () => {
    const page = await search('type=user&search=qx&page_size=50');
    const reason = (name: string) => page.data.find((item) => item.name === name)?.reason;
    expect(reason('Qxa Skillful')).toBe('Shares 2 of your skills: Python, SQL');
    expect(reason('Qxb Circler')).toBe('Also in Qx Circle of Makers');
    expect(reason('Qxc Fielder')).toBe('Works in your field');
    expect(reason('Qxd Outsider')).toBeNull();
    const circle = await search('type=circle&search=qx');
    expect(circle.data[0]?.reason).toBe('You are a member');
  });

  it('keeps another tenant to its own rows', async () => {
    const campusToken = (await api.login('member@example.org', CAMPUS_HOST)).access;
    const page = await search('search=qx&page_size=50', campusToken, CAMPUS_HOST);
    expect(names(page).sort()).toEqual(['Qx Campus Circle', 'Qxz Campusperson']);
    // A token of one tenant does not read another's.
    const crossed = await api.call('GET', '/api/v1/search/?search=qx', { token: campusToken });
    expect(crossed.status).toBe(401);
  });
});

describe('followed flags and GET /api/v1/connections/', () => {
  it('marks what the caller follows and lists it as connections, 12 a page', async () => {
    const { db } = api.database;
    const t = api.seeded.defaultTenantId;
    // The demo member already follows a few seeded people and a circle.
    const before = await api.call<Paged<DirectoryEntry>>('GET', '/api/v1/connections/?page_size=200', { token });
    const seeded = before.body.pagination.count;
    expect(seeded).toBeLessThan(10);
    await db.insert(follows).values([
      { tenantId: t, followerId: memberId, targetType: 'user', targetId: ids['Qxb Circler']! },
      { tenantId: t, followerId: memberId, targetType: 'group', targetId: ids['Qx Summit']! },
    ]);
    const page = await search('search=qx&page_size=50');
    const followed = page.data.filter((item) => item.followed).map((item) => item.name);
    expect(followed.sort()).toEqual(['Qx Summit', 'Qxb Circler']);

    const res = await api.call<Paged<DirectoryEntry>>('GET', '/api/v1/connections/', { token });
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(expect.arrayContaining(['Qx Summit', 'Qxb Circler']));
    expect(res.body.pagination).toEqual({ count: seeded + 2, next: null });
    expect(res.body.data.every((item) => item.followed)).toBe(true);

    // Fill past one page: 13 more people followed, 12 on the first page and the rest on the second.
    const extra: number[] = [];
    for (let i = 0; i < 13; i++) extra.push(await addPerson(t, `Qy Follow${String(i).padStart(2, '0')}`));
    await db
      .insert(follows)
      .values(extra.map((targetId) => ({ tenantId: t, followerId: memberId, targetType: 'user' as const, targetId })));
    const first = await api.call<Paged<DirectoryEntry>>('GET', '/api/v1/connections/', { token });
    expect(first.body.data).toHaveLength(12);
    expect(first.body.pagination.count).toBe(seeded + 15);
    expect(first.body.pagination.next).toContain('page=2');
    const second = await api.call<Paged<DirectoryEntry>>('GET', '/api/v1/connections/?page=2', { token });
    expect(second.body.data).toHaveLength(seeded + 15 - 12);
    expect(second.body.pagination.next).toBeNull();
  });

  it('needs a session', async () => {
    expect((await api.call('GET', '/api/v1/connections/')).status).toBe(401);
  });
});
