/**
 * The membership state machine of part 2 section 4 through the real API and database:
 * join, wait list, answers and conference registration, cancel, leave, accept/reject,
 * add, remove and role change, allowed and forbidden transitions alike.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_FORM_MESSAGES } from '../../contract/group-form';
import { GROUP_MESSAGES } from '../../contract/group-messages';
import type { Group, GroupMember, JoinQuestion } from '../../contract/groups';
import type { Paged } from '../../contract/paging';
import { changes, groups } from '../db/schema';
import { createTestApi, type TestApi } from '../testing';
import { MEMBERSHIP_MESSAGES } from './membership-answers';
import {
  addMembership,
  daysFromNow,
  makeGroup,
  makePerson,
  makeUpload,
  memberCalls,
  membershipRow,
  type Person,
} from './membership-testing';

let api: TestApi;
let owner: Person;
let calls: ReturnType<typeof memberCalls>;

const QUESTIONS: JoinQuestion[] = [
  { id: 'text101', label: 'What do you hope to learn?', type: 'text', required: true, options: '' },
  {
    id: 'radio202',
    label: 'Your experience with data',
    type: 'radio',
    required: true,
    options: 'Beginner\nIntermediate\nAdvanced',
  },
  { id: 'textarea303', label: 'Anything else?', type: 'textarea', required: false, options: '', rows: 4, cols: 40 },
  { id: 'file404', label: 'Upload a CV or portfolio', type: 'file', required: false, options: '' },
];
const GOOD_ANSWERS = [
  { question_id: 'text101', value: 'Data storytelling' },
  { question_id: 'radio202', value: 'Intermediate' },
];
const withQuestions = { extraInfo: { is_external: false, external_link: null, questions: QUESTIONS } };

beforeAll(async () => {
  api = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 0 });
  owner = await makePerson(api, { firstName: 'Owner' });
  calls = memberCalls(api);
});
afterAll(() => api?.close());

describe('join', () => {
  it('puts the caller on pending with the answers stored; joining twice is refused', async () => {
    const id = await makeGroup(api, withQuestions, owner.id);
    const alice = await makePerson(api);
    const res = await calls.join(alice.token, id, {
      answers: [...GOOD_ANSWERS, { question_id: 'textarea303', value: '' }],
    });
    expect(res.status).toBe(201);
    expect(res.body.id).toBe(id);
    expect(res.body.membership_status).toBe('pending');
    expect(res.body.is_waitlisted).toBe(false);
    const row = await membershipRow(api, id, alice.id);
    expect(row?.status).toBe('pending');
    expect(row?.role).toBe('member');
    expect(row?.answers).toEqual([
      { question_id: 'text101', value: 'Data storytelling', file_id: null, label: 'What do you hope to learn?' },
      { question_id: 'radio202', value: 'Intermediate', file_id: null, label: 'Your experience with data' },
    ]);

    const again = await calls.join(alice.token, id, { answers: GOOD_ANSWERS });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ non_field_errors: [GROUP_MESSAGES.alreadyMember] });
  });

  it('is refused to an accepted member', async () => {
    const id = await makeGroup(api, {}, owner.id);
    expect((await calls.join(owner.token, id)).body).toEqual({ non_field_errors: [GROUP_MESSAGES.alreadyMember] });
  });

  it('is refused when the window is not open, the group ended or is not open', async () => {
    const alice = await makePerson(api);
    const cases = [
      [
        { applicationOpenDate: daysFromNow(5), applicationCloseDate: daysFromNow(20) },
        GROUP_MESSAGES.applicationClosed,
      ],
      [
        { applicationOpenDate: daysFromNow(-30), applicationCloseDate: daysFromNow(-2) },
        GROUP_MESSAGES.applicationClosed,
      ],
      [{ startDate: daysFromNow(-120), endDate: daysFromNow(-30) }, GROUP_MESSAGES.groupEnded],
      [{ publicity: 'closed' as const }, GROUP_MESSAGES.notOpenPublicity],
    ] as const;
    for (const [values, message] of cases) {
      const id = await makeGroup(api, values, owner.id);
      const res = await calls.join(alice.token, id);
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual({ non_field_errors: [message] });
      expect(await membershipRow(api, id, alice.id)).toBeNull();
    }
  });

  it('takes a request to a paid group (paid after acceptance), still closed outside its window', async () => {
    const alice = await makePerson(api);
    const paid = await makeGroup(api, { isPaid: true, priceCents: 4900 }, owner.id);
    const res = await calls.join(alice.token, paid);
    expect(res.status).toBe(201);
    expect(res.body.membership_status).toBe('pending');
    expect((await membershipRow(api, paid, alice.id))?.status).toBe('pending');
    const closed = await makeGroup(
      api,
      { isPaid: true, priceCents: 4900, applicationOpenDate: daysFromNow(5), applicationCloseDate: daysFromNow(20) },
      owner.id,
    );
    expect((await calls.join(alice.token, closed)).body).toEqual({
      non_field_errors: [GROUP_MESSAGES.applicationClosed],
    });
  });

  it('needs a signed-in caller and a group of the tenant', async () => {
    const id = await makeGroup(api, {}, owner.id);
    expect((await api.call('POST', `/api/v1/groups/${id}/join/`, { body: {} })).status).toBe(401);
    const alice = await makePerson(api);
    expect((await calls.join(alice.token, 99_999_999)).status).toBe(404);
  });

  it('lets a rejected member apply again, even once the window closed', async () => {
    const id = await makeGroup(api, {}, owner.id);
    const alice = await makePerson(api);
    expect((await calls.join(alice.token, id)).status).toBe(201);
    const rejected = await calls.respond(owner.token, id, [alice.id], 'reject', 'Not this time');
    expect(rejected.body).toEqual({ detail: 'Successfully rejected' });
    const row = await membershipRow(api, id, alice.id);
    expect(row?.status).toBe('rejected');
    expect(row?.notes).toBe('Not this time');

    await api.database.db
      .update(groups)
      .set({ applicationCloseDate: daysFromNow(-1), applicationOpenDate: daysFromNow(-20) })
      .where(eq(groups.id, id));
    const again = await calls.join(alice.token, id);
    expect(again.status).toBe(201);
    expect(again.body.membership_status).toBe('pending');
    expect((await membershipRow(api, id, alice.id))?.notes).toBeNull();
  });

  it('puts the request on the wait list when the group is full', async () => {
    const id = await makeGroup(api, { maximumSize: 1 }, owner.id);
    const alice = await makePerson(api);
    const res = await calls.join(alice.token, id);
    expect(res.status).toBe(201);
    expect(res.body.membership_status).toBe('pending');
    expect(res.body.is_waitlisted).toBe(true);
    expect((await membershipRow(api, id, alice.id))?.isWaitlisted).toBe(true);
    // Accepting takes the request off the wait list.
    await calls.respond(owner.token, id, [alice.id], 'accept');
    expect((await membershipRow(api, id, alice.id))?.isWaitlisted).toBe(false);
  });

  it('needs the required answers, and radio answers among the options', async () => {
    const id = await makeGroup(api, withQuestions, owner.id);
    const alice = await makePerson(api);
    const missing = await calls.join(alice.token, id, { answers: [{ question_id: 'text101', value: '   ' }] });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      'answers.text101': [GROUP_MESSAGES.answerRequired],
      'answers.radio202': [GROUP_MESSAGES.answerRequired],
    });
    const badOption = await calls.join(alice.token, id, {
      answers: [GOOD_ANSWERS[0], { question_id: 'radio202', value: 'Expert' }],
    });
    expect(badOption.status).toBe(400);
    expect(badOption.body).toEqual({ 'answers.radio202': [GROUP_MESSAGES.invalidOption] });
    const malformed = await calls.join(alice.token, id, { answers: 'none' });
    expect(malformed.status).toBe(400);
    expect(await membershipRow(api, id, alice.id)).toBeNull();
  });

  it("takes the caller's own upload as a file answer, never someone else's", async () => {
    const id = await makeGroup(api, withQuestions, owner.id);
    const alice = await makePerson(api);
    const bob = await makePerson(api);
    const bobsFile = await makeUpload(api, bob.id);
    const stolen = await calls.join(alice.token, id, {
      answers: [...GOOD_ANSWERS, { question_id: 'file404', value: '', file_id: bobsFile }],
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body).toEqual({ 'answers.file404': [MEMBERSHIP_MESSAGES.notYourFile] });

    const own = await makeUpload(api, alice.id);
    const res = await calls.join(alice.token, id, {
      answers: [...GOOD_ANSWERS, { question_id: 'file404', value: 'cv.pdf', file_id: own }],
    });
    expect(res.status).toBe(201);
    const stored = (await membershipRow(api, id, alice.id))?.answers.find((a) => a.question_id === 'file404');
    expect(stored?.file_id).toBe(own);
    expect(stored?.file_url).toMatch(/^\/media\/uploads\/.+\.pdf$/);
  });

  it('needs the conference registration of conference events', async () => {
    const id = await makeGroup(api, { groupType: 'event', eventType: 'conference' }, owner.id);
    const alice = await makePerson(api);
    const none = await calls.join(alice.token, id);
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ 'extra_info.participant_type': [GROUP_FORM_MESSAGES.required] });

    const registration = {
      phone_number: '+1 555 0100',
      alternative_phone_number: '',
      participant_type: 'presenter',
      submission_type: 'oral',
      program_type: 'postgraduate',
      title: 'Maps of careers',
      abstract: '',
      abstract_file: null,
      publication: 'yes',
      dietary: '',
    };
    const noAbstract = await calls.join(alice.token, id, { extra_info: registration });
    expect(noAbstract.status).toBe(400);
    expect(noAbstract.body).toEqual({ 'extra_info.abstract': [GROUP_FORM_MESSAGES.abstractNeeded] });

    const badChoice = await calls.join(alice.token, id, {
      extra_info: { ...registration, abstract: 'We map careers.', submission_type: 'dance' },
    });
    expect(badChoice.body).toEqual({ 'extra_info.submission_type': [GROUP_MESSAGES.invalidOption] });

    const ok = await calls.join(alice.token, id, { extra_info: { ...registration, abstract: 'We map careers.' } });
    expect(ok.status).toBe(201);
    const row = await membershipRow(api, id, alice.id);
    expect(row?.registration?.title).toBe('Maps of careers');
    expect(row?.role).toBe('attendee');
  });

  it('replays a join sent twice with the same Idempotency-Key, with one effect', async () => {
    const id = await makeGroup(api, {}, owner.id);
    const alice = await makePerson(api);
    const headers = { 'Idempotency-Key': `join-${id}-${alice.id}` };
    const first = await calls.join(alice.token, id, {}, headers);
    const second = await calls.join(alice.token, id, {}, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    const logged = await api.database.db
      .select()
      .from(changes)
      .where(and(eq(changes.userId, alice.id), eq(changes.entity, 'group'), eq(changes.entityId, String(id))));
    expect(logged).toHaveLength(1);
  });
});

describe('leave and cancel', () => {
  it('cancels a pending request', async () => {
    const id = await makeGroup(api, {}, owner.id);
    const alice = await makePerson(api);
    await calls.join(alice.token, id);
    const res = await calls.leave(alice.token, id);
    expect(res.status).toBe(200);
    expect(res.body.membership_status).toBeNull();
    expect(await membershipRow(api, id, alice.id)).toBeNull();
  });

  it('lets an accepted member leave', async () => {
    const id = await makeGroup(api, {}, owner.id);
    const alice = await makePerson(api);
    await addMembership(api, id, alice.id, { status: 'accepted' });
    const res = await calls.leave(alice.token, id);
    expect(res.status).toBe(200);
    expect(res.body.membership_status).toBeNull();
    expect(await membershipRow(api, id, alice.id)).toBeNull();
  });

  it('is refused to non-members and rejected members', async () => {
    const id = await makeGroup(api, {}, owner.id);
    const alice = await makePerson(api);
    const res = await calls.leave(alice.token, id);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: GROUP_MESSAGES.notAMember });
    await addMembership(api, id, alice.id, { status: 'rejected' });
    expect((await calls.leave(alice.token, id)).body).toEqual({ detail: GROUP_MESSAGES.notAMember });
  });

  it('keeps the last administrator', async () => {
    const id = await makeGroup(api, {}, owner.id);
    const res = await calls.leave(owner.token, id);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: GROUP_MESSAGES.cannotLeaveLastAdmin });
    const second = await makePerson(api);
    await addMembership(api, id, second.id, { status: 'accepted', role: 'leader' });
    expect((await calls.leave(owner.token, id)).status).toBe(200);
  });

  it("leaving on someone else's behalf needs an administrator", async () => {
    const id = await makeGroup(api, {}, owner.id);
    const alice = await makePerson(api);
    const bob = await makePerson(api);
    await addMembership(api, id, bob.id, { status: 'accepted' });
    const res = await calls.leave(alice.token, id, { user: bob.id });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: GROUP_MESSAGES.noPermission });
    expect((await calls.leave(owner.token, id, { user: bob.id })).status).toBe(200);
    expect(await membershipRow(api, id, bob.id)).toBeNull();
  });
});

describe('respond to join requests', () => {
  it('accepts pending requests with the default role and the notes', async () => {
    const id = await makeGroup(api, {}, owner.id);
    const [alice, bob] = [await makePerson(api), await makePerson(api)];
    await calls.join(alice.token, id);
    await calls.join(bob.token, id);
    const res = await calls.respond(owner.token, id, [alice.id, bob.id], 'accept', 'Welcome');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: 'Successfully accepted' });
    for (const person of [alice, bob]) {
      const row = await membershipRow(api, id, person.id);
      expect(row).toMatchObject({ status: 'accepted', role: 'member', notes: 'Welcome' });
      expect(row?.joinedAt).toBeInstanceOf(Date);
    }
  });

  it('gives attendees of events', async () => {
    const id = await makeGroup(api, { groupType: 'event', eventType: 'workshop' }, owner.id);
    const alice = await makePerson(api);
    await calls.join(alice.token, id);
    await calls.respond(owner.token, id, [alice.id], 'accept');
    expect((await membershipRow(api, id, alice.id))?.role).toBe('attendee');
  });

  it('refuses a request that is not pending, and changes nothing of the batch', async () => {
    const id = await makeGroup(api, {}, owner.id);
    const [alice, bob, carol] = [await makePerson(api), await makePerson(api), await makePerson(api)];
    await calls.join(alice.token, id);
    await addMembership(api, id, bob.id, { status: 'accepted' });
    const res = await calls.respond(owner.token, id, [alice.id, bob.id], 'accept');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Could not accept member' });
    expect((await membershipRow(api, id, alice.id))?.status).toBe('pending');
    const none = await calls.respond(owner.token, id, [carol.id], 'reject');
    expect(none.body).toEqual({ detail: 'Could not reject member' });
    const empty = await calls.respond(owner.token, id, [], 'accept');
    expect(empty.status).toBe(400);
  });
});

describe('add, remove and change role', () => {
  it('adds a non-member or a rejected member with a role; never an accepted one', async () => {
    const id = await makeGroup(api, {}, owner.id);
    const [alice, bob] = [await makePerson(api), await makePerson(api)];
    const res = await calls.add(owner.token, id, alice.id, 'facilitator');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: 'Successfully added' });
    expect(await membershipRow(api, id, alice.id)).toMatchObject({ status: 'accepted', role: 'facilitator' });

    await addMembership(api, id, bob.id, { status: 'rejected' });
    expect((await calls.add(owner.token, id, bob.id, 'member')).status).toBe(200);
    expect(await membershipRow(api, id, bob.id)).toMatchObject({ status: 'accepted', role: 'member' });

    const twice = await calls.add(owner.token, id, alice.id, 'member');
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ detail: GROUP_MESSAGES.couldNotAddAs('member') });
  });

  it('adds only roles of the kind of group, and only people of the tenant', async () => {
    const id = await makeGroup(api, {}, owner.id);
    const alice = await makePerson(api);
    const wrongRole = await calls.add(owner.token, id, alice.id, 'presenter');
    expect(wrongRole.status).toBe(400);
    expect(wrongRole.body).toEqual({ role: [GROUP_MESSAGES.couldNotAddAs('presenter')] });
    const event = await makeGroup(api, { groupType: 'event', eventType: 'talk' }, owner.id);
    expect((await calls.add(owner.token, event, alice.id, 'presenter')).status).toBe(200);
    expect((await calls.add(owner.token, id, 99_999_999, 'member')).status).toBe(400);
    expect((await calls.add(owner.token, id, alice.id, 'emperor')).status).toBe(400);
  });

  it('removes any membership with a reason kept on the row; a reason is required; non-members cannot be removed', async () => {
    const id = await makeGroup(api, {}, owner.id);
    const [alice, bob, carol] = [await makePerson(api), await makePerson(api), await makePerson(api)];
    await addMembership(api, id, alice.id, { status: 'accepted' });
    await addMembership(api, id, bob.id, { status: 'pending' });
    const noReason = await calls.remove(owner.token, id, alice.id, '  ');
    expect(noReason.status).toBe(400);
    expect(noReason.body).toEqual({ reason: [GROUP_FORM_MESSAGES.reasonRequired] });
    const res = await calls.remove(owner.token, id, alice.id, 'Left the programme');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: GROUP_MESSAGES.memberRemoved, reason: 'Left the programme' });
    // The row stays as a rejected membership holding the reason (like none, it may apply again).
    expect(await membershipRow(api, id, alice.id)).toMatchObject({
      status: 'rejected',
      role: 'member',
      reason: 'Left the programme',
      joinedAt: null,
    });
    const rejected = await api.call<{ data: GroupMember[] }>('GET', `/api/v1/groups/${id}/members/?status=rejected`, {
      token: owner.token,
    });
    expect(rejected.body.data.find((m) => m.id === alice.id)).toMatchObject({
      membership_status: 'rejected',
      reason: 'Left the programme',
    });

    const byDelete = await api.call('DELETE', `/api/v1/groups/${id}/members/${bob.id}/`, {
      token: owner.token,
      body: { reason: 'Duplicate request' },
    });
    expect(byDelete.status).toBe(200);
    expect(await membershipRow(api, id, bob.id)).toMatchObject({ status: 'rejected', reason: 'Duplicate request' });

    const none = await calls.remove(owner.token, id, carol.id, 'No reason');
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ detail: GROUP_MESSAGES.couldNotRemove });
    // The last administrator is not removed either.
    expect((await calls.remove(owner.token, id, owner.id, 'Bye')).body).toEqual({
      detail: GROUP_MESSAGES.cannotLeaveLastAdmin,
    });
  });

  it('changes the role of accepted members only', async () => {
    const id = await makeGroup(api, {}, owner.id);
    const [alice, bob] = [await makePerson(api), await makePerson(api)];
    await addMembership(api, id, alice.id, { status: 'accepted' });
    await addMembership(api, id, bob.id, { status: 'pending' });
    const res = await calls.changeRole(owner.token, id, alice.id, 'leader');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: 'Successfully updated' });
    expect((await membershipRow(api, id, alice.id))?.role).toBe('leader');

    const pending = await calls.changeRole(owner.token, id, bob.id, 'facilitator');
    expect(pending.status).toBe(400);
    expect(pending.body).toEqual({ detail: 'Could not update member' });
    const stranger = await makePerson(api);
    expect((await calls.changeRole(owner.token, id, stranger.id, 'facilitator')).status).toBe(400);
    expect((await calls.changeRole(owner.token, id, alice.id, 'attendee')).status).toBe(400);

    // Two administrators now: one may step down; then the last one may not.
    expect((await calls.changeRole(owner.token, id, alice.id, 'member')).status).toBe(200);
    const last = await calls.changeRole(owner.token, id, owner.id, 'member');
    expect(last.body).toEqual({ detail: GROUP_MESSAGES.cannotLeaveLastAdmin });
  });
});

describe('the seeded demo', () => {
  it('member@ applies to women-in-data with its questions; admin@ sees the request on the Pending tab', async () => {
    const member = (await api.login('member@example.org')).access;
    const admin = (await api.login('admin@example.org')).access;
    const group = (await api.call<Group>('GET', '/api/v1/groups/slug/women-in-data/', { token: member })).body;
    expect(group.membership_status).toBeNull();
    const answers = group.extra_info.questions
      .filter((q) => q.required)
      .map((q) => ({ question_id: q.id, value: q.type === 'radio' ? 'Beginner' : 'Dashboards' }));
    const res = await calls.join(member, group.id, { answers });
    expect(res.status).toBe(201);
    expect(res.body.membership_status).toBe('pending');
    const pending = await api.call<Paged<GroupMember>>('GET', `/api/v1/groups/${group.id}/members/?status=pending`, {
      token: admin,
    });
    expect(pending.status).toBe(200);
    const mine = pending.body.data.find((m) => m.email === 'member@example.org');
    expect(mine?.group_profile_extra_info.answers.map((a) => a.value)).toEqual(answers.map((a) => a.value));
    expect(pending.body.pagination.count).toBeGreaterThanOrEqual(2);
  });
});
