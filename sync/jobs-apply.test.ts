import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '../contract';
import { getMeta } from './db';
import { createJobs } from './jobs-detail';
import { mutate, needsAttention, retryEntry } from './outbox';
import { pull } from './pull';
import { pushOutbox } from './push';
import { mutations, syncedDevice, testContext } from './testing/fake-fixtures';
import { fakeJobDetail, setApplication } from './testing/fake-job-routes';
import { createFakeServer, type FakeServer } from './testing/fake-server';
import { storeTestPdf, testDb } from './testing/fixtures';

const QUESTIONS = [
  { id: 'why', label: 'Why this role?', type: 'text' as const, required: true, options: '' },
  { id: 'years', label: 'Years of experience', type: 'radio' as const, required: true, options: '0-1,2-4,5+' },
];
const DAY = 86_400_000;

function seed(server: FakeServer) {
  const details = server.state.jobApplications.details;
  details.set(
    7,
    fakeJobDetail({
      id: 7,
      slug: 'product-analyst',
      title: 'Product Analyst',
      extra_info: { questions: QUESTIONS },
      application_close_date: new Date(Date.now() + 30 * DAY).toISOString(),
    }),
  );
  details.set(
    8,
    fakeJobDetail({
      id: 8,
      slug: 'junior-analyst-closed',
      application_close_date: new Date(Date.now() - 5 * DAY).toISOString(),
    }),
  );
  details.set(9, fakeJobDetail({ id: 9, slug: 'draft', job_status: 'pending', is_administrator: true }));
}

async function device(server: FakeServer) {
  const synced = await syncedDevice(server);
  return { ...synced, jobs: createJobs(synced.ctx) };
}

const ANSWERS = [
  { question_id: 'why', value: 'I like products' },
  { question_id: 'years', value: '2-4' },
];

describe('jobs worker area', () => {
  it('fetches a job by slug anonymously, answers missing on 404 (deleting the row) and offline', async () => {
    const server = createFakeServer();
    seed(server);
    const db = testDb();
    const jobs = createJobs(testContext(db, server));
    expect(await jobs.bySlug('product-analyst')).toBe('ready');
    expect(server.requests.at(-1)).toMatchObject({ path: '/api/v1/jobs/slug/product-analyst/', authorization: null });
    expect(await db.jobDetails.get(7)).toMatchObject({ title: 'Product Analyst', status: null });
    expect((await db.jobs.get(7))?.title).toBe('Product Analyst');
    server.state.jobApplications.details.delete(7);
    expect(await jobs.bySlug('product-analyst')).toBe('missing');
    expect(await db.jobDetails.count()).toBe(0);
    server.failNext('network');
    expect(await jobs.bySlug('junior-analyst-closed')).toBe('offline');
  });
});

describe('job.apply and job.unapply', () => {
  it('applies offline at once, then uploads the new resume first and applies once', async () => {
    const server = createFakeServer();
    seed(server);
    const { db, ctx, jobs } = await device(server);
    await jobs.bySlug('product-analyst');
    await storeTestPdf(db, 'cv', '%PDF-1.4 resume', 'resume.pdf');
    await mutate(db, 'job.apply', { jobId: 7, jobSlug: 'product-analyst', answers: ANSWERS, resumeFileId: 'cv' });
    expect(await db.applications.get(7)).toMatchObject({ job_id: 7, job_slug: 'product-analyst', status: 'pending' });
    expect((await db.applications.get(7))?.status).toBe('pending');

    server.failNext('network');
    expect(await pushOutbox(ctx)).toEqual({ kind: 'transient', isUnreachable: true });
    expect((await db.applications.get(7))?.status).toBe('pending');
    expect(await db.outbox.count()).toBe(1);

    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    expect(await pushOutbox(ctx)).toEqual({ kind: 'done' });
    const sent = mutations(server);
    const uploads = sent.filter((request) => request.path === '/api/v1/file-upload/');
    const applies = sent.filter((request) => request.path === '/api/v1/jobs/7/apply/');
    expect(applies).toHaveLength(1);
    expect(uploads.at(-1)?.body).toMatchObject({
      purpose: 'resume',
      profile_field: 'resume',
      file: { name: 'resume.pdf' },
    });
    expect(uploads.at(-1)?.idempotencyKey).toMatch(/:resume$/);
    expect(sent.indexOf(uploads.at(-1) ?? sent[0]!)).toBeLessThan(sent.indexOf(applies[0]!));
    expect(applies[0]?.body).toEqual({ answers: ANSWERS });
    expect(server.state.jobApplications.applications.get('7|1')?.status).toBe('pending');
    expect((await getMeta(db, 'profile'))?.resume?.name).toBe('resume.pdf');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.files.get('cv')).toBeUndefined();
    expect(await db.applications.get(7)).toMatchObject({ status: 'pending', created_at: '2026-03-01T00:00:00.000Z' });
  });

  it('uploads file answers as attachments and sends their ids', async () => {
    const server = createFakeServer();
    server.state.jobApplications.details.set(
      5,
      fakeJobDetail({
        id: 5,
        slug: 'portfolio',
        extra_info: { questions: [{ id: 'pf', label: 'Portfolio', type: 'file', required: false, options: '' }] },
      }),
    );
    const { db, ctx } = await device(server);
    await storeTestPdf(db, 'cv', '%PDF-1.4 resume', 'resume.pdf');
    await storeTestPdf(db, 'pf', '%PDF-1.4 portfolio', 'portfolio.pdf');
    await mutate(db, 'job.apply', {
      jobId: 5,
      jobSlug: 'portfolio',
      answers: [{ question_id: 'pf', value: 'portfolio.pdf', fileId: 'pf' }],
      resumeFileId: 'cv',
    });
    expect(await pushOutbox(ctx)).toEqual({ kind: 'done' });
    const uploads = mutations(server).filter((request) => request.path === '/api/v1/file-upload/');
    expect(uploads.map((request) => (request.body as { purpose: string }).purpose)).toEqual(['resume', 'attachment']);
    const apply = mutations(server).find((request) => request.path === '/api/v1/jobs/5/apply/');
    expect(apply?.body).toEqual({
      answers: [{ question_id: 'pf', value: 'portfolio.pdf', file_id: expect.any(Number) }],
    });
  });

  it('rolls a refused apply back with the server message and keeps the typed answers for a retry', async () => {
    const server = createFakeServer();
    seed(server);
    const { db, ctx, jobs } = await device(server);
    await jobs.bySlug('junior-analyst-closed');
    await storeTestPdf(db, 'cv', '%PDF-1.4 resume', 'resume.pdf');
    await mutate(db, 'job.apply', { jobId: 8, jobSlug: 'junior-analyst-closed', answers: ANSWERS, resumeFileId: 'cv' });
    expect((await db.applications.get(8))?.status).toBe('pending');
    await pushOutbox(ctx);
    expect(await db.applications.get(8)).toBeUndefined();
    expect((await db.applications.get(8))?.status).toBeUndefined();
    const failed = await needsAttention(db);
    expect(failed.map((entry) => entry.error)).toEqual([JOB_MESSAGES.closed]);
    expect(failed[0]?.args).toMatchObject({ jobId: 8, answers: ANSWERS });
    // The resume went up before the refusal: it is the profile's now and is not sent again on Retry.
    expect((await getMeta(db, 'profile'))?.resume?.name).toBe('resume.pdf');
    server.state.jobApplications.details.set(8, {
      ...server.state.jobApplications.details.get(8)!,
      application_close_date: null,
    });
    await retryEntry(db, failed[0]!.seq!);
    expect((await db.applications.get(8))?.status).toBe('pending');
    expect(await pushOutbox(ctx)).toEqual({ kind: 'done' });
    const sent = mutations(server);
    expect(sent.filter((request) => request.path === '/api/v1/file-upload/')).toHaveLength(1);
    expect(sent.filter((request) => request.path === '/api/v1/jobs/8/apply/').at(-1)?.body).toEqual({
      answers: ANSWERS,
    });
    expect((await db.applications.get(8))?.status).toBe('pending');
    expect(await needsAttention(db)).toEqual([]);
    server.state.jobApplications.details.delete(8);

    // No resume on the profile and none chosen: the server's message.
    server.state.profile.profiles.set(1, { ...server.state.profile.profiles.get(1)!, resume: null });
    await jobs.bySlug('product-analyst');
    await mutate(db, 'job.apply', { jobId: 7, jobSlug: 'product-analyst', answers: ANSWERS });
    await pushOutbox(ctx);
    expect((await needsAttention(db)).map((entry) => entry.error)).toEqual([JOB_MESSAGES.resumeRequired]);
    expect(await db.applications.get(7)).toBeUndefined();
  });

  it('shows the catalogue message for a per-question refusal', async () => {
    const server = createFakeServer();
    seed(server);
    const { db, ctx } = await device(server);
    await storeTestPdf(db, 'cv', '%PDF-1.4 resume', 'resume.pdf');
    await mutate(db, 'job.apply', {
      jobId: 7,
      jobSlug: 'product-analyst',
      answers: [{ question_id: 'why', value: ' ' }],
      resumeFileId: 'cv',
    });
    await pushOutbox(ctx);
    expect((await needsAttention(db)).map((entry) => entry.error)).toEqual([JOB_MESSAGES.couldNotApply]);
    expect(await db.applications.get(7)).toBeUndefined();
  });

  it('withdraws a pending application, and rolls a refused withdraw back', async () => {
    const server = createFakeServer();
    seed(server);
    setApplication(server.state, server.record, 7, 1, 'pending');
    setApplication(server.state, server.record, 8, 1, 'accepted');
    const { db, ctx, jobs } = await device(server);
    await jobs.bySlug('product-analyst');
    expect((await db.applications.get(7))?.status).toBe('pending');
    expect((await db.applications.toArray()).map((row) => [row.job_id, row.status])).toEqual([
      [7, 'pending'],
      [8, 'accepted'],
    ]);

    await mutate(db, 'job.unapply', { jobId: 7 });
    expect(await db.applications.get(7)).toBeUndefined();
    expect((await db.applications.get(7))?.status).toBeUndefined();
    expect(await pushOutbox(ctx)).toEqual({ kind: 'done' });
    expect(server.state.jobApplications.applications.has('7|1')).toBe(false);
    expect(mutations(server).map((request) => request.path)).toContain('/api/v1/jobs/7/unapply/');
    await pull(ctx, { withMeta: false });
    expect(await db.applications.get(7)).toBeUndefined();

    await mutate(db, 'job.unapply', { jobId: 8 });
    expect(await db.applications.get(8)).toBeUndefined();
    await pushOutbox(ctx);
    expect((await db.applications.get(8))?.status).toBe('accepted');
    expect((await needsAttention(db)).map((entry) => entry.error)).toEqual([JOB_MESSAGES.notPending]);
  });

  it('applies an accepted application from the change feed to db.applications', async () => {
    const server = createFakeServer();
    seed(server);
    const { db, ctx, jobs } = await device(server);
    await jobs.bySlug('product-analyst');
    await storeTestPdf(db, 'cv', '%PDF-1.4 resume', 'resume.pdf');
    await mutate(db, 'job.apply', { jobId: 7, jobSlug: 'product-analyst', answers: ANSWERS, resumeFileId: 'cv' });
    await pushOutbox(ctx);
    setApplication(server.state, server.record, 7, 1, 'accepted');
    await pull(ctx, { withMeta: false });
    expect((await db.applications.get(7))?.status).toBe('accepted');
    expect((await db.applications.get(7))?.status).toBe('accepted');
  });

  it('keeps a pending apply over pulled rows and a fetched job until it is sent', async () => {
    const server = createFakeServer();
    seed(server);
    setApplication(server.state, server.record, 7, 1, 'pending');
    const { db, ctx, jobs } = await device(server);
    await jobs.bySlug('product-analyst');
    await mutate(db, 'job.unapply', { jobId: 7 });
    // Meanwhile an administrator accepts it elsewhere: the feed and a fetch both bring it back.
    setApplication(server.state, server.record, 7, 1, 'accepted');
    await pull(ctx, { withMeta: false });
    await jobs.bySlug('product-analyst');
    expect(await db.applications.get(7)).toBeUndefined();
    expect((await db.applications.get(7))?.status).toBeUndefined();
    // Sent: refused (no longer pending), rolled back; the next pull shows the server's row.
    await pushOutbox(ctx);
    await pull(ctx, { withMeta: false });
    expect((await db.applications.get(7))?.status).toBe('accepted');
  });

  it("loads the member's applications in the bootstrap", async () => {
    const server = createFakeServer();
    seed(server);
    setApplication(server.state, server.record, 8, 1, 'rejected');
    const { db } = await device(server);
    expect(server.requests.map((r) => r.path)).toContain('/api/v1/jobs/applications/mine/?page=1&page_size=50');
    expect((await db.applications.get(8))?.status).toBe('rejected');
  });
});
