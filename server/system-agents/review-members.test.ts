import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_MESSAGES } from '../../contract/agents';
import { GROUP_MESSAGES } from '../../contract/group-messages';
import { defaultOrgIdOf } from '../content/testing';
import { addMembership, makeGroup, makePerson } from '../groups/membership-testing';
import { createTestApi, type TestApi, userIdOf } from '../testing';
import { agentCalls, agentIdOf, DEMO_COMPLETE, DEMO_EMPTY } from './testing';

let api: TestApi;
let calls: ReturnType<typeof agentCalls>;
let admin: string;
let member: string;
let orgId: number;
let reviewId: number;
let rankingId: number;
let completeId: number;
let emptyId: number;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 5, draftJobCount: 0, campusJobCount: 0 });
  calls = agentCalls(api);
  admin = (await api.login('admin@example.org')).access;
  member = (await api.login('member@example.org')).access;
  orgId = await defaultOrgIdOf(api);
  reviewId = await agentIdOf(api, 'registration_approval');
  rankingId = await agentIdOf(api, 'ai_enthusiasm_ranking');
  completeId = await userIdOf(api, DEMO_COMPLETE);
  emptyId = await userIdOf(api, DEMO_EMPTY);
});

afterAll(() => api.close());

describe('Review Members on the default organization', () => {
  it('lists the member agents to its administrators', async () => {
    const res = await calls.list({ group_id: orgId, entity: 'member' }, admin);
    expect(res.status).toBe(200);
    expect(res.body.data.map((agent) => [agent.agent_type, agent.name])).toEqual([
      ['registration_approval', 'Review Members'],
      ['ai_enthusiasm_ranking', 'AI enthusiasm ranking'],
    ]);
  });

  it('judges the complete profile authentic and the empty one suspicious, stores both and records the run', async () => {
    const res = await calls.rerun(
      { system_agent_id: reviewId, content_type: 'member', content_ids: [completeId, emptyId] },
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.detail).toBe(AGENT_MESSAGES.agentRerun);
    const byId = new Map(res.body.results.map((result) => [result.content_id, result.response]));
    expect(byId.get(completeId)).toMatchObject({ decision: 'accepted' });
    expect(byId.get(emptyId)).toMatchObject({ decision: 'rejected' });
    expect(byId.get(emptyId)?.['reasons']).toContain('Profile nearly empty (0% complete).');
    expect(res.body.run).toMatchObject({
      agent_id: reviewId,
      content_type: 'member',
      content_ids: [completeId, emptyId],
      group_id: orgId,
      outcome: 'succeeded',
      message: AGENT_MESSAGES.agentRerun,
      engine: 'rules',
    });

    const pending = await calls.members(orgId, { status: 'pending', page_size: 50 }, admin);
    const complete = pending.body.data.find((row) => row.id === completeId);
    expect(complete?.agent_responses).toEqual([
      { agent_id: reviewId, response: byId.get(completeId), last_run_at: res.body.results[0]?.last_run_at },
    ]);

    const runs = await calls.runs({ system_agent_id: reviewId }, admin);
    expect(runs.body.data[0]).toEqual(res.body.run);
  });

  it('filters the members by the verdict, plain or as JSON', async () => {
    const authentic = await calls.members(
      orgId,
      { status: 'pending', system_agent_id: reviewId, agent_response: 'accepted' },
      admin,
    );
    expect(authentic.status).toBe(200);
    expect(authentic.body.data.map((row) => row.id)).toEqual([completeId]);
    const suspicious = await calls.members(
      orgId,
      { status: 'pending', system_agent_id: reviewId, agent_response: '{"decision":"rejected"}' },
      admin,
    );
    expect(suspicious.body.data.map((row) => row.id)).toEqual([emptyId]);
    expect(suspicious.body.pagination.count).toBe(1);
    const bad = await calls.members(orgId, { system_agent_id: reviewId, agent_response: '{"decision":' }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body['agent_response']).toEqual(['Enter a verdict or a JSON object such as {"quality_level": "high"}.']);
  });

  it('ranks AI enthusiasm and the admin page filters by the class (aiUserClass)', async () => {
    const res = await calls.rerun(
      { system_agent_id: rankingId, content_type: 'member', content_ids: [completeId, emptyId], group_id: orgId },
      admin,
    );
    expect(res.status).toBe(200);
    const byId = new Map(res.body.results.map((result) => [result.content_id, result.response['ai_user_class']]));
    expect(byId.get(completeId)).toBe('enthusiast');
    expect(byId.get(emptyId)).toBe('beginner');
    const enthusiasts = await calls.members(orgId, { status: 'pending', ai_user_class: 'enthusiast' }, admin);
    expect(enthusiasts.body.data.map((row) => row.id)).toEqual([completeId]);
    const both = await calls.members(orgId, { status: 'pending', page_size: 50 }, admin);
    const row = both.body.data.find((item) => item.id === completeId);
    expect(row?.agent_responses.map((response) => response.agent_id)).toEqual([reviewId, rankingId]);
  });

  it("names every pending member a review covers: the default organization's, or a group's", async () => {
    const all = await calls.pending({ entity: 'member' }, admin);
    expect(all.status).toBe(200);
    const listed = await calls.members(orgId, { status: 'pending', page_size: 500 }, admin);
    expect(all.body.ids.sort()).toEqual(listed.body.data.map((row) => row.id).sort());
    expect(all.body.ids).toEqual(expect.arrayContaining([completeId, emptyId]));
    expect((await calls.pending({ entity: 'member', group_id: orgId }, admin)).body.ids.sort()).toEqual(
      all.body.ids.sort(),
    );
    const refused = await calls.pending({ entity: 'member' }, member);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(GROUP_MESSAGES.noPermission);
  });

  it('is_audit: the members some agent has reviewed, or the ones none has yet', async () => {
    const newcomer = await makePerson(api);
    await addMembership(api, orgId, newcomer.id, { status: 'pending' });
    const audited = await calls.members(orgId, { status: 'pending', is_audit: 'true', page_size: 50 }, admin);
    expect(audited.status).toBe(200);
    expect(audited.body.data.map((row) => row.id).sort()).toEqual([completeId, emptyId].sort());
    const waiting = await calls.members(orgId, { status: 'pending', is_audit: 'false', page_size: 50 }, admin);
    const waitingIds = waiting.body.data.map((row) => row.id);
    expect(waitingIds).toContain(newcomer.id);
    expect(waitingIds).not.toContain(completeId);
    expect(waitingIds).not.toContain(emptyId);
    const asMember = await calls.members(orgId, { is_audit: 'true' }, member);
    expect(asMember.status).toBe(403);
  });
});

describe('who may run the member agents', () => {
  it("refuses members with the spec's words, and hides the responses and filters from them", async () => {
    const list = await calls.list({ group_id: orgId, entity: 'member' }, member);
    expect(list.status).toBe(403);
    expect(list.body.detail).toBe(GROUP_MESSAGES.noPermission);
    const run = await calls.rerun(
      { system_agent_id: reviewId, content_type: 'member', content_ids: [emptyId] },
      member,
    );
    expect(run.status).toBe(403);
    expect(run.body.detail).toBe(GROUP_MESSAGES.noPermission);
    const filtered = await calls.members(orgId, { system_agent_id: reviewId, agent_response: 'accepted' }, member);
    expect(filtered.status).toBe(403);
    const accepted = await calls.members(orgId, { page_size: 50 }, member);
    expect(accepted.body.data.every((row) => row.agent_responses.length === 0)).toBe(true);
  });

  it("lets a group's administrator run Review Members on the group's own members only", async () => {
    const leader = await makePerson(api);
    const applicant = await makePerson(api);
    const circleId = await makeGroup(api, {}, leader.id);
    await addMembership(api, circleId, applicant.id, { status: 'pending' });
    const list = await calls.list({ group_id: circleId, entity: 'member' }, leader.token);
    expect(list.body.data.map((agent) => agent.agent_type)).toEqual(['registration_approval']);
    const ok = await calls.rerun(
      { system_agent_id: reviewId, content_type: 'member', content_ids: [applicant.id], group_id: circleId },
      leader.token,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.results[0]?.response['decision']).toBe('rejected');
    const ranking = await calls.rerun(
      { system_agent_id: rankingId, content_type: 'member', content_ids: [applicant.id], group_id: circleId },
      leader.token,
    );
    expect(ranking.status).toBe(403);
    const elsewhere = await calls.rerun(
      { system_agent_id: reviewId, content_type: 'member', content_ids: [emptyId], group_id: orgId },
      leader.token,
    );
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.detail).toBe(GROUP_MESSAGES.noPermission);
  });
});

describe('what a rerun refuses', () => {
  it('answers field messages for a wrong agent, content type or id list', async () => {
    const unknown = await calls.rerun({ system_agent_id: 999_999, content_type: 'member', content_ids: [1] }, admin);
    expect(unknown.status).toBe(400);
    expect(unknown.body['system_agent_id']).toEqual(['This agent does not exist.']);
    const wrong = await calls.rerun({ system_agent_id: reviewId, content_type: 'usecase', content_ids: [1] }, admin);
    expect(wrong.body['content_type']).toEqual(['This agent does not review this content type.']);
    const none = await calls.rerun({ system_agent_id: reviewId, content_type: 'member', content_ids: [] }, admin);
    expect(none.body['content_ids']).toEqual(['This list may not be empty.']);
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    const tooMany = await calls.rerun({ system_agent_id: reviewId, content_type: 'member', content_ids: many }, admin);
    expect(tooMany.body['content_ids']).toEqual(['Ensure this field has no more than 100 elements.']);
  });

  it('fails the run on someone who is not a member of the group, records it and stores nothing', async () => {
    const outsider = await makePerson(api);
    const res = await calls.rerun(
      { system_agent_id: reviewId, content_type: 'member', content_ids: [completeId, outsider.id] },
      admin,
    );
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(`Invalid pk "${outsider.id}" - object does not exist.`);
    const runs = await calls.runs({ system_agent_id: reviewId, page_size: 1 }, admin);
    expect(runs.body.data[0]).toMatchObject({
      outcome: 'failed',
      message: res.body.detail,
      content_ids: [completeId, outsider.id],
    });
    const runsAsMember = await calls.runs({}, member);
    expect(runsAsMember.status).toBe(403);
  });
});
