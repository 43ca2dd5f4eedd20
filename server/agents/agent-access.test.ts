/**
 * Agent access (spec part 1 section 4) over a real PGlite and the real app: premium agents
 * for visitors and low tiers, the monthly report limit on starting a run and on generating
 * its report, usage, staff (never limited) running an agent for a member, and beneficiaries.
 */

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_ENDPOINTS, AGENT_REPORT_ENDPOINTS } from '../../contract/agent-endpoints';
import {
  AGENT_MESSAGES,
  AGENT_MONTHLY_LIMITS,
  type AgentReportSummary,
  type AgentUsage,
  fillMessage,
} from '../../contract/agents';
import { pathOf } from '../../contract/endpoint';
import type { Paged } from '../../contract/paging';
import { users } from '../db/schema';
import { createTestApi, type TestApi } from '../testing';
import { agentReports, agentRunLogs } from './schema';
import { agentCalls } from './testing';

let api: TestApi;
let calls: ReturnType<typeof agentCalls>;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 2, draftJobCount: 0, campusJobCount: 0, jobDemo: false });
  calls = agentCalls(api);
});
afterAll(() => api?.close());

const userId = async (email: string) => {
  const tenant = await api.deps.tenants.byHost('localhost');
  const [row] = await api.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.tenantId, tenant!.id)));
  return row!.id;
};

describe('premium agents', () => {
  it('refuses a visitor with sign_in, and logs the refusal', async () => {
    const res = await calls.start('interview-coach');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: AGENT_MESSAGES.signInForPremium, code: 'sign_in' });
    const lines = await api.database.db.select().from(agentRunLogs).where(eq(agentRunLogs.status, 'blocked'));
    expect(lines.some((line) => line.detail === 'sign_in')).toBe(true);
  });

  it('refuses student@ (tier 0) with premium; member@ (tier 2) may start it', async () => {
    const student = (await api.login('student@example.org')).access;
    const res = await calls.start('leadership-pathways', { token: student });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: AGENT_MESSAGES.premiumOnly, code: 'premium' });
    const member = (await api.login('member@example.org')).access;
    expect((await calls.start('leadership-pathways', { token: member })).status).toBe(201);
  });
});

describe('monthly usage limit', () => {
  it("student@ gets 3 reports a month: the 4th start and a pending run's report are refused", async () => {
    const student = (await api.login('student@example.org')).access;
    const who = { token: student };
    const before = await api.call<AgentUsage>('GET', pathOf(AGENT_ENDPOINTS.usage), { token: student });
    expect(before.body).toEqual({ used: 0, limit: AGENT_MONTHLY_LIMITS[0] });
    const runs: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const run = await calls.start('careergps', who);
      expect(run.status).toBe(201);
      runs.push(run.body.id);
      await calls.answerCareerGps(run.body.id, who);
    }
    for (const id of runs.slice(0, 3)) {
      const done = await calls.step(id, 'report', { type: 'report_generation' }, who);
      expect(done.status).toBe(200);
    }
    const refusal = { detail: fillMessage(AGENT_MESSAGES.usageLimit, { limit: 3 }), code: 'usage_limit' };
    const pending = await calls.step(runs[3]!, 'report', { type: 'report_generation' }, who);
    expect(pending.status).toBe(403);
    expect(pending.body).toEqual(refusal);
    const fourth = await calls.start('careergps', who);
    expect(fourth.status).toBe(403);
    expect(fourth.body).toEqual(refusal);
    const after = await api.call<AgentUsage>('GET', pathOf(AGENT_ENDPOINTS.usage), { token: student });
    expect(after.body).toEqual({ used: 3, limit: 3 });

    // Reports of an earlier month do not count.
    const lastMonth = new Date();
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    const id = await userId('student@example.org');
    await api.database.db.update(agentReports).set({ createdAt: lastMonth }).where(eq(agentReports.userId, id));
    expect((await calls.start('careergps', who)).status).toBe(201);
  });

  it('answers 401 on usage for a visitor', async () => {
    expect((await api.call('GET', pathOf(AGENT_ENDPOINTS.usage))).status).toBe(401);
  });
});

describe('staff', () => {
  it("is never limited, and runs an agent for member@: the report is member@'s, created by staff", async () => {
    const admin = (await api.login('admin@example.org')).access;
    const member = (await api.login('member@example.org')).access;
    const usage = await api.call<AgentUsage>('GET', pathOf(AGENT_ENDPOINTS.usage), { token: admin });
    expect(usage.body.limit).toBeNull();
    expect((await calls.start('interview-coach', { token: admin })).status).toBe(201);

    const memberId = await userId('member@example.org');
    const adminId = await userId('admin@example.org');
    const run = await calls.start('careergps', { token: admin }, { beneficiary: memberId });
    expect(run.status).toBe(201);
    expect(run.body.beneficiary).toMatchObject({ id: memberId, name: 'Mateo Silva' });
    await calls.answerCareerGps(run.body.id, { token: admin });
    const done = await calls.step(run.body.id, 'report', { type: 'report_generation' }, { token: admin });
    expect(done.status).toBe(200);
    expect(done.body.report?.user.id).toBe(memberId);
    const [row] = await api.database.db.select().from(agentReports).where(eq(agentReports.id, done.body.report!.id));
    expect(row).toMatchObject({ userId: memberId, createdBy: adminId });

    const theirs = await api.call<Paged<AgentReportSummary>>('GET', pathOf(AGENT_REPORT_ENDPOINTS.list), {
      token: member,
    });
    expect(theirs.body.data.map((report) => report.slug)).toContain(done.body.report!.slug);
    const staffs = await api.call<Paged<AgentReportSummary>>('GET', pathOf(AGENT_REPORT_ENDPOINTS.list), {
      token: admin,
    });
    expect(staffs.body.data.map((report) => report.slug)).not.toContain(done.body.report!.slug);
  });

  it('refuses a beneficiary from a non-staff member (403) and an unknown user (400)', async () => {
    const member = (await api.login('member@example.org')).access;
    const admin = (await api.login('admin@example.org')).access;
    const other = await userId('student@example.org');
    const refused = await calls.start('careergps', { token: member }, { beneficiary: other });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(AGENT_MESSAGES.staffOnly);
    expect((await calls.start('careergps', {}, { beneficiary: other })).status).toBe(403);
    const unknown = await calls.start('careergps', { token: admin }, { beneficiary: 999999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.beneficiary).toBeDefined();
  });
});
