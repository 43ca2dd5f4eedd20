/**
 * Circle-leader applications over a real PGlite and the real app: a member applies once
 * with an answer to every question, reads the application back, and is refused a second
 * one; certified leaders, bad payloads, unknown groups and anonymous callers are refused.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/endpoint';
import { LEADER_APPLICATION_ENDPOINTS } from '../../contract/group-endpoints';
import { GROUP_FORM_MESSAGES, LEADER_APPLICATION_QUESTIONS, type LeaderApplication } from '../../contract/group-form';
import { GROUP_MESSAGES } from '../../contract/group-messages';
import { MESSAGES } from '../../contract/messages';
import { groups } from '../db/schema';
import { profiles } from '../profiles/schema';
import { newMember } from '../profiles/testing';
import { CAMPUS_HOST, createTestApi, type TestApi } from '../testing';
import { leaderApplications } from './schema';

let api: TestApi;
let orgId: number;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 0 });
  const tenant = await api.deps.tenants.byHost('localhost');
  const [org] = await api.database.db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.tenantId, tenant!.id), eq(groups.groupType, 'organization')))
    .limit(1);
  orgId = org!.id;
});
afterAll(() => api?.close());

const answers = (answer = 'Because I care about peers.') =>
  LEADER_APPLICATION_QUESTIONS.map((question) => ({ question, answer }));

const apply = (token: string | undefined, body: unknown, host?: string) =>
  api.call<LeaderApplication & Record<string, unknown>>('POST', pathOf(LEADER_APPLICATION_ENDPOINTS.apply), {
    ...(token ? { token } : {}),
    body,
    ...(host ? { host } : {}),
  });
const mine = (token: string | undefined, host?: string) =>
  api.call<LeaderApplication & { detail?: string }>('GET', pathOf(LEADER_APPLICATION_ENDPOINTS.mine), {
    ...(token ? { token } : {}),
    ...(host ? { host } : {}),
  });

describe('POST /api/v1/circle-leader-applications/', () => {
  it('creates a pending application, read back by mine; a second is under review', async () => {
    const member = await newMember(api);
    expect((await mine(member.token)).status).toBe(404);
    const res = await apply(member.token, { group: orgId, response: answers() });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      group: orgId,
      application_status: 'pending',
      created_at: expect.any(String),
    });
    const read = await mine(member.token);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(res.body);
    const [row] = await api.database.db
      .select()
      .from(leaderApplications)
      .where(eq(leaderApplications.userId, member.id));
    expect(row?.response).toEqual(answers());

    const again = await apply(member.token, { group: null, response: answers('Still keen.') });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: GROUP_MESSAGES.leaderApplicationUnderReview });
    expect(
      await api.database.db.select().from(leaderApplications).where(eq(leaderApplications.userId, member.id)),
    ).toHaveLength(1);
  });

  it('an application without a group is fine', async () => {
    const member = await newMember(api);
    const res = await apply(member.token, { group: null, response: answers() });
    expect(res.status).toBe(201);
    expect(res.body.group).toBeNull();
  });

  it('refuses certified leaders', async () => {
    const leader = await newMember(api);
    const tenant = await api.deps.tenants.byHost('localhost');
    await api.database.db.insert(profiles).values({ userId: leader.id, tenantId: tenant!.id, certificationLevel: 2 });
    const res = await apply(leader.token, { group: null, response: answers() });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'You are already a certified circle leader.' });
    expect((await mine(leader.token)).status).toBe(404);
  });

  it('refuses blank answers, a wrong number of answers and unknown groups', async () => {
    const member = await newMember(api);
    const blank = await apply(member.token, { group: null, response: answers('   ') });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ 'response.0.answer': [GROUP_FORM_MESSAGES.required] });
    const short = await apply(member.token, { group: null, response: answers().slice(1) });
    expect(short.status).toBe(400);
    expect(short.body).toHaveProperty('response');
    const unknown = await apply(member.token, { group: 987654, response: answers() });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ group: ['Invalid pk "987654" - object does not exist.'] });
    expect((await mine(member.token)).status).toBe(404);
  });

  it('needs a signed-in member and stays in its tenant', async () => {
    const anonymous = await apply(undefined, { group: null, response: answers() });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ detail: MESSAGES.notAuthenticated });
    expect((await mine(undefined)).status).toBe(401);

    const campus = await newMember(api, CAMPUS_HOST);
    // This tenant's organization is unknown on the campus tenant.
    expect((await apply(campus.token, { group: orgId, response: answers() }, CAMPUS_HOST)).status).toBe(400);
    expect((await apply(campus.token, { group: null, response: answers() }, CAMPUS_HOST)).status).toBe(201);
    expect((await mine(campus.token, CAMPUS_HOST)).status).toBe(200);
  });
});
