/**
 * Collections over the real app and a real PGlite: GET /api/v1/my-favourites/ (sections
 * of 3 and counts from the caller's bookmarks, one section paged by 10, jobs only with the
 * job menu), GET /my-items/ and /{type}/me/ (accepted circles, own content of any status,
 * job applications), and bookmarks of the content kinds.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionItem, CollectionSections } from '../../contract/content';
import { makeUseCaseForm } from '../../contract/fixtures';
import { groups, jobs, memberships, tenants } from '../db/schema';
import { jobApplications } from '../groups/schema';
import { createTestApi, type TestApi, userIdOf } from '../testing';
import { aiTools, useCases } from './schema';
import { firstOrganizationId } from './testing';

type Page = { data: CollectionItem[]; pagination: { count: number; next: string | null } };

let api: TestApi;
let member: string;
let student: string;
let tenantId: number;
let memberId: number;
let orgId: number;

const bookmark = (type: string, id: number, token = member) =>
  api.call('POST', `/api/v1/bookmark/${type}/${id}/`, { token });

beforeAll(async () => {
  api = await createTestApi({ jobCount: 3, draftJobCount: 0, campusJobCount: 1, jobDemo: false });
  member = (await api.login('member@example.org')).access;
  student = (await api.login('student@example.org')).access;
  tenantId = api.seeded.defaultTenantId;
  memberId = await userIdOf(api, 'member@example.org');
  orgId = await firstOrganizationId(api);
});
afterAll(() => api?.close());

describe('GET /api/v1/my-favourites/', () => {
  it('needs a login', async () => {
    expect((await api.call('GET', '/api/v1/my-favourites/')).status).toBe(401);
    expect((await api.call('GET', '/api/v1/my-items/')).status).toBe(401);
    expect((await api.call('GET', '/api/v1/usecases/me/')).status).toBe(401);
  });

  it('answers every section with its first 3 items and count, newest first', async () => {
    const approved = await api.database.db
      .select({ id: useCases.id, slug: useCases.slug, title: useCases.title, status: useCases.status })
      .from(useCases)
      .where(and(eq(useCases.tenantId, tenantId), eq(useCases.status, 'approved')))
      .orderBy(useCases.id);
    for (const item of approved.slice(0, 12)) expect((await bookmark('usecase', item.id)).status).toBe(201);
    // Only approved items can be bookmarked.
    const [pending] = await api.database.db.select().from(useCases).where(eq(useCases.slug, 'automated-job-alerts'));
    expect((await bookmark('usecase', pending!.id)).status).toBe(404);
    const [tool] = await api.database.db.select().from(aiTools).where(eq(aiTools.slug, 'claude'));
    expect((await bookmark('aitool', tool!.id)).status).toBe(201);
    const [circle] = await api.database.db
      .select()
      .from(groups)
      .where(and(eq(groups.tenantId, tenantId), eq(groups.groupType, 'circle')))
      .limit(1);
    expect((await bookmark('circle', circle!.id)).status).toBe(201);
    expect((await bookmark('event', circle!.id)).status).toBe(404);
    const [job] = await api.database.db.select().from(jobs).where(eq(jobs.tenantId, tenantId)).limit(1);
    expect((await bookmark('job', job!.id)).status).toBe(201);

    const res = await api.call<CollectionSections>('GET', '/api/v1/my-favourites/', { token: member });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['usecases', 'circles', 'events', 'resources', 'aitools', 'jobs']);
    expect(res.body.usecases!.count).toBe(12);
    expect(res.body.usecases!.items).toHaveLength(3);
    const newest = approved[11]!;
    expect(res.body.usecases!.items[0]).toMatchObject({
      type: 'usecases',
      id: newest.id,
      href: `/usecase/${newest.slug}`,
      title: newest.title,
      status: 'approved',
    });
    expect(res.body.aitools!.items[0]).toMatchObject({ href: '/ai-tool/claude', title: 'Claude' });
    expect(res.body.circles!.items[0]).toMatchObject({ href: `/circle/${circle!.nameSlug}`, title: circle!.name });
    expect(res.body.jobs!.items[0]).toMatchObject({ href: `/job/${job!.slug}` });
    expect(res.body.events).toEqual({ items: [], count: 0 });

    // Another member's favourites are their own.
    const theirs = await api.call<CollectionSections>('GET', '/api/v1/my-favourites/', { token: student });
    expect(theirs.body.usecases!.count).toBe(0);
  });

  it('pages one section by 10', async () => {
    const first = await api.call<Page>('GET', '/api/v1/my-favourites/?type=usecases', { token: member });
    expect(first.body.data).toHaveLength(10);
    expect(first.body.pagination.count).toBe(12);
    expect(first.body.pagination.next).toContain('page=2');
    const second = await api.call<Page>('GET', '/api/v1/my-favourites/?type=usecases&page=2', { token: member });
    expect(second.body.data).toHaveLength(2);
    expect(second.body.pagination.next).toBeNull();
    expect((await api.call('GET', '/api/v1/my-favourites/?type=spaceships', { token: member })).status).toBe(400);
  });

  it('leaves jobs out when the tenant hides the job menu', async () => {
    const [tenant] = await api.database.db.select().from(tenants).where(eq(tenants.id, tenantId));
    await api.database.db
      .update(tenants)
      .set({ ui: { ...tenant!.ui, show_job_menu: false } })
      .where(eq(tenants.id, tenantId));
    api.deps.tenants.invalidate();
    try {
      const res = await api.call<CollectionSections>('GET', '/api/v1/my-favourites/', { token: member });
      expect(Object.keys(res.body)).not.toContain('jobs');
      const mine = await api.call<CollectionSections>('GET', '/api/v1/my-items/', { token: member });
      expect(Object.keys(mine.body)).not.toContain('jobs');
      const page = await api.call<Page>('GET', '/api/v1/my-favourites/?type=jobs', { token: member });
      expect(page.body.pagination.count).toBe(0);
    } finally {
      await api.database.db.update(tenants).set({ ui: tenant!.ui }).where(eq(tenants.id, tenantId));
      api.deps.tenants.invalidate();
    }
  });
});

describe('GET /api/v1/my-items/ and /{type}/me/', () => {
  it("answers the caller's circles, own content of any status and job applications", async () => {
    const created = await api.call<{ id: number; slug: string }>('POST', '/api/v1/use-cases/', {
      token: member,
      body: makeUseCaseForm({
        title: 'My Own Use Case',
        description: '<p>Mine.</p>',
        group: orgId,
        business_value: 'low',
        complexity: 'low',
        innovation_category: 'incremental',
      }),
    });
    expect(created.status).toBe(201);
    const tool = await api.call<{ id: number }>('POST', '/api/v1/ai-tools/', {
      token: member,
      body: {
        name: 'My Tool',
        description: '<p>Mine too.</p>',
        group: orgId,
        categories: [],
        logo: null,
        website: null,
        roles: [],
      },
    });
    expect(tool.status).toBe(201);
    const [circle] = await api.database.db
      .select()
      .from(groups)
      .where(and(eq(groups.tenantId, tenantId), eq(groups.groupType, 'circle')))
      .limit(1);
    await api.database.db
      .insert(memberships)
      .values({ tenantId, groupId: circle!.id, userId: memberId, status: 'accepted' })
      .onConflictDoUpdate({ target: [memberships.groupId, memberships.userId], set: { status: 'accepted' } });
    const [job] = await api.database.db.select().from(jobs).where(eq(jobs.tenantId, tenantId)).limit(1);
    await api.database.db
      .insert(jobApplications)
      .values({ tenantId, jobId: job!.id, userId: memberId, status: 'pending' })
      .onConflictDoNothing();

    const res = await api.call<CollectionSections>('GET', '/api/v1/my-items/', { token: member });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['circles', 'resources', 'jobs', 'usecases', 'posts', 'aitools']);
    expect(res.body.usecases!.items[0]).toMatchObject({
      id: created.body.id,
      href: `/usecase/${created.body.slug}`,
      status: 'pending',
    });
    expect(res.body.aitools!.items[0]).toMatchObject({ id: tool.body.id, title: 'My Tool', status: 'pending' });
    expect(res.body.circles!.items.map((item) => item.id)).toContain(circle!.id);
    expect(res.body.circles!.items.every((item) => item.status === 'accepted')).toBe(true);
    expect(res.body.jobs!.items[0]).toMatchObject({ id: job!.id, href: `/job/${job!.slug}`, status: 'pending' });

    const page = await api.call<Page>('GET', '/api/v1/usecases/me/', { token: member });
    expect(page.status).toBe(200);
    expect(page.body.data.map((item) => item.id)).toContain(created.body.id);
    expect(page.body.data.every((item) => item.type === 'usecases')).toBe(true);
    const theirs = await api.call<Page>('GET', '/api/v1/usecases/me/', { token: student });
    expect(theirs.body.data.map((item) => item.id)).not.toContain(created.body.id);
    const jobsPage = await api.call<Page>('GET', '/api/v1/jobs/me/', { token: member });
    expect(jobsPage.body.data[0]).toMatchObject({ type: 'jobs', id: job!.id });
    expect((await api.call('GET', '/api/v1/usecases/me/?page=0', { token: member })).status).toBe(400);
  });
});
