/**
 * A member an administrator removed reads the removal and its reason on the group, and,
 * like any rejected user (spec part 2 section 4), may apply again; a plain rejection
 * carries no removal reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/endpoint';
import { GROUP_ENDPOINTS } from '../../contract/group-endpoints';
import type { Group } from '../../contract/groups';
import { createTestApi, type TestApi } from '../testing';
import { addMembership, makeGroup, makePerson, memberCalls, type Person } from './membership-testing';

let api: TestApi;
let owner: Person;
let calls: ReturnType<typeof memberCalls>;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 0 });
  owner = await makePerson(api, { firstName: 'Owner' });
  calls = memberCalls(api);
});
afterAll(() => api?.close());

const groupAs = async (token: string, id: number) =>
  (await api.call<Group>('GET', pathOf(GROUP_ENDPOINTS.byId, { id }), { token })).body;

describe('a removed member', () => {
  it('reads the removal reason on the group, may apply again, and the new request clears it', async () => {
    const id = await makeGroup(api, {}, owner.id);
    const alice = await makePerson(api);
    await addMembership(api, id, alice.id, { status: 'accepted' });
    expect((await calls.remove(owner.token, id, alice.id, 'Missed every session')).status).toBe(200);

    expect(await groupAs(alice.token, id)).toMatchObject({
      membership_status: 'rejected',
      removal_reason: 'Missed every session',
    });
    // Nobody else reads it.
    expect((await groupAs(owner.token, id)).removal_reason).toBeNull();

    expect((await calls.join(alice.token, id)).status).toBe(201);
    expect(await groupAs(alice.token, id)).toMatchObject({ membership_status: 'pending', removal_reason: null });
  });

  it('is told apart from a rejected applicant, whose group has no removal reason', async () => {
    const id = await makeGroup(api, {}, owner.id);
    const bob = await makePerson(api);
    expect((await calls.join(bob.token, id)).status).toBe(201);
    expect((await calls.respond(owner.token, id, [bob.id], 'reject', 'Not this time')).status).toBe(200);
    expect(await groupAs(bob.token, id)).toMatchObject({ membership_status: 'rejected', removal_reason: null });
  });
});
