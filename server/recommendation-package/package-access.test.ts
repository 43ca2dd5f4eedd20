import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { PACKAGE_MESSAGES } from '../../contract/recommendation-package';
import { CAMPUS_HOST, createTestApi, type TestApi, userIdOf } from '../testing';
import { addGroup, addPerson, join, PATHS, packageCalls } from './testing';

let api: TestApi;
let calls: ReturnType<typeof packageCalls>;
let staff: string;
let member: string;
let memberId: number;
let campusMemberId: number;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 5, draftJobCount: 0, campusJobCount: 0 });
  calls = packageCalls(api);
  staff = (await api.login('admin@example.org')).access;
  member = (await api.login('member@example.org')).access;
  memberId = await userIdOf(api, 'member@example.org');
  campusMemberId = await addPerson(api, api.seeded.campusTenantId, { first: 'Quorra', last: 'Campusonly' });
  await addPerson(api, api.seeded.defaultTenantId, { first: 'Quorra', last: 'Unverified' }, { isVerified: false });
  await addPerson(api, api.seeded.defaultTenantId, { first: 'Percy', last: 'Under_score' });
});

afterAll(() => api.close());

describe('who may use the recommendation package', () => {
  const everyCall = [
    ['GET', `${PATHS.members}?search=ma`],
    ['GET', `${PATHS.groups}?user_id=1`],
    ['GET', `${PATHS.candidates}?user_id=1&type=user`],
    ['POST', PATHS.send],
  ] as const;

  it('asks for a token on every call', async () => {
    for (const [method, path] of everyCall) {
      const res = await api.call<{ detail: string }>(method, path, method === 'POST' ? { body: {} } : {});
      expect(res.status, path).toBe(401);
      expect(res.body.detail).toBe(MESSAGES.notAuthenticated);
    }
  });

  it("refuses members who are not staff with the spec's message, whatever they send", async () => {
    for (const [method, path] of everyCall) {
      const res = await api.call<{ detail: string }>(method, path, {
        token: member,
        ...(method === 'POST' ? { body: { user_id: 'x', items: 'y' } } : {}),
      });
      expect(res.status, path).toBe(403);
      expect(res.body.detail).toBe(PACKAGE_MESSAGES.staffOnly);
    }
  });
});

describe('finding the member', () => {
  it('lists the newest verified members without a search, and a one-character search is no search', async () => {
    const all = await calls.members({ page_size: 50 }, staff);
    expect(all.status).toBe(200);
    const oneChar = await calls.members({ search: 'q', page_size: 50 }, staff);
    expect(oneChar.body.data.map((m) => m.id)).toEqual(all.body.data.map((m) => m.id));
    expect(all.body.data[0]?.name).toBe('Percy Under_score');
    expect(all.body.data.map((m) => m.name)).not.toContain('Quorra Unverified');
  });

  it('searches first name, last name, full name and e-mail, in any case', async () => {
    for (const search of ['mateo', 'SILVA', 'Mateo Silva', 'member@example']) {
      const res = await calls.members({ search }, staff);
      expect(
        res.body.data.map((m) => m.email),
        search,
      ).toEqual(['member@example.org']);
    }
  });

  it('takes LIKE characters literally and never shows an unverified or another tenant member', async () => {
    expect((await calls.members({ search: 'Pe_cy' }, staff)).body.pagination.count).toBe(0);
    expect((await calls.members({ search: '%%' }, staff)).body.pagination.count).toBe(0);
    expect((await calls.members({ search: 'r_sc' }, staff)).body.data.map((m) => m.name)).toEqual([
      'Percy Under_score',
    ]);
    expect((await calls.members({ search: 'Quorra' }, staff)).body.pagination.count).toBe(0);
    const campus = await calls.members(
      { search: 'Quorra' },
      (await api.login('admin@example.org', CAMPUS_HOST)).access,
      CAMPUS_HOST,
    );
    expect(campus.body.data.map((m) => m.id)).toEqual([campusMemberId]);
  });

  it('pages with a link to the next page that keeps the search', async () => {
    const first = await calls.members({ search: 'an', page_size: 2 }, staff);
    expect(first.body.data).toHaveLength(2);
    expect(first.body.pagination.count).toBeGreaterThan(2);
    const next = first.body.pagination.next ?? '';
    expect(next).toContain('page=2');
    expect(next).toContain('search=an');
    const second = await api.call<typeof first.body>('GET', next, { token: staff });
    expect(second.body.data.map((m) => m.id)).not.toContain(first.body.data[0]?.id);
    // Two pages of two are the first four, in the same order, with and without a search.
    for (const search of ['an', undefined]) {
      const ids = async (page: number, page_size: number) =>
        (await calls.members({ ...(search ? { search } : {}), page, page_size }, staff)).body.data.map((m) => m.id);
      const four = await ids(1, 4);
      expect(four).toHaveLength(4);
      expect([...(await ids(1, 2)), ...(await ids(2, 2))]).toEqual(four);
    }
  });

  it("lists the member's accepted groups only", async () => {
    const tenantId = api.seeded.defaultTenantId;
    const accepted = await addGroup(api, tenantId, 'Accepted Orbit', 'circle');
    const pending = await addGroup(api, tenantId, 'Pending Orbit', 'circle');
    await join(api, tenantId, accepted, memberId);
    await join(api, tenantId, pending, memberId, 'member', 'pending');
    const res = await calls.groups({ user_id: memberId }, staff);
    expect(res.status).toBe(200);
    const ids = res.body.data.map((g) => g.id);
    expect(ids).toContain(accepted);
    expect(ids).not.toContain(pending);
    expect(res.body.data.find((g) => g.id === accepted)).toEqual({
      id: accepted,
      name: 'Accepted Orbit',
      group_type: 'circle',
    });
  });

  it('answers 404 for a member of another tenant or none, and 400 for an id that is no id', async () => {
    for (const userId of [campusMemberId, 2_000_000_000]) {
      const groups = await calls.groups({ user_id: userId }, staff);
      expect(groups.status).toBe(404);
      expect(groups.body.detail).toBe(PACKAGE_MESSAGES.memberNotFound);
      const candidates = await calls.candidates({ user_id: userId, type: 'user' }, staff);
      expect(candidates.status).toBe(404);
      expect(candidates.body.detail).toBe(PACKAGE_MESSAGES.memberNotFound);
    }
    for (const userId of ['abc', '0', '99999999999', '1.5']) {
      const res = await calls.groups({ user_id: userId }, staff);
      expect(res.status, userId).toBe(400);
      expect(res.body['user_id']).toBeDefined();
    }
  });
});
