/**
 * Paying for a paid conference with a voucher (spec part 2 sections 3 and 7): the registration
 * asks how the applicant pays and for the voucher code, the administrators see both and accept
 * the voucher (paid) or reject it; an applicant who chose card has no voucher to decide on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_CONFERENCE_REGISTRATION, GROUP_FORM_MESSAGES, type GroupMember, PAYMENT_MESSAGES } from '../../contract';
import { makeGroup, makePerson, memberCalls, membershipRow, type Person } from '../groups/membership-testing';
import { createTestApi, type TestApi } from '../testing';

let api: TestApi;
let calls: ReturnType<typeof memberCalls>;
let owner: Person;
let eventId: number;

const REGISTRATION = { ...EMPTY_CONFERENCE_REGISTRATION, participant_type: 'attendee' };

const decide = (token: string, user: number, action: string) =>
  api.call<GroupMember & { detail?: string }>('POST', `/api/v1/groups/${eventId}/payment-voucher/`, {
    token,
    body: { user, action },
  });

beforeAll(async () => {
  api = await createTestApi();
  calls = memberCalls(api);
  owner = await makePerson(api);
  eventId = await makeGroup(
    api,
    { groupType: 'event', eventType: 'conference', isPaid: true, priceCents: 2500 },
    owner.id,
  );
});

afterAll(async () => {
  await api.close();
});

describe('POST /api/v1/groups/{id}/payment-voucher/', () => {
  it('asks a paid conference how the applicant pays, and for the code when it is a voucher', async () => {
    const alice = await makePerson(api);
    const none = await calls.join(alice.token, eventId, { extra_info: REGISTRATION });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ 'extra_info.payment_mode': [GROUP_FORM_MESSAGES.required] });
    const noCode = await calls.join(alice.token, eventId, { extra_info: { ...REGISTRATION, payment_mode: 'voucher' } });
    expect(noCode.body).toEqual({ 'extra_info.voucher': [GROUP_FORM_MESSAGES.required] });
    const odd = await calls.join(alice.token, eventId, { extra_info: { ...REGISTRATION, payment_mode: 'barter' } });
    expect(odd.status).toBe(400);
    const long = await calls.join(alice.token, eventId, {
      extra_info: { ...REGISTRATION, payment_mode: 'voucher', voucher: 'V'.repeat(51) },
    });
    expect(long.body).toEqual({ 'extra_info.voucher': [GROUP_FORM_MESSAGES.maxChars(50)] });
  });

  it('lets the administrators accept a voucher (paid) or reject it, and refuses anyone else', async () => {
    const bob = await makePerson(api);
    const joined = await calls.join(bob.token, eventId, {
      extra_info: { ...REGISTRATION, payment_mode: 'voucher', voucher: 'CONF-2026-7' },
    });
    expect(joined.status).toBe(201);

    expect((await decide(bob.token, bob.id, 'accept')).status).toBe(403);
    const accepted = await decide(owner.token, bob.id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body.group_profile_extra_info.registration).toMatchObject({
      payment_mode: 'voucher',
      voucher: 'CONF-2026-7',
    });
    expect((await membershipRow(api, eventId, bob.id))?.paymentStatus).toBe('confirmed');

    const rejected = await decide(owner.token, bob.id, 'reject');
    expect(rejected.status).toBe(200);
    expect((await membershipRow(api, eventId, bob.id))?.paymentStatus).toBeNull();
  });

  it('has no voucher to decide on for an applicant paying by card, and refuses bad input', async () => {
    const carol = await makePerson(api);
    expect(
      (await calls.join(carol.token, eventId, { extra_info: { ...REGISTRATION, payment_mode: 'card' } })).status,
    ).toBe(201);
    const card = await decide(owner.token, carol.id, 'accept');
    expect(card.status).toBe(400);
    expect(card.body.detail).toBe(PAYMENT_MESSAGES.noVoucher);
    expect((await decide(owner.token, carol.id, 'keep')).status).toBe(400);
    expect((await decide(owner.token, 2_000_000_000, 'accept')).status).toBe(400);
    const bad = await api.call('POST', `/api/v1/groups/${eventId}/payment-voucher/`, {
      token: owner.token,
      body: { user: 'x\u0000', action: 'accept' },
    });
    expect(bad.status).toBe(400);
  });

  it('keeps a free conference free of payment questions', async () => {
    const free = await makeGroup(api, { groupType: 'event', eventType: 'conference' }, owner.id);
    const dave = await makePerson(api);
    const joined = await calls.join(dave.token, free, {
      extra_info: { ...REGISTRATION, payment_mode: 'voucher', voucher: 'IGNORED' },
    });
    expect(joined.status).toBe(201);
    expect((await membershipRow(api, free, dave.id))?.registration).toMatchObject({ payment_mode: '', voucher: '' });
  });
});
