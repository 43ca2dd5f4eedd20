/**
 * Group administration through the real API: who may call the administrators' member
 * actions, the member tabs, applicants, recommendations, the CSV export, the follow-up
 * mail to unverified members, and the member's change feed after an administrator acts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_MESSAGES } from '../../contract/group-messages';
import type { GroupMember, JoinQuestion } from '../../contract/groups';
import type { Paged } from '../../contract/paging';
import { appendChanges } from '../changes/log';
import { createTestApi, readChanges, type TestApi } from '../testing';
import { mailTo } from '../testing-account';
import { addMembership, makeGroup, makePerson, memberCalls, membershipRow, type Person } from './membership-testing';

let api: TestApi;
let calls: ReturnType<typeof memberCalls>;
let owner: Person;
let staff: string;
let member: Person;
let outsider: Person;
let otherAdmin: Person;
let groupId: number;

const QUESTIONS: JoinQuestion[] = [
  { id: 'text11', label: 'Why, "exactly", join?', type: 'text', required: true, options: '' },
];

beforeAll(async () => {
  api = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 0 });
  calls = memberCalls(api);
  staff = (await api.login('admin@example.org')).access;
  owner = await makePerson(api, { firstName: 'Olu', lastName: 'Owner' });
  member = await makePerson(api, { firstName: 'Ada, "The"', lastName: 'Lovelace', country: 'GB' });
  outsider = await makePerson(api, { firstName: 'Otto', lastName: 'Outsider' });
  otherAdmin = await makePerson(api, { firstName: 'Ines', lastName: 'Elsewhere' });
  groupId = await makeGroup(
    api,
    {
      professionalFields: [987654],
      extraInfo: { is_external: false, external_link: null, questions: QUESTIONS },
    },
    owner.id,
  );
  await makeGroup(api, {}, otherAdmin.id);
  await addMembership(api, groupId, member.id, { status: 'accepted' });
});
afterAll(() => api?.close());

describe('administrator permissions', () => {
  it('answers 403 to a member, a non-member and the administrator of another group on every admin call', async () => {
    const target = await makePerson(api);
    await calls.join(target.token, groupId, { answers: [{ question_id: 'text11', value: 'To learn' }] });
    const base = `/api/v1/groups/${groupId}`;
    const adminCalls: [string, string, unknown?][] = [
      ['POST', `${base}/respond-join-request/`, { users: [target.id], action: 'accept', notes: '' }],
      ['POST', `${base}/add-member/`, { user: outsider.id, role: 'member' }],
      ['POST', `${base}/remove-member/`, { user: member.id, reason: 'Because' }],
      ['PATCH', `${base}/members/${member.id}/`, { role: 'leader' }],
      ['DELETE', `${base}/members/${member.id}/`, { reason: 'Because' }],
      ['POST', `${base}/followup-email-unverified/`, { user_ids: [target.id] }],
      ['POST', `${base}/leave/`, { user: target.id }],
      ['GET', `${base}/export-group-membership/?type=members`],
      ['GET', `${base}/export-group-membership/?type=applicants`],
      ['GET', `${base}/applicants/`],
      ['GET', `${base}/recommendations/?entity_type=cross_group`],
      ['GET', `${base}/members/?status=pending`],
      ['GET', `${base}/members/?status=rejected`],
      ['GET', `${base}/members/?status=unverified`],
      ['GET', `${base}/members/?status=recommendations`],
    ];
    for (const person of [member, outsider, otherAdmin]) {
      for (const [method, path, body] of adminCalls) {
        const res = await api.call(method, path, { token: person.token, ...(body ? { body } : {}) });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body).toEqual({ detail: GROUP_MESSAGES.noPermission });
      }
    }
    // Nothing changed.
    expect((await membershipRow(api, groupId, target.id))?.status).toBe('pending');
    expect((await membershipRow(api, groupId, member.id))?.role).toBe('member');
    expect(await membershipRow(api, groupId, outsider.id)).toBeNull();
    // Anonymous writes are 401.
    expect(
      (await api.call('POST', `${base}/add-member/`, { body: { user: outsider.id, role: 'member' } })).status,
    ).toBe(401);
  });

  it('lets staff administer any group', async () => {
    const id = await makeGroup(api, {}, owner.id);
    const alice = await makePerson(api);
    await calls.join(alice.token, id);
    expect((await api.call('GET', `/api/v1/groups/${id}/applicants/`, { token: staff })).status).toBe(200);
    expect((await calls.respond(staff, id, [alice.id], 'accept')).status).toBe(200);
    expect((await membershipRow(api, id, alice.id))?.status).toBe('accepted');
  });
});

describe('member tabs', () => {
  let tabGroup: number;
  let pending: Person;
  let rejected: Person;
  let unverified: Person;

  beforeAll(async () => {
    tabGroup = await makeGroup(api, { professionalFields: [987654] }, owner.id);
    pending = await makePerson(api, { firstName: 'Pia', lastName: 'Pending', country: 'KE' });
    rejected = await makePerson(api, { firstName: 'Rex', lastName: 'Rejected' });
    unverified = await makePerson(api, { firstName: 'Uma', lastName: 'Unverified', verified: false });
    await addMembership(api, tabGroup, member.id, { status: 'accepted', role: 'facilitator' });
    await addMembership(api, tabGroup, pending.id, { status: 'pending' });
    await addMembership(api, tabGroup, rejected.id, { status: 'rejected' });
    await addMembership(api, tabGroup, unverified.id, { status: 'accepted' });
  });
  const tab = (token: string | undefined, query: string) =>
    api.call<Paged<GroupMember>>('GET', `/api/v1/groups/${tabGroup}/members/${query}`, token ? { token } : {});
  const ids = (res: { body: Paged<GroupMember> }) => res.body.data.map((m) => m.id).sort((a, b) => a - b);

  it('lists each tab to administrators, most recent first', async () => {
    const accepted = await tab(owner.token, '');
    expect(accepted.status).toBe(200);
    expect(ids(accepted)).toEqual([owner.id, member.id, unverified.id].sort((a, b) => a - b));
    expect(accepted.body.pagination.count).toBe(3);
    expect(accepted.body.data[0]?.id).toBe(unverified.id);
    expect(ids(await tab(owner.token, '?status=pending'))).toEqual([pending.id]);
    expect(ids(await tab(owner.token, '?status=rejected'))).toEqual([rejected.id]);
    expect(ids(await tab(owner.token, '?status=unverified'))).toEqual([unverified.id]);
    expect((await tab(owner.token, '?status=all')).body.pagination.count).toBe(5);
    const asc = await tab(owner.token, '?sort_by=recent&sort_order=asc');
    expect(asc.body.data[0]?.id).toBe(owner.id);
    const first = (await tab(owner.token, '?status=pending')).body.data[0];
    expect(first).toMatchObject({
      name: 'Pia Pending',
      email: pending.email,
      country: 'KE',
      membership_status: 'pending',
    });
  });

  it('filters by search (from 2 characters), role, country and verification', async () => {
    expect(ids(await tab(owner.token, '?search=lovel'))).toEqual([member.id]);
    expect((await tab(owner.token, '?search=l')).body.pagination.count).toBe(3);
    expect(ids(await tab(owner.token, '?role=facilitator'))).toEqual([member.id]);
    expect(ids(await tab(owner.token, '?status=all&country=KE'))).toEqual([pending.id]);
    expect(ids(await tab(owner.token, '?is_verified=false'))).toEqual([unverified.id]);
    expect((await tab(owner.token, '?page_size=1&page=2')).body.pagination).toMatchObject({ count: 3 });
    expect((await tab(owner.token, '?status=nonsense')).status).toBe(400);
  });

  it('shows only accepted members, without e-mails, to everyone else', async () => {
    for (const token of [member.token, outsider.token, undefined]) {
      const res = await tab(token, '');
      expect(res.status).toBe(200);
      expect(res.body.pagination.count).toBe(3);
      expect(res.body.data.every((m) => m.email === null && m.notes === null)).toBe(true);
    }
    expect((await tab(undefined, '?status=pending')).status).toBe(403);
  });

  it('recommends tenant members outside the group who share its fields', async () => {
    const fan = await makePerson(api, { firstName: 'Fay', lastName: 'Field', professionalField: 987654 });
    await makePerson(api, { firstName: 'Oth', lastName: 'Field', professionalField: 987653 });
    const inside = await makePerson(api, { professionalField: 987654 });
    await addMembership(api, tabGroup, inside.id, { status: 'pending' });
    const res = await api.call<Paged<GroupMember>>('GET', `/api/v1/groups/${tabGroup}/recommendations/`, {
      token: owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((m) => m.id)).toEqual([fan.id]);
    expect(res.body.data[0]?.membership_type).toBe('recommendation');
    expect(ids(await tab(owner.token, '?status=recommendations'))).toEqual([fan.id]);
  });

  it('lists applicants of every status with their answers', async () => {
    const res = await api.call<Paged<GroupMember>>('GET', `/api/v1/groups/${groupId}/applicants/`, {
      token: owner.token,
    });
    expect(res.status).toBe(200);
    const withAnswers = res.body.data.find((m) => m.membership_status === 'pending');
    expect(withAnswers?.group_profile_extra_info.answers[0]).toMatchObject({
      question_id: 'text11',
      value: 'To learn',
    });
  });
});

describe('CSV export', () => {
  it('answers members with a header row and quoted fields', async () => {
    const res = await api.call<string>('GET', `/api/v1/groups/${groupId}/export-group-membership/?type=members`, {
      token: owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+-members\.csv"$/);
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name,Email,Country,Institution,Role,Status,Verified,Joined at');
    const ada = lines.find((line) => line.includes('Lovelace'));
    expect(ada).toMatch(new RegExp(`^"Ada, ""The"" Lovelace",${member.email},GB,,member,accepted,yes,\\d{4}-`));
    expect(lines.filter((line) => line.includes(',pending,'))).toEqual([]);
  });

  it('answers applicants with the questions as columns', async () => {
    const res = await api.call<string>('GET', `/api/v1/groups/${groupId}/export-group-membership/?type=applicants`, {
      token: owner.token,
    });
    expect(res.status).toBe(200);
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Name,Email,Country,Institution,Role,Status,Verified,Joined at,Wait list,Notes,"Why, ""exactly"", join?"',
    );
    expect(lines.some((line) => line.includes(',pending,') && line.endsWith(',no,,To learn'))).toBe(true);
    const bad = await api.call('GET', `/api/v1/groups/${groupId}/export-group-membership/?type=everyone`, {
      token: owner.token,
    });
    expect(bad.status).toBe(400);
  });
});

describe('follow-up mail to unverified members', () => {
  it('mails each unverified member; refuses an empty selection', async () => {
    const id = await makeGroup(api, {}, owner.id);
    const uma = await makePerson(api, { verified: false });
    await addMembership(api, id, uma.id, { status: 'accepted' });
    const empty = await api.call('POST', `/api/v1/groups/${id}/followup-email-unverified/`, {
      token: owner.token,
      body: { user_ids: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ detail: GROUP_MESSAGES.noUsersForFollowup });
    // A verified member is not followed up.
    const verifiedOnly = await api.call('POST', `/api/v1/groups/${id}/followup-email-unverified/`, {
      token: owner.token,
      body: { user_ids: [owner.id] },
    });
    expect(verifiedOnly.body).toEqual({ detail: GROUP_MESSAGES.noUsersForFollowup });
    const res = await api.call('POST', `/api/v1/groups/${id}/followup-email-unverified/`, {
      token: owner.token,
      body: { user_ids: [uma.id, owner.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: GROUP_MESSAGES.followupSent });
    const mail = await mailTo(api, uma.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toMatch(/verification code is \d{6}/);
    expect(await mailTo(api, owner.email)).toHaveLength(0);
  });
});

describe('change feed', () => {
  it("shows the member the accepted membership after an administrator accepts, and nobody else's", async () => {
    const id = await makeGroup(api, {}, owner.id);
    const alice = await makePerson(api);
    await calls.join(alice.token, id);
    const { cursor } = (await readChanges(api, alice.token)).body;
    const outsiderCursor = (await readChanges(api, outsider.token)).body.cursor;
    expect((await calls.respond(owner.token, id, [alice.id], 'accept')).status).toBe(200);
    const res = await readChanges(api, alice.token, cursor);
    expect(res.status).toBe(200);
    const change = res.body.changes.find((c) => c.entity === 'group' && c.id === String(id));
    expect(change).toMatchObject({ entity: 'group', op: 'upsert', id: String(id) });
    expect(change && 'data' in change && change.data).toMatchObject({
      id,
      membership_status: 'accepted',
      role: 'member',
    });
    const others = (await readChanges(api, outsider.token, outsiderCursor)).body.changes;
    expect(others.filter((c) => c.entity === 'group')).toEqual([]);

    // After a removal the group stays visible: an upsert with the membership rejected (it may apply again).
    const before = (await readChanges(api, alice.token)).body.cursor;
    await calls.remove(owner.token, id, alice.id, 'Moved on');
    const after = (await readChanges(api, alice.token, before)).body.changes.find((c) => c.entity === 'group');
    expect(after && 'data' in after && after.data.membership_status).toBe('rejected');
  });

  it('answers a tombstone for a group the caller can no longer see', async () => {
    const alice = await makePerson(api);
    const { cursor } = (await readChanges(api, alice.token)).body;
    const tenantId = api.seeded.defaultTenantId;
    await api.database.db.transaction((tx) =>
      appendChanges(tx, [{ tenantId, userId: alice.id, entity: 'group', entityId: '99999999', op: 'upsert' }]),
    );
    const res = await readChanges(api, alice.token, cursor);
    expect(res.body.changes).toEqual([{ entity: 'group', op: 'delete', id: '99999999' }]);
  });
});
