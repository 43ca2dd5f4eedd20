/**
 * The member list's filters through the real API (GET /api/v1/groups/{id}/members/): country,
 * professional fields, department, uni batch, browse-all over the groups under an
 * organization and the administrators' page sizes, each against stored rows, with another
 * tenant's people never listed and bad values refused with a 400.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_MESSAGES, MEMBER_FILTER_MESSAGES } from '../../contract/group-messages';
import type { GroupMember } from '../../contract/groups';
import { ID_MESSAGES } from '../../contract/ids';
import type { Paged } from '../../contract/paging';
import { EMPTY_EXTRA_INFO } from '../../contract/profile';
import { groups, memberships, users } from '../db/schema';
import { profiles } from '../profiles/schema';
import { CAMPUS_HOST, createTestApi, type TestApi } from '../testing';
import { addMembership, makeGroup, makePerson, type Person } from './membership-testing';

let api: TestApi;
let admin: Person;
let orgId: number;
let circleId: number;
let subCircleId: number;
let ada: Person;
let ben: Person;
let cyd: Person;
let dee: Person;
let outside: Person;
let stranger: number;

const byId = (a: number, b: number) => a - b;
const ids = (res: { body: Paged<GroupMember> }) => res.body.data.map((m) => m.id).sort(byId);

/** As the organization's administrator unless another token is given ('' for none). */
function list(groupId: number, query: string, token = admin.token, host?: string) {
  return api.call<Paged<GroupMember> & Record<string, string[]>>('GET', `/api/v1/groups/${groupId}/members/${query}`, {
    ...(token ? { token } : {}),
    ...(host ? { host } : {}),
  });
}

async function setExtraInfo(userId: number, extra: { department?: number; uni_batch?: number }) {
  await api.database.db
    .update(profiles)
    .set({ extraInfo: { ...EMPTY_EXTRA_INFO, ...extra } })
    .where(eq(profiles.userId, userId));
}

/** A person of the campus tenant, member of `groupId` by a row no API call could write. */
async function campusPersonIn(groupId: number): Promise<number> {
  const tenantId = api.seeded.campusTenantId;
  const [row] = await api.database.db
    .insert(users)
    .values({
      tenantId,
      email: `campus-${Date.now()}@members.test`,
      passwordHash: 'not-a-password',
      firstName: 'Cam',
      lastName: 'Pus',
      nameSlug: `cam-pus-${Date.now()}`,
      country: 'GB',
    })
    .returning({ id: users.id });
  const id = row?.id ?? 0;
  await api.database.db.insert(profiles).values({ userId: id, tenantId, professionalField: 1 });
  await setExtraInfo(id, { department: 3, uni_batch: 2046 });
  await api.database.db.insert(memberships).values({ tenantId, groupId, userId: id, status: 'accepted' });
  return id;
}

beforeAll(async () => {
  api = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 0 });
  admin = await makePerson(api, { firstName: 'Ola', lastName: 'Admin', country: 'NG' });
  orgId = await makeGroup(api, { groupType: 'organization', parentGroupId: null }, admin.id);
  circleId = await makeGroup(api, { parentGroupId: orgId }, admin.id);
  subCircleId = await makeGroup(api, { parentGroupId: circleId });
  const elsewhere = await makeGroup(api);
  ada = await makePerson(api, { firstName: 'Ada', lastName: 'Field', country: 'GB', professionalField: 1 });
  ben = await makePerson(api, { firstName: 'Ben', lastName: 'Field', country: 'KE', professionalField: 2 });
  cyd = await makePerson(api, { firstName: 'Cyd', lastName: 'Sub', country: 'GB', professionalField: 1 });
  dee = await makePerson(api, { firstName: 'Dee', lastName: 'Both', country: 'KE', professionalField: 2 });
  outside = await makePerson(api, { firstName: 'Out', lastName: 'Side', country: 'GB', professionalField: 1 });
  await setExtraInfo(ada.id, { department: 3, uni_batch: 2046 });
  await setExtraInfo(ben.id, { department: 4, uni_batch: 2046 });
  await setExtraInfo(cyd.id, { department: 3, uni_batch: 2047 });
  await addMembership(api, orgId, ada.id, { status: 'accepted' });
  await addMembership(api, orgId, ben.id, { status: 'accepted' });
  await addMembership(api, orgId, dee.id, { status: 'accepted', role: 'leader' });
  await addMembership(api, circleId, dee.id, { status: 'accepted' });
  await addMembership(api, circleId, ben.id, { status: 'pending' });
  await addMembership(api, subCircleId, cyd.id, { status: 'accepted' });
  await addMembership(api, elsewhere, outside.id, { status: 'accepted' });
  stranger = await campusPersonIn(orgId);
});
afterAll(() => api?.close());

describe('country and professional fields', () => {
  it('lists only the members from the countries asked, of this tenant', async () => {
    expect(ids(await list(orgId, '?country=GB'))).toEqual([ada.id]);
    expect(ids(await list(orgId, '?country=GB,KE'))).toEqual([ada.id, ben.id, dee.id].sort(byId));
    expect(ids(await list(orgId, '?country=NG&page_size=5'))).toEqual([admin.id]);
    expect(ids(await list(orgId, '?country='))).not.toContain(stranger);
  });

  it('lists only the members in the fields asked', async () => {
    expect(ids(await list(orgId, '?professional_fields=1'))).toEqual([ada.id]);
    const both = await list(orgId, '?professional_fields=1,2&country=KE');
    expect(ids(both)).toEqual([ben.id, dee.id].sort(byId));
    expect(both.body.pagination.count).toBe(2);
  });

  it('refuses a code that is no country and an id that is not one of the tenant’s fields', async () => {
    for (const [query, body] of [
      ['?country=XX', { country: [MEMBER_FILTER_MESSAGES.badChoice('XX')] }],
      ['?country=GB,gb', { country: [MEMBER_FILTER_MESSAGES.badChoice('gb')] }],
      ['?professional_fields=987654', { professional_fields: [MEMBER_FILTER_MESSAGES.badChoice('987654')] }],
      ['?professional_fields=1,x', { professional_fields: [ID_MESSAGES.invalidList] }],
      ['?professional_fields=99999999999', { professional_fields: [ID_MESSAGES.invalidList] }],
    ] as const) {
      const res = await list(orgId, query);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toEqual(body);
    }
  });
});

describe('department and uni batch', () => {
  it('match the profile’s extra info as text, trimmed and case-blind', async () => {
    expect(ids(await list(orgId, '?department=3'))).toEqual([ada.id]);
    expect(ids(await list(orgId, '?uni_batch=%202046%20'))).toEqual([ada.id, ben.id].sort(byId));
    expect(ids(await list(orgId, '?department=4&uni_batch=2046'))).toEqual([ben.id]);
    expect(ids(await list(orgId, '?department=3&uni_batch=2047'))).toEqual([]);
    expect((await list(orgId, '?department=%20')).body.pagination.count).toBe(4);
  });

  it('are for administrators only, and refuse an overlong text', async () => {
    for (const token of [ada.token, '']) {
      const res = await list(orgId, '?department=3', token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: GROUP_MESSAGES.noPermission });
    }
    const long = await list(orgId, `?uni_batch=${'9'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(Object.keys(long.body)).toEqual(['uni_batch']);
  });
});

describe('browse all', () => {
  it('adds the members of every group under the organization, each person once', async () => {
    const all = await list(orgId, '?browse_all=true');
    expect(all.status).toBe(200);
    expect(ids(all)).toEqual([admin.id, ada.id, ben.id, cyd.id, dee.id].sort(byId));
    expect(all.body.pagination.count).toBe(5);
    // Dee is in the organization and a circle: the organization's membership is the row.
    expect(all.body.data.find((m) => m.id === dee.id)?.membership_role).toBe('leader');
    expect(ids(await list(orgId, '?browse_all=false'))).toEqual([admin.id, ada.id, ben.id, dee.id].sort(byId));
    expect(ids(await list(orgId, '?browse_all=true&country=GB&department=3'))).toEqual([ada.id, cyd.id].sort(byId));
    // Ben waits on the circle: the pending tab browses that request.
    const pending = await list(orgId, '?browse_all=true&status=pending');
    expect(ids(pending)).toEqual([ben.id]);
    expect(pending.body.data[0]?.membership_status).toBe('pending');
    expect(ids(await list(circleId, '?browse_all=true'))).toEqual([admin.id, dee.id, cyd.id].sort(byId));
  });

  it('never reaches another tenant’s group under the organization', async () => {
    const [campusGroup] = await api.database.db
      .insert(groups)
      .values({
        tenantId: api.seeded.campusTenantId,
        name: 'Campus child',
        nameSlug: `campus-child-${Date.now()}`,
        groupType: 'circle',
        parentGroupId: orgId,
      })
      .returning({ id: groups.id });
    const guest = await campusPersonIn(campusGroup?.id ?? 0);
    const all = ids(await list(orgId, '?browse_all=true'));
    expect(all).not.toContain(guest);
    expect(all).not.toContain(stranger);
    expect(all).not.toContain(outside.id);
  });

  it('is for administrators only', async () => {
    const res = await list(orgId, '?browse_all=true', ada.token);
    expect(res.status).toBe(403);
    expect((await list(orgId, '?browse_all=yes')).status).toBe(400);
  });
});

describe('page sizes and tenants', () => {
  it('serves administrators up to 500 rows a page and everyone else up to 100', async () => {
    expect((await list(orgId, '?page_size=500')).status).toBe(200);
    expect((await list(orgId, '?page_size=501')).status).toBe(400);
    expect((await list(orgId, '?page_size=100', ada.token)).status).toBe(200);
    const big = await list(orgId, '?page_size=500', ada.token);
    expect(big.status).toBe(400);
    expect(big.body).toEqual({ page_size: [MEMBER_FILTER_MESSAGES.pageSizeTooLarge] });
    const five = await list(orgId, '?page_size=5&browse_all=true');
    expect(five.body.data).toHaveLength(5);
    const two = await list(orgId, '?page_size=2&browse_all=true&page=3');
    expect(two.body.data).toHaveLength(1);
    expect(two.body.pagination.count).toBe(5);
  });

  it('does not show the group to the staff of another tenant', async () => {
    const campusStaff = (await api.login('admin@example.org', CAMPUS_HOST)).access;
    const res = await list(orgId, '?country=GB&browse_all=true&department=3', campusStaff, CAMPUS_HOST);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain(ada.email);
  });
});
