import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_MESSAGES } from '../../contract/agents';
import { MESSAGES } from '../../contract/messages';
import { useCaseIdOf } from '../content/testing';
import { createTestApi, type TestApi } from '../testing';
import { agentCalls, agentIdOf } from './testing';

let api: TestApi;
let calls: ReturnType<typeof agentCalls>;
let admin: string;
let member: string;
let curationId: number;
let detailedId: number;
let thinId: number;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 5, draftJobCount: 0, campusJobCount: 0 });
  calls = agentCalls(api);
  admin = (await api.login('admin@example.org')).access;
  member = (await api.login('member@example.org')).access;
  curationId = await agentIdOf(api, 'usecase_curation');
  detailedId = await useCaseIdOf(api, 'cv-summaries-for-career-advisers');
  thinId = await useCaseIdOf(api, 'use-ai-for-everything');
});

afterAll(() => api.close());

describe('Review Use Cases', () => {
  it('lists the use case agent to moderators only', async () => {
    const res = await calls.list({ entity: 'usecase' }, admin);
    expect(res.body.data.map((agent) => [agent.agent_type, agent.name])).toEqual([
      ['usecase_curation', 'Review Use Cases'],
    ]);
    const refused = await calls.list({ entity: 'usecase' }, member);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(MESSAGES.permissionDenied);
  });

  it('names every pending use case a review covers, to moderators only', async () => {
    const pending = await calls.pending({ entity: 'usecase' }, admin);
    expect(pending.status).toBe(200);
    const stored = await calls.useCases({ status: 'pending', page_size: 100 }, admin);
    expect(pending.body.ids.sort()).toEqual(stored.body.data.map((item) => item.id).sort());
    expect(pending.body.ids).toEqual(expect.arrayContaining([detailedId, thinId]));
    const refused = await calls.pending({ entity: 'usecase' }, member);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(MESSAGES.permissionDenied);
  });

  it('grades the pending use cases with reasons and shows the grade in the moderators list', async () => {
    const res = await calls.rerun(
      { system_agent_id: curationId, content_type: 'usecase', content_ids: [detailedId, thinId] },
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.detail).toBe(AGENT_MESSAGES.agentRerun);
    const byId = new Map(res.body.results.map((result) => [result.content_id, result.response]));
    expect(byId.get(detailedId)).toMatchObject({ quality_level: 'high' });
    expect(byId.get(thinId)).toEqual({
      quality_level: 'reject',
      reasons: [
        'Description too short (7 characters).',
        'No document attached.',
        'Names no AI tool.',
        'Covers no topic.',
      ],
    });
    expect(res.body.run).toMatchObject({ content_type: 'usecase', group_id: null, outcome: 'succeeded' });

    const pending = await calls.useCases({ status: 'pending', page_size: 50 }, admin);
    const detailed = pending.body.data.find((item) => item.id === detailedId);
    expect(detailed?.agent_responses).toEqual([
      { agent_id: curationId, response: byId.get(detailedId), last_run_at: res.body.results[0]?.last_run_at },
    ]);
  });

  it('filters by the quality level as JSON, for moderators', async () => {
    const high = await calls.useCases(
      { status: 'pending', system_agent_id: curationId, agent_response: '{"quality_level":"high"}' },
      admin,
    );
    expect(high.status).toBe(200);
    expect(high.body.data.map((item) => item.id)).toEqual([detailedId]);
    const rejected = await calls.useCases(
      { status: 'all', system_agent_id: curationId, agent_response: 'reject' },
      admin,
    );
    expect(rejected.body.data.map((item) => item.id)).toEqual([thinId]);
  });

  it('keeps the grades from everyone else, and refuses their reruns', async () => {
    const approved = await calls.useCases({ page_size: 50 }, member);
    expect(approved.body.data.length).toBeGreaterThan(0);
    expect(approved.body.data.every((item) => item.agent_responses.length === 0)).toBe(true);
    const run = await calls.rerun(
      { system_agent_id: curationId, content_type: 'usecase', content_ids: [thinId] },
      member,
    );
    expect(run.status).toBe(403);
    expect(run.body.detail).toBe(MESSAGES.permissionDenied);
  });

  it('fails the run on a use case of no one and says which', async () => {
    const res = await calls.rerun(
      { system_agent_id: curationId, content_type: 'usecase', content_ids: [2_000_000_000] },
      admin,
    );
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Invalid pk "2000000000" - object does not exist.');
  });
});
