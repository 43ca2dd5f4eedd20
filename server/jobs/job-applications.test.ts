/**
 * The job application state machine of part 2 section 4 through the real API and
 * database: apply (window, draft, resume, answers, twice), unapply, accept and reject,
 * the applicant list, CSV export, recommended talent, the applicant's change feed,
 * permissions and idempotent replay.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_MESSAGES } from '../../contract/group-messages';
import type { JoinQuestion } from '../../contract/groups';
import type { JobApplicant, JobApplication, RecommendedTalent } from '../../contract/job-applications';
import { JOB_MESSAGES } from '../../contract/job-messages';
import type { Paged } from '../../contract/paging';
import type { ChangesResponse } from '../../contract/sync';
import { changes, jobs, skills, users } from '../db/schema';
import { MEMBERSHIP_MESSAGES } from '../groups/membership-answers';
import {
  addMembership,
  daysFromNow,
  makeGroup,
  makePerson,
  makeUpload,
  type Person,
} from '../groups/membership-testing';
import { jobApplications } from '../groups/schema';
import { profiles } from '../profiles/schema';
import { createTestApi, type TestApi } from '../testing';
import { RECOMMENDED_MESSAGES } from './applications-recommended';

let api: TestApi;
let admin: Person;
let stranger: Person;
let staff: Person;
let orgId: number;
let skillIds: number[];
let serial = 0;

const QUESTIONS: JoinQuestion[] = [
  { id: 'why1', label: 'Why this role?', type: 'text', required: true, options: '' },
  { id: 'years2', label: 'Years of experience', type: 'radio', required: true, options: '0-1\n2-4\n5+' },
  { id: 'file3', label: 'Portfolio', type: 'file', required: false, options: '' },
];
const GOOD_ANSWERS = [
  { question_id: 'why1', value: 'I love "data", truly, and dashboards' },
  { question_id: 'years2', value: '2-4' },
];

async function makeJob(values: Partial<typeof jobs.$inferInsert> = {}): Promise<{ id: number; slug: string }> {
  serial += 1;
  const slug = `test-job-${serial}-${Date.now()}`;
  const [row] = await api.database.db
    .insert(jobs)
    .values({
      tenantId: api.seeded.defaultTenantId,
      groupId: orgId,
      slug,
      title: `Test job ${serial}`,
      description: 'A job of the application tests.',
      jobType: 'full_time',
      jobLocation: 'remote',
      jobStatus: 'approved',
      applicationOpenDate: daysFromNow(-5),
      applicationCloseDate: daysFromNow(30),
      questions: QUESTIONS,
      ...values,
    })
    .returning({ id: jobs.id });
  return { id: row!.id, slug };
}

async function setProfile(userId: number, values: Partial<typeof profiles.$inferInsert>) {
  await api.database.db
    .insert(profiles)
    .values({ userId, tenantId: api.seeded.defaultTenantId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: values });
}

/** A member with a resume on their profile. */
async function applicant(options: Parameters<typeof makePerson>[1] = {}): Promise<Person> {
  const person = await makePerson(api, options);
  await setProfile(person.id, { resumeId: await makeUpload(api, person.id) });
  return person;
}

const path = (id: number, rest = '') => `/api/v1/jobs/${id}/${rest}`;
const apply = (token: string, id: number, body: unknown = { answers: GOOD_ANSWERS }, headers = {}) =>
  api.call<JobApplication & Record<string, string[]>>('POST', path(id, 'apply/'), { token, body, headers });
const unapply = (token: string, id: number) =>
  api.call<{ detail?: string; non_field_errors?: string[] }>('POST', path(id, 'unapply/'), { token, body: {} });
const setStatus = (token: string, id: number, user_id: number, status: 'accepted' | 'rejected', reason = '') =>
  api.call<JobApplicant & { non_field_errors?: string[]; detail?: string }>('POST', path(id, 'applications/status/'), {
    token,
    body: { user_id, status, reason },
  });
const applicants = (token: string, id: number, query = '') =>
  api.call<Paged<JobApplicant>>('GET', `${path(id, 'applications/')}${query}`, { token });
const recommended = (token: string, query: string) =>
  api.call<Paged<RecommendedTalent> & Record<string, string[]>>(
    'GET',
    `/api/v1/jobs/recommended-applicants/?${query}`,
    { token },
  );

async function applicationRow(jobId: number, userId: number) {
  const [row] = await api.database.db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.userId, userId)));
  return row ?? null;
}

beforeAll(async () => {
  api = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 0 });
  admin = await makePerson(api, { firstName: 'Admin' });
  stranger = await makePerson(api, { firstName: 'Stranger' });
  staff = await makePerson(api, { firstName: 'Staff' });
  await api.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.id));
  orgId = await makeGroup(api, { groupType: 'organization', isCertified: true }, admin.id);
  const existing = await api.database.db.select({ id: skills.id }).from(skills).limit(3);
  skillIds =
    existing.length >= 3
      ? existing.map((s) => s.id)
      : (
          await api.database.db
            .insert(skills)
            .values(['SQL', 'Python', 'Tableau'].map((name) => ({ name: `${name} ${Date.now()}` })))
            .returning({ id: skills.id })
        ).map((s) => s.id);
});
afterAll(() => api?.close());

describe('apply', () => {
  it('puts the caller on pending with answers and resume stored; applying twice is refused', async () => {
    const job = await makeJob();
    const alice = await applicant();
    const res = await apply(alice.token, job.id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ job_id: job.id, job_slug: job.slug, status: 'pending' });
    const row = await applicationRow(job.id, alice.id);
    expect(row?.status).toBe('pending');
    expect(row?.resumeUrl).toMatch(/^\/media\/uploads\//);
    expect(row?.answers).toEqual([
      { question_id: 'why1', value: GOOD_ANSWERS[0]!.value, file_id: null, label: 'Why this role?' },
      { question_id: 'years2', value: '2-4', file_id: null, label: 'Years of experience' },
    ]);

    const again = await apply(alice.token, job.id);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ non_field_errors: [JOB_MESSAGES.alreadyApplied] });
  });

  it('is refused for a draft, a closed job and one not open yet', async () => {
    const alice = await applicant();
    const cases = [
      [{ jobStatus: 'pending' as const }, JOB_MESSAGES.notPublished],
      [{ applicationOpenDate: daysFromNow(-30), applicationCloseDate: daysFromNow(-1) }, JOB_MESSAGES.closed],
      [{ applicationOpenDate: daysFromNow(3), applicationCloseDate: daysFromNow(30) }, JOB_MESSAGES.notOpenYet],
    ] as const;
    for (const [values, message] of cases) {
      const job = await makeJob(values);
      const res = await apply(alice.token, job.id);
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual({ non_field_errors: [message] });
      expect(await applicationRow(job.id, alice.id)).toBeNull();
    }
  });

  it('needs a signed-in caller and a job of the tenant', async () => {
    const job = await makeJob();
    expect((await api.call('POST', path(job.id, 'apply/'), { body: {} })).status).toBe(401);
    const alice = await applicant();
    expect((await apply(alice.token, 99_999_999)).status).toBe(404);
  });

  it('needs a resume: the profile one, else an own upload; never someone else file', async () => {
    const job = await makeJob();
    const bob = await makePerson(api);
    const none = await apply(bob.token, job.id);
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ non_field_errors: [JOB_MESSAGES.resumeRequired] });

    const othersFile = await makeUpload(api, stranger.id);
    const foreign = await apply(bob.token, job.id, { answers: GOOD_ANSWERS, resume: othersFile });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({ resume: [MEMBERSHIP_MESSAGES.notYourFile] });
    expect(await applicationRow(job.id, bob.id)).toBeNull();

    const own = await makeUpload(api, bob.id);
    const ok = await apply(bob.token, job.id, { answers: GOOD_ANSWERS, resume: own });
    expect(ok.status).toBe(201);
    expect((await applicationRow(job.id, bob.id))?.resumeUrl).toMatch(/^\/media\/uploads\/.+\.pdf$/);
  });

  it('checks the answers: required, options and own files', async () => {
    const job = await makeJob();
    const alice = await applicant();
    const missing = await apply(alice.token, job.id, { answers: [{ question_id: 'years2', value: '2-4' }] });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ 'answers.why1': [GROUP_MESSAGES.answerRequired] });

    const badOption = await apply(alice.token, job.id, {
      answers: [GOOD_ANSWERS[0], { question_id: 'years2', value: '10+' }],
    });
    expect(badOption.body).toEqual({ 'answers.years2': [GROUP_MESSAGES.invalidOption] });

    const foreignFile = await apply(alice.token, job.id, {
      answers: [...GOOD_ANSWERS, { question_id: 'file3', value: '', file_id: await makeUpload(api, stranger.id) }],
    });
    expect(foreignFile.body).toEqual({ 'answers.file3': [MEMBERSHIP_MESSAGES.notYourFile] });
    expect(await applicationRow(job.id, alice.id)).toBeNull();

    const badShape = await apply(alice.token, job.id, { answers: 'none' });
    expect(badShape.status).toBe(400);

    const withFile = await apply(alice.token, job.id, {
      answers: [...GOOD_ANSWERS, { question_id: 'file3', value: '', file_id: await makeUpload(api, alice.id) }],
    });
    expect(withFile.status).toBe(201);
    const stored = (await applicationRow(job.id, alice.id))?.answers.find((a) => a.question_id === 'file3');
    expect(stored?.file_url).toMatch(/^\/media\/uploads\//);
  });

  it('replays an Idempotency-Key with the same answer and one effect', async () => {
    const job = await makeJob();
    const alice = await applicant();
    const headers = { 'Idempotency-Key': `apply-${job.id}-${alice.id}` };
    const first = await apply(alice.token, job.id, undefined, headers);
    const second = await apply(alice.token, job.id, undefined, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    const logged = await api.database.db
      .select()
      .from(changes)
      .where(and(eq(changes.entity, 'job_application'), eq(changes.entityId, String(job.id))));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ userId: alice.id, op: 'upsert' });
  });
});

describe('unapply', () => {
  it('withdraws a pending application only', async () => {
    const job = await makeJob();
    const alice = await applicant();
    expect((await unapply(alice.token, job.id)).body).toEqual({ non_field_errors: [JOB_MESSAGES.notApplied] });
    expect((await apply(alice.token, job.id)).status).toBe(201);
    const res = await unapply(alice.token, job.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: JOB_MESSAGES.unapplied });
    expect(await applicationRow(job.id, alice.id)).toBeNull();

    expect((await apply(alice.token, job.id)).status).toBe(201);
    expect((await setStatus(admin.token, job.id, alice.id, 'accepted')).status).toBe(200);
    const accepted = await unapply(alice.token, job.id);
    expect(accepted.status).toBe(400);
    expect(accepted.body).toEqual({ non_field_errors: [JOB_MESSAGES.notPending] });
    expect((await applicationRow(job.id, alice.id))?.status).toBe('accepted');
  });
});

describe('accept and reject', () => {
  it('moves a pending applicant once; a rejected one may not apply again', async () => {
    const job = await makeJob();
    const alice = await applicant({ firstName: 'Alice', lastName: 'Accepted' });
    const rob = await applicant({ firstName: 'Rob', lastName: 'Rejected' });
    await apply(alice.token, job.id);
    await apply(rob.token, job.id);

    const accepted = await setStatus(admin.token, job.id, alice.id, 'accepted', 'Strong profile');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      id: alice.id,
      name: 'Alice Accepted',
      status: 'accepted',
      reason: 'Strong profile',
    });
    expect(accepted.body.answers.map((a) => a.label)).toEqual(['Why this role?', 'Years of experience']);
    expect(accepted.body.resume_url).toMatch(/^\/media\/uploads\//);

    const twice = await setStatus(admin.token, job.id, alice.id, 'accepted');
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ non_field_errors: [JOB_MESSAGES.couldNotActOnApplicant('accept')] });
    const rejectAccepted = await setStatus(admin.token, job.id, alice.id, 'rejected');
    expect(rejectAccepted.body).toEqual({ non_field_errors: [JOB_MESSAGES.couldNotActOnApplicant('reject')] });
    const nobody = await setStatus(admin.token, job.id, stranger.id, 'accepted');
    expect(nobody.status).toBe(400);

    const rejected = await setStatus(admin.token, job.id, rob.id, 'rejected', 'Not this time');
    expect(rejected.body).toMatchObject({ id: rob.id, status: 'rejected', reason: 'Not this time' });
    expect((await applicationRow(job.id, rob.id))?.status).toBe('rejected');
    expect((await apply(rob.token, job.id)).body).toEqual({ non_field_errors: [JOB_MESSAGES.alreadyApplied] });

    const bad = await api.call<Record<string, string[]>>('POST', path(job.id, 'applications/status/'), {
      token: admin.token,
      body: { user_id: rob.id, status: 'pending' },
    });
    expect(bad.status).toBe(400);
  });

  it('shows in the applicant own change feed, and nobody else', async () => {
    const job = await makeJob();
    const alice = await applicant();
    const head = await api.call<ChangesResponse>('GET', '/api/v1/sync/changes/', { token: alice.token });
    const cursor = head.body.cursor;
    await apply(alice.token, job.id);
    await setStatus(admin.token, job.id, alice.id, 'accepted');
    const pulled = await api.call<ChangesResponse>('GET', `/api/v1/sync/changes/?cursor=${cursor}`, {
      token: alice.token,
    });
    const mine = pulled.body.changes.filter((c) => c.entity === 'job_application');
    expect(mine).toEqual([
      {
        entity: 'job_application',
        op: 'upsert',
        id: String(job.id),
        data: expect.objectContaining({ job_id: job.id, job_slug: job.slug, status: 'accepted' }),
      },
    ]);
    const others = await api.call<ChangesResponse>('GET', `/api/v1/sync/changes/?cursor=${cursor}`, {
      token: stranger.token,
    });
    expect(others.body.changes.filter((c) => c.entity === 'job_application')).toEqual([]);

    const bob = await applicant();
    const bobHead = (await api.call<ChangesResponse>('GET', '/api/v1/sync/changes/', { token: bob.token })).body.cursor;
    await apply(bob.token, job.id);
    await unapply(bob.token, job.id);
    const bobPulled = await api.call<ChangesResponse>('GET', `/api/v1/sync/changes/?cursor=${bobHead}`, {
      token: bob.token,
    });
    expect(bobPulled.body.changes.filter((c) => c.entity === 'job_application')).toEqual([
      { entity: 'job_application', op: 'delete', id: String(job.id) },
    ]);
  });
});

describe('applicants, CSV and my applications', () => {
  it('lists applicants by status (accepted by default), most recent first, paged', async () => {
    const job = await makeJob();
    const people = [await applicant(), await applicant(), await applicant()];
    for (const p of people) expect((await apply(p.token, job.id)).status).toBe(201);
    await setStatus(admin.token, job.id, people[0]!.id, 'accepted');
    await setStatus(admin.token, job.id, people[1]!.id, 'rejected');

    const accepted = await applicants(admin.token, job.id);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.map((a) => a.id)).toEqual([people[0]!.id]);
    expect((await applicants(admin.token, job.id, '?status=pending')).body.data.map((a) => a.id)).toEqual([
      people[2]!.id,
    ]);
    const all = await applicants(admin.token, job.id, '?status=all&page_size=2');
    expect(all.body.pagination.count).toBe(3);
    expect(all.body.data.map((a) => a.id)).toEqual([people[2]!.id, people[1]!.id]);
    expect(all.body.pagination.next).toContain('page=2');
    expect((await applicants(admin.token, job.id, '?status=bogus')).status).toBe(400);
  });

  it('exports a quoted CSV of applicants with their answers', async () => {
    const job = await makeJob();
    const alice = await applicant({ firstName: 'Alice, Jr.', lastName: 'Csv', country: 'KE' });
    await apply(alice.token, job.id);
    const res = await api.call<string>('GET', `${path(job.id, 'export-job-membership/')}?status=all`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe(
      'Name,Email,Country,Institution,Status,Reason,Resume,Applied at,Why this role?,Years of experience,Portfolio',
    );
    expect(lines[1]).toContain('"Alice, Jr. Csv",');
    expect(lines[1]).toContain(`,${alice.email},KE,,pending,,/media/uploads/`);
    expect(lines[1]).toContain(',"I love ""data"", truly, and dashboards",2-4,');
    expect(lines).toHaveLength(3);

    const accepted = await api.call<string>('GET', path(job.id, 'export-job-membership/?status=accepted'), {
      token: admin.token,
    });
    expect(accepted.text.split('\r\n')).toHaveLength(2);
  });

  it('lists the caller own applications', async () => {
    const first = await makeJob();
    const second = await makeJob();
    const alice = await applicant();
    await apply(alice.token, first.id);
    await apply(alice.token, second.id);
    const res = await api.call<Paged<JobApplication>>('GET', '/api/v1/jobs/applications/mine/', {
      token: alice.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.pagination.count).toBe(2);
    expect(res.body.data.map((a) => a.job_id)).toEqual([second.id, first.id]);
    expect((await api.call('GET', '/api/v1/jobs/applications/mine/')).status).toBe(401);
  });
});

describe('permissions', () => {
  it('keeps applicants, status, CSV and recommendations to the job administrators and staff', async () => {
    const job = await makeJob({ skills: [skillIds[0]!] });
    const alice = await applicant();
    await apply(alice.token, job.id);
    const member = await applicant();
    await addMembership(api, orgId, member.id, { status: 'accepted', role: 'member' });
    for (const person of [stranger, member, alice]) {
      const forbidden = [
        await applicants(person.token, job.id, '?status=all'),
        await setStatus(person.token, job.id, alice.id, 'accepted'),
        await api.call('GET', path(job.id, 'export-job-membership/'), { token: person.token }),
        await recommended(person.token, `job_id=${job.id}`),
      ];
      for (const res of forbidden) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ detail: JOB_MESSAGES.noPermission });
      }
    }
    expect((await applicationRow(job.id, alice.id))?.status).toBe('pending');
    expect((await applicants(staff.token, job.id, '?status=all')).status).toBe(200);
    expect((await recommended(staff.token, `job_id=${job.id}`)).status).toBe(200);
    expect((await api.call('GET', path(job.id, 'export-job-membership/'), { token: staff.token })).status).toBe(200);
    expect((await setStatus(staff.token, job.id, alice.id, 'accepted')).status).toBe(200);
    expect((await applicants(admin.token, 99_999_999)).status).toBe(404);
    expect((await api.call('GET', path(job.id, 'applications/'))).status).toBe(401);
  });
});

describe('recommended talent', () => {
  it('scores by skills, career stage and country, excludes applicants and admins, honours extra_info_filter', async () => {
    const [sql, python, tableau] = skillIds as [number, number, number];
    const job = await makeJob({ skills: [sql, python, tableau], careerStages: [4], countries: ['KE'] });
    const base = { career_stage: null, uni_batch: null, department: null, affiliation: null };
    const extra = (values: Record<string, unknown>) =>
      ({ ...(base as object), ...values }) as unknown as typeof profiles.$inferInsert.extraInfo;

    const best = await makePerson(api, { firstName: 'Best', country: 'KE' });
    await setProfile(best.id, {
      skills: [sql, python, tableau],
      extraInfo: extra({ career_stage: 4, uni_batch: 2046, department: 3, affiliation: 'Alumni' }),
    });
    const some = await makePerson(api, { firstName: 'Some', country: 'NG' });
    await setProfile(some.id, { skills: [python], extraInfo: extra({ uni_batch: 2050, department: 3 }) });
    const unrelated = await makePerson(api, { firstName: 'Unrelated', country: 'US' });
    await setProfile(unrelated.id, { skills: [], extraInfo: extra({ career_stage: 1 }) });
    const applied = await applicant({ firstName: 'Applied', country: 'KE' });
    await setProfile(applied.id, { skills: [sql] });
    await apply(applied.token, job.id);
    await setProfile(admin.id, { skills: [sql, python] });

    const res = await recommended(admin.token, `job_id=${job.id}&page_size=50`);
    expect(res.status).toBe(200);
    const ids = res.body.data.map((t) => t.id);
    expect(ids).toContain(best.id);
    expect(ids).toContain(some.id);
    expect(ids).not.toContain(unrelated.id);
    expect(ids).not.toContain(applied.id);
    expect(ids).not.toContain(admin.id);
    expect(ids.indexOf(best.id)).toBeLessThan(ids.indexOf(some.id));
    const bestOne = res.body.data.find((t) => t.id === best.id)!;
    expect(bestOne.reason).toMatch(/^3 matching skills: .+, .+, .+; career stage fits the job; in Kenya$/);
    expect(res.body.data.find((t) => t.id === some.id)!.reason).toMatch(/^1 matching skill: [^,]+$/);

    const byBatch = await recommended(
      admin.token,
      `job_id=${job.id}&page_size=50&extra_info_filter=${encodeURIComponent(JSON.stringify({ uni_batch: '2046' }))}`,
    );
    expect(byBatch.body.data.map((t) => t.id)).toEqual([best.id]);
    const byDepartment = await recommended(
      admin.token,
      `job_id=${job.id}&page_size=50&extra_info_filter=${encodeURIComponent(JSON.stringify({ department: 3 }))}`,
    );
    expect(byDepartment.body.data.map((t) => t.id).sort()).toEqual([best.id, some.id].sort());

    const club = await makeGroup(api, {}, stranger.id);
    await addMembership(api, club, some.id, { status: 'accepted' });
    const inGroup = await recommended(
      admin.token,
      `job_id=${job.id}&page_size=50&group_from_user_to_be_included=${club}`,
    );
    expect(inGroup.body.data.map((t) => t.id)).toEqual([some.id]);

    const badJson = await recommended(admin.token, `job_id=${job.id}&extra_info_filter=%7Bnope`);
    expect(badJson.status).toBe(400);
    expect(badJson.body).toEqual({ extra_info_filter: [RECOMMENDED_MESSAGES.badFilter] });
    expect((await recommended(admin.token, 'job_id=abc')).status).toBe(400);
  });
});

describe('demo data', () => {
  it('lets student@ apply to Product Analyst, sends member@ to upload a resume, shows admin@ the applicants', async () => {
    const [job] = await api.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.tenantId, api.seeded.defaultTenantId), eq(jobs.slug, 'product-analyst')));
    expect(job).toBeDefined();
    const jobId = job!.id;
    const adminToken = (await api.login('admin@example.org')).access;
    const before = await applicants(adminToken, jobId, '?status=all');
    expect(before.status).toBe(200);
    expect(before.body.data.map((a) => a.status).sort()).toEqual(['accepted', 'pending']);

    const answers = [
      { question_id: 'text1001', value: 'I like product questions' },
      { question_id: 'radio1002', value: '5+' },
    ];
    const memberToken = (await api.login('member@example.org')).access;
    const noResume = await apply(memberToken, jobId, { answers });
    expect(noResume.body).toEqual({ non_field_errors: [JOB_MESSAGES.resumeRequired] });
    const studentToken = (await api.login('student@example.org')).access;
    const ok = await apply(studentToken, jobId, { answers });
    expect(ok.status).toBe(201);
    const pending = await applicants(adminToken, jobId, '?status=pending');
    expect(pending.body.pagination.count).toBe(2);
    expect(pending.body.data[0]!.answers.map((a) => a.value)).toEqual(['I like product questions', '5+']);
  });
});
