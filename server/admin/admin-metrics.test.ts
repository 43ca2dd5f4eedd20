import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENDPOINTS, type AdminMetrics } from '../../contract/admin';
import { pathOf } from '../../contract/endpoint';
import type { Identity } from '../../contract/identity';
import { MESSAGES } from '../../contract/messages';
import { aiTools } from '../content/schema';
import { groups, jobs, memberships, users } from '../db/schema';
import { createTestApi, type TestApi } from '../testing';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ jobCount: 3, draftJobCount: 2, campusJobCount: 1 });
});
afterAll(() => api?.close());

async function identityOf(token: string): Promise<Identity> {
  return (await api.call<Identity>('GET', '/api/v1/identity/', { token })).body;
}

describe('admin metrics', () => {
  it('staff read the default organization counts and the tenant pending queues', async () => {
    const { access } = await api.login('admin@example.org');
    const orgId = (await identityOf(access)).organization!.id;
    const res = await api.call<AdminMetrics>('GET', pathOf(ADMIN_ENDPOINTS.metrics), { token: access });
    expect(res.status).toBe(200);
    const db = api.database.db;
    const [accepted] = await db
      .select({ value: count() })
      .from(memberships)
      .where(and(eq(memberships.groupId, orgId), eq(memberships.status, 'accepted')));
    const [pending] = await db
      .select({ value: count() })
      .from(memberships)
      .where(and(eq(memberships.groupId, orgId), eq(memberships.status, 'pending')));
    const [circles] = await db
      .select({ value: count() })
      .from(groups)
      .where(and(eq(groups.parentGroupId, orgId), eq(groups.groupType, 'circle')));
    const [allJobs] = await db.select({ value: count() }).from(jobs).where(eq(jobs.groupId, orgId));
    const [drafts] = await db
      .select({ value: count() })
      .from(jobs)
      .where(and(eq(jobs.groupId, orgId), eq(jobs.jobStatus, 'pending')));
    expect(res.body).toMatchObject({
      total_members: accepted!.value,
      total_pending_members: pending!.value,
      total_circles: circles!.value,
      total_jobs: allJobs!.value,
      total_pending_jobs: drafts!.value,
    });
    expect(res.body.total_members).toBeGreaterThan(0);
    expect(Object.values(res.body).every((value) => Number.isInteger(value) && value >= 0)).toBe(true);

    // A new pending AI tool of this tenant counts.
    const [tool] = await db.select().from(aiTools).limit(1);
    // The demo seed has AI tools: without one the count below would prove nothing.
    expect(tool).toBeDefined();
    await db.update(aiTools).set({ status: 'pending' }).where(eq(aiTools.id, tool!.id));
    const after = await api.call<AdminMetrics>('GET', pathOf(ADMIN_ENDPOINTS.metrics), { token: access });
    expect(after.body.total_pending_ai_tools).toBeGreaterThanOrEqual(1);
    expect(after.body.total_pending_ai_tools).toBe(
      res.body.total_pending_ai_tools + (tool!.status === 'pending' ? 0 : 1),
    );
  });

  it('an accepted admin of the default organization who is not staff may read them; members may not', async () => {
    const member = (await api.login('member@example.org')).access;
    const denied = await api.call('GET', pathOf(ADMIN_ENDPOINTS.metrics), { token: member });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ detail: MESSAGES.permissionDenied });
    const student = (await api.login('student@example.org')).access;
    expect((await api.call('GET', pathOf(ADMIN_ENDPOINTS.metrics), { token: student })).status).toBe(403);
    expect((await api.call('GET', pathOf(ADMIN_ENDPOINTS.metrics))).status).toBe(401);

    const identity = await identityOf(student);
    expect(identity.is_org_admin).toBe(false);
    const db = api.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, 'student@example.org')).orderBy(users.id);
    await db
      .update(memberships)
      .set({ role: 'admin' })
      .where(and(eq(memberships.userId, user!.id), eq(memberships.groupId, identity.organization!.id)));
    expect((await identityOf(student)).is_org_admin).toBe(true);
    const allowed = await api.call<AdminMetrics>('GET', pathOf(ADMIN_ENDPOINTS.metrics), { token: student });
    expect(allowed.status).toBe(200);
    expect(allowed.body.total_members).toBeGreaterThan(0);
  });
});
