/**
 * Publishing jobs (POST/PATCH/DELETE /api/v1/jobs/, POST /jobs/{id}/status/, JobDetail by
 * slug and id, the board's administrator view, /jobs/mine/) and the jobs demo seed, over
 * the real app, a real PGlite and the demo seed.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Group } from '../../contract/groups';
import { JOB_FORM_MESSAGES, type JobDetail } from '../../contract/job-applications';
import { JOB_MESSAGES } from '../../contract/job-messages';
import type { Job } from '../../contract/jobs';
import { MESSAGES } from '../../contract/messages';
import { MAX_PAGE } from '../../contract/paging';
import { bookmarks, changes, groups, jobs, memberships, users } from '../db/schema';
import { jobApplications } from '../groups/schema';
import { profiles } from '../profiles/schema';
import { CAMPUS_HOST, createTestApi, type TestApi, userIdOf } from '../testing';

type Page = { data: Job[]; pagination: { count: number; next: string | null } };

let api: TestApi;
let admin: string; // staff, and an accepted admin of Northwind Analytics
let member: string;
let student: string;
let northwindId: number;
let tenantId: number;

const DAY_MS = 86_400_000;
const future = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

beforeAll(async () => {
  api = await createTestApi({ jobCount: 3, draftJobCount: 0, campusJobCount: 1 });
  admin = (await api.login('admin@example.org')).access;
  member = (await api.login('member@example.org')).access;
  student = (await api.login('student@example.org')).access;
  tenantId = api.seeded.defaultTenantId;
  const [org] = await api.database.db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.tenantId, tenantId), eq(groups.name, 'Northwind Analytics')));
  northwindId = org!.id;
});
afterAll(() => api?.close());

const jobForm = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  group: northwindId,
  title: 'Data Scientist',
  description: 'Models for retail demand.',
  requirements: 'Python',
  job_type: 'full_time',
  job_location: 'hybrid',
  address: '2 Dock Road, London',
  application_open_date: future(-1),
  application_close_date: future(20),
  skills: [1, 2],
  countries: ['GB'],
  career_stages: [2],
  questions: [],
  job_status: 'pending',
  ...overrides,
});
const create = (body: Record<string, unknown>, token = admin, host?: string) =>
  api.call<JobDetail & Record<string, string[]>>('POST', '/api/v1/jobs/', { token, body, ...(host ? { host } : {}) });
const detail = (id: number, token?: string, host?: string) =>
  api.call<JobDetail>('GET', `/api/v1/jobs/${id}/`, { ...(token ? { token } : {}), ...(host ? { host } : {}) });
const bySlug = (slug: string, token?: string) =>
  api.call<JobDetail>('GET', `/api/v1/jobs/slug/${slug}/`, token ? { token } : {});
const board = (query = '', token?: string) =>
  api.call<Page>('GET', `/api/v1/jobs/?page_size=500${query}`, token ? { token } : {});
const boardSlugs = async (query = '', token?: string) => (await board(query, token)).body.data.map((job) => job.slug);

describe('the jobs demo seed', () => {
  it('makes Northwind certified, not an influencer, with admin@ its accepted admin', async () => {
    const [org] = await api.database.db.select().from(groups).where(eq(groups.id, northwindId));
    expect(org).toMatchObject({ isCertified: true, isInfluencer: false });
    const adminId = await userIdOf(api, 'admin@example.org');
    const [membership] = await api.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.groupId, northwindId), eq(memberships.userId, adminId)));
    expect(membership).toMatchObject({ status: 'accepted', role: 'admin' });
  });

  it('has the open Product Analyst with two required questions, one pending and one accepted applicant', async () => {
    const res = await bySlug('product-analyst', member);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Product Analyst',
      job_status: 'approved',
      group: { id: northwindId, name: 'Northwind Analytics' },
      is_administrator: false,
      status: null,
      pending_members_count: 1,
      accepted_members_count: 1,
      rejected_members_count: 0,
    });
    expect(res.body.extra_info.questions).toEqual([
      expect.objectContaining({ label: 'Why this role?', type: 'text', required: true }),
      expect.objectContaining({ label: 'Years of experience', type: 'radio', required: true, options: '0-1\n2-4\n5+' }),
    ]);
    const close = Date.parse(res.body.application_close_date!);
    expect(close).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    expect(Date.parse(res.body.application_open_date!)).toBeLessThan(Date.now());
    expect((await bySlug('product-analyst', admin)).body.is_administrator).toBe(true);
  });

  it('has an expired published job and a draft only its administrators see', async () => {
    const closed = await bySlug('junior-analyst-closed');
    expect(closed.body).toMatchObject({ title: 'Junior Analyst (Closed)', job_status: 'approved' });
    expect(Date.parse(closed.body.application_close_date!)).toBeLessThan(Date.now() - 4 * DAY_MS);
    expect((await bySlug('data-platform-engineer-draft')).status).toBe(404);
    expect((await bySlug('data-platform-engineer-draft', member)).status).toBe(404);
    const draft = await bySlug('data-platform-engineer-draft', admin);
    expect(draft.body).toMatchObject({ title: 'Data Platform Engineer (Draft)', job_status: 'pending' });
    expect(await boardSlugs()).not.toContain('data-platform-engineer-draft');
  });

  it('gives student@ a profile resume and member@ none; seeds the campus tenant too', async () => {
    const rows = await api.database.db
      .select({ email: users.email, resumeId: profiles.resumeId })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.tenantId, tenantId));
    expect(rows.find((row) => row.email === 'student@example.org')?.resumeId).not.toBeNull();
    expect(rows.find((row) => row.email === 'member@example.org')?.resumeId ?? null).toBeNull();
    const campus = await api.call<JobDetail>('GET', '/api/v1/jobs/slug/product-analyst/', { host: CAMPUS_HOST });
    expect(campus.status).toBe(200);
    expect(campus.body.group.id).not.toBe(northwindId);
  });
});

describe('creating a job', () => {
  it('validates the form: title and description required, requirements 4000, skills 7, address', async () => {
    const res = await create(
      jobForm({
        title: '  ',
        description: '',
        requirements: 'x'.repeat(4001),
        skills: [1, 2, 3, 4, 5, 6, 7, 8],
        job_location: 'on_site',
        address: '',
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      title: [JOB_FORM_MESSAGES.required],
      description: [JOB_FORM_MESSAGES.required],
      requirements: [JOB_FORM_MESSAGES.requirementsMax],
      skills: [JOB_FORM_MESSAGES.skillsMax],
      address: [JOB_FORM_MESSAGES.addressRequired],
    });
    const hybrid = await create(jobForm({ job_location: 'hybrid', address: null }));
    expect(hybrid.body).toEqual({ address: [JOB_FORM_MESSAGES.addressRequired] });
    const dates = await create(jobForm({ application_open_date: future(5), application_close_date: future(1) }));
    expect(dates.body).toEqual({ application_close_date: [JOB_FORM_MESSAGES.closeBeforeOpen] });
    const badType = await create(jobForm({ job_type: 'gig' }));
    expect(badType.status).toBe(400);
    expect(badType.body).toHaveProperty('job_type');
    const badQuestion = await create(jobForm({ questions: [{ label: '', type: 'radio', options: '' }] }));
    expect(badQuestion.status).toBe(400);
    expect(Object.keys(badQuestion.body).sort()).toEqual(['questions.0.label', 'questions.0.options']);
    // Nothing was stored.
    const stored = await api.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.title, 'Data Scientist'));
    expect(stored).toHaveLength(0);
  });

  it('accepts exactly 4000 characters and 7 skills; clears the address of a remote job; defaults the close date', async () => {
    const before = Date.now();
    const res = await create(
      jobForm({
        title: 'Remote Data Scientist',
        requirements: 'x'.repeat(4000),
        skills: [1, 2, 3, 4, 5, 6, 7],
        job_location: 'remote',
        address: 'Somewhere',
        application_close_date: null,
        questions: [{ label: 'Portfolio link', type: 'text', required: false }],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      slug: 'remote-data-scientist',
      address: null,
      job_status: 'pending',
      is_administrator: true,
      status: null,
      accepted_members_count: 0,
      pending_members_count: 0,
      rejected_members_count: 0,
    });
    expect(res.body.skills).toHaveLength(7);
    const close = Date.parse(res.body.application_close_date!);
    expect(close).toBeGreaterThanOrEqual(before + DAY_MS - 1000);
    expect(close).toBeLessThanOrEqual(Date.now() + DAY_MS + 1000);
    expect(res.body.extra_info.questions).toEqual([
      expect.objectContaining({
        label: 'Portfolio link',
        type: 'text',
        required: false,
        id: expect.stringMatching(/^text\d+$/),
      }),
    ]);
    const [row] = await api.database.db.select().from(jobs).where(eq(jobs.id, res.body.id));
    expect(row).toMatchObject({ address: null, jobStatus: 'pending', groupId: northwindId, tenantId });
    // A second job of the same title gets a free slug.
    const again = await create(jobForm({ title: 'Remote Data Scientist', job_location: 'remote' }));
    expect(again.body.slug).toBe('remote-data-scientist-2');
  });

  it('is for administrators of a certified organization (or staff), else 403 certifiedOnly', async () => {
    expect((await api.call('POST', '/api/v1/jobs/', { body: jobForm() })).status).toBe(401);
    const byMember = await create(jobForm(), member);
    expect(byMember.status).toBe(403);
    expect(byMember.body).toEqual({ detail: JOB_MESSAGES.certifiedOnly });
    // An uncertified organization: refused even to staff.
    const [other] = await api.database.db
      .insert(groups)
      .values({ tenantId, name: 'Uncertified Co', nameSlug: 'uncertified-co', groupType: 'organization' })
      .returning({ id: groups.id });
    const uncertified = await create(jobForm({ group: other!.id }));
    expect(uncertified.status).toBe(403);
    expect(uncertified.body).toEqual({ detail: JOB_MESSAGES.certifiedOnly });
    // Made certified, with member@ its accepted admin: member@ may create; staff may too.
    await api.database.db.update(groups).set({ isCertified: true }).where(eq(groups.id, other!.id));
    const memberId = await userIdOf(api, 'member@example.org');
    await api.database.db
      .insert(memberships)
      .values({ tenantId, groupId: other!.id, userId: memberId, status: 'accepted', role: 'admin' });
    const byOrgAdmin = await create(jobForm({ group: other!.id, title: 'Member Posted Job' }), member);
    expect(byOrgAdmin.status).toBe(201);
    expect(byOrgAdmin.body.is_administrator).toBe(true);
    const byStaff = await create(jobForm({ group: other!.id, title: 'Staff Posted Job' }), admin);
    expect(byStaff.status).toBe(201);
    // A group of another tenant is refused.
    const [campusOrg] = await api.database.db
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.tenantId, api.seeded.campusTenantId), eq(groups.isCertified, true)));
    expect((await create(jobForm({ group: campusOrg!.id }))).status).toBe(403);
  });
});

describe('drafts, publishing and the board', () => {
  it('keeps a draft from others and the board; publish puts it on the board; convert to draft takes it off', async () => {
    const created = await create(jobForm({ title: 'Logistics Analyst' }));
    const { id, slug } = created.body;
    expect((await detail(id)).status).toBe(404);
    expect((await detail(id, member)).body).toEqual({ detail: MESSAGES.jobNotFound });
    expect((await bySlug(slug, student)).status).toBe(404);
    expect((await detail(id, admin)).status).toBe(200);
    expect(await boardSlugs()).not.toContain(slug);
    // Every page of the board tells the total, kept per filter until a job changes.
    const totalOnPage = async (page: number) =>
      (await api.call<Page>('GET', `/api/v1/jobs/?page_size=9&page=${page}`)).body.pagination.count;
    const before = await totalOnPage(2);
    expect(await totalOnPage(3)).toBe(before);
    // So does the organization list's count of a group's jobs.
    const northwindJobs = async () =>
      (await api.call<{ data: Group[] }>('GET', '/api/v1/groups/?group_type=organization&page_size=50')).body.data.find(
        (group) => group.id === northwindId,
      )?.total_jobs;
    const northwindBefore = await northwindJobs();
    expect(northwindBefore).toBeGreaterThan(0);

    const forbidden = await api.call('POST', `/api/v1/jobs/${id}/status/`, {
      token: member,
      body: { job_status: 'approved' },
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ detail: JOB_MESSAGES.noPermission });
    const badStatus = await api.call('POST', `/api/v1/jobs/${id}/status/`, { token: admin, body: { job_status: 'x' } });
    expect(badStatus.status).toBe(400);

    const published = await api.call<JobDetail>('POST', `/api/v1/jobs/${id}/status/`, {
      token: admin,
      body: { job_status: 'approved' },
    });
    expect(published.status).toBe(200);
    expect(published.body.job_status).toBe('approved');
    expect(await boardSlugs()).toContain(slug);
    expect(await totalOnPage(4)).toBe(before + 1);
    expect(await northwindJobs()).toBe(northwindBefore! + 1);
    expect((await detail(id, member)).body).toMatchObject({ id, is_administrator: false, job_status: 'approved' });
    const feedRows = await api.database.db
      .select()
      .from(changes)
      .where(and(eq(changes.entity, 'job'), eq(changes.entityId, String(id))));
    expect(feedRows.length).toBeGreaterThanOrEqual(2);
    expect(feedRows.every((row) => row.userId === null && row.tenantId === tenantId)).toBe(true);

    await api.call('POST', `/api/v1/jobs/${id}/status/`, { token: admin, body: { job_status: 'pending' } });
    expect(await boardSlugs()).not.toContain(slug);
    expect(await totalOnPage(5)).toBe(before);
    expect(await northwindJobs()).toBe(northwindBefore);
    expect((await detail(id, member)).status).toBe(404);
  });

  it('shows drafts on the board only to an administrator of group_id with view_all=true', async () => {
    const draftSlug = 'data-platform-engineer-draft';
    const q = `&group_id=${northwindId}&view_all=true`;
    expect(await boardSlugs(q, admin)).toContain(draftSlug);
    expect(await boardSlugs(q, admin)).toContain('product-analyst');
    expect(await boardSlugs(q, member)).not.toContain(draftSlug);
    expect(await boardSlugs(q)).not.toContain(draftSlug);
    expect(await boardSlugs(`&group_id=${northwindId}`, admin)).not.toContain(draftSlug);
    const draftsOnly = await boardSlugs(`${q}&job_status=pending`, admin);
    expect(draftsOnly).toContain(draftSlug);
    expect(draftsOnly).not.toContain('product-analyst');
    // After the admin's view, the public board of the same URL is still without drafts.
    expect(await boardSlugs(q)).not.toContain(draftSlug);
    expect(await boardSlugs('&career_stage=3')).toContain('product-analyst');
    expect(await boardSlugs('&career_stage=99')).toEqual([]);
  });

  it('lists the jobs of groups the caller administers, drafts too, at /jobs/mine/', async () => {
    const mine = await api.call<Page>('GET', '/api/v1/jobs/mine/?page_size=100', { token: admin });
    expect(mine.status).toBe(200);
    const slugs = mine.body.data.map((job) => job.slug);
    expect(slugs).toEqual(expect.arrayContaining(['data-platform-engineer-draft', 'product-analyst']));
    expect(mine.body.data.every((job) => job.group.id !== 0)).toBe(true);
    const firstPage = await api.call<Page>('GET', '/api/v1/jobs/mine/', { token: admin });
    expect(firstPage.body.data.length).toBeLessThanOrEqual(10);
    // A second group admin@ runs, its jobs posted between Northwind's: the groups' jobs merged
    // newest first, and small pages stitched together are the whole list.
    const [second] = await api.database.db
      .insert(groups)
      .values({
        tenantId,
        name: 'Second Run Co',
        nameSlug: 'second-run-co',
        groupType: 'organization',
        isCertified: true,
      })
      .returning({ id: groups.id });
    await api.database.db.insert(memberships).values({
      tenantId,
      groupId: second!.id,
      userId: await userIdOf(api, 'admin@example.org'),
      status: 'accepted',
      role: 'admin',
    });
    for (const [index, group] of [second!.id, northwindId, second!.id, northwindId].entries())
      expect((await create(jobForm({ group, title: `Merged Job ${index}` }))).status).toBe(201);
    const pagesOf = async (size: number) => {
      const jobs: Job[] = [];
      for (let page = 1; ; page++) {
        const res = await api.call<Page>('GET', `/api/v1/jobs/mine/?page=${page}&page_size=${size}`, { token: admin });
        jobs.push(...res.body.data);
        if (res.body.pagination.next === null) return { jobs, count: res.body.pagination.count };
      }
    };
    const whole = await pagesOf(100);
    expect(whole.jobs).toHaveLength(whole.count);
    expect(new Set(whole.jobs.map((job) => job.group.id)).size).toBeGreaterThan(1);
    const created = whole.jobs.map((job) => job.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect((await pagesOf(7)).jobs.map((job) => job.id)).toEqual(whole.jobs.map((job) => job.id));
    const beyond = await api.call<Page>('GET', `/api/v1/jobs/mine/?page=${MAX_PAGE}&page_size=100`, { token: admin });
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual([]);
    expect((await api.call<Page>('GET', '/api/v1/jobs/mine/', { token: student })).body).toEqual({
      data: [],
      pagination: { count: 0, next: null },
    });
    expect((await api.call('GET', '/api/v1/jobs/mine/')).status).toBe(401);
  });
});

describe('editing and deleting', () => {
  it('PATCH merges, validates and normalizes; non-administrators get 403', async () => {
    const { id } = (await create(jobForm({ title: 'Pricing Analyst' }))).body;
    const byMember = await api.call('PATCH', `/api/v1/jobs/${id}/`, { token: member, body: { title: 'Hacked' } });
    expect(byMember.status).toBe(403);
    expect(byMember.body).toEqual({ detail: JOB_MESSAGES.noPermission });
    expect((await api.call('PATCH', `/api/v1/jobs/${id}/`, { body: { title: 'x' } })).status).toBe(401);
    const blank = await api.call('PATCH', `/api/v1/jobs/${id}/`, { token: admin, body: { title: '' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ title: [JOB_FORM_MESSAGES.required] });
    const res = await api.call<JobDetail>('PATCH', `/api/v1/jobs/${id}/`, {
      token: admin,
      body: { title: 'Senior Pricing Analyst', job_location: 'remote' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Senior Pricing Analyst',
      job_location: 'remote',
      address: null,
      description: 'Models for retail demand.',
      slug: 'pricing-analyst',
    });
    expect((await api.call('PATCH', '/api/v1/jobs/999999/', { token: admin, body: {} })).status).toBe(404);
  });

  it('DELETE removes the job and its applications; only administrators', async () => {
    const { id } = (await create(jobForm({ title: 'Temp Analyst', job_status: 'approved' }))).body;
    const memberId = await userIdOf(api, 'member@example.org');
    const studentId = await userIdOf(api, 'student@example.org');
    await api.database.db.insert(jobApplications).values([
      { tenantId, jobId: id, userId: memberId, status: 'pending' },
      { tenantId, jobId: id, userId: studentId, status: 'accepted' },
    ]);
    await api.database.db.insert(bookmarks).values({ tenantId, userId: memberId, type: 'job', objectId: id });
    const counted = await detail(id, member);
    expect(counted.body).toMatchObject({ status: 'pending', pending_members_count: 1, accepted_members_count: 1 });
    expect((await detail(id, student)).body.status).toBe('accepted');

    expect((await api.call('DELETE', `/api/v1/jobs/${id}/`, { token: member })).status).toBe(403);
    const res = await api.call('DELETE', `/api/v1/jobs/${id}/`, { token: admin });
    expect(res.status).toBe(204);
    expect((await detail(id, admin)).status).toBe(404);
    expect(await api.database.db.select().from(jobApplications).where(eq(jobApplications.jobId, id))).toEqual([]);
    const rows = await api.database.db
      .select()
      .from(changes)
      .where(eq(changes.entityId, String(id)));
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entity: 'job', op: 'delete', userId: null }),
        expect.objectContaining({ entity: 'job_application', op: 'delete', userId: memberId }),
        expect.objectContaining({ entity: 'job_application', op: 'delete', userId: studentId }),
      ]),
    );
    expect(await api.database.db.select().from(bookmarks).where(eq(bookmarks.objectId, id))).toEqual([]);
    const feed = await api.database.db
      .select()
      .from(changes)
      .where(eq(changes.entityId, `job:${id}`));
    expect(feed).toEqual([expect.objectContaining({ entity: 'bookmark', op: 'delete', userId: memberId })]);
    expect(await boardSlugs()).not.toContain('temp-analyst');
    expect((await api.call('DELETE', `/api/v1/jobs/${id}/`, { token: admin })).status).toBe(404);
  });
});

describe('tenant isolation', () => {
  it('answers another tenant’s job as not found and refuses its writes', async () => {
    const campusAdmin = (await api.login('admin@example.org', CAMPUS_HOST)).access;
    const [campusJob] = await api.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.tenantId, api.seeded.campusTenantId), eq(jobs.slug, 'product-analyst')));
    expect((await detail(campusJob!.id, admin)).status).toBe(404);
    expect((await detail(campusJob!.id, campusAdmin, CAMPUS_HOST)).status).toBe(200);
    const patch = await api.call('PATCH', `/api/v1/jobs/${campusJob!.id}/`, { token: admin, body: { title: 'x' } });
    expect(patch.status).toBe(404);
    expect((await api.call('DELETE', `/api/v1/jobs/${campusJob!.id}/`, { token: admin })).status).toBe(404);
    // A token of one tenant is refused on another.
    expect((await detail(campusJob!.id, admin, CAMPUS_HOST)).status).toBe(401);
    const [still] = await api.database.db.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, campusJob!.id));
    expect(still!.title).toBe('Product Analyst');
  });
});
