/**
 * The jobs area of the worker against the real server: a job by slug, applying offline with
 * uploads first, refusals rolled back with the server's message, withdrawing, and applications
 * from the feed and the bootstrap. Each test applies as a seeded person no other test touched,
 * to jobs of its own.
 */
import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '../../contract';
import { getMeta } from '../core/db';
import { mutate, needsAttention, retryEntry } from '../core/outbox';
import { pull } from '../core/pull';
import { pushOutbox } from '../core/push';
import { MEMBER, mutations, storeTestPdf, syncedDevice, testContext, testDb } from '../testing/fixtures';
import { realApiForFile, removeJob } from '../testing/real-api';
import {
  applicationOf,
  dropResume,
  freshPerson,
  type OpenJob,
  openJob,
  reopenJob,
  setApplication,
} from '../testing/real-jobs';
import { type RealNetwork, realNetwork } from '../testing/real-network';
import { createJobs } from './jobs-detail';

const api = realApiForFile();

const QUESTIONS = [
  { id: 'why', label: 'Why this role?', type: 'text' as const, required: true, options: '' },
  { id: 'years', label: 'Years of experience', type: 'radio' as const, required: true, options: '0-1\n2-4\n5+' },
];

/** The product analyst job (open, two questions) and a junior one closed five days ago. */
async function seed() {
  return {
    open: await openJob(api(), { questions: QUESTIONS }),
    closed: await openJob(api(), { closedDaysAgo: 5 }),
  };
}

async function device(server: RealNetwork, email: string) {
  const synced = await syncedDevice(server, email);
  return { ...synced, jobs: createJobs(synced.ctx) };
}

const ANSWERS = [
  { question_id: 'why', value: 'I like products' },
  { question_id: 'years', value: '2-4' },
];

const applyTo = (job: OpenJob, extra: { resumeFileId?: string; answers?: typeof ANSWERS } = {}) => ({
  jobId: job.id,
  jobSlug: job.slug,
  answers: ANSWERS,
  ...extra,
});

describe('jobs worker area', { timeout: 60_000 }, () => {
  it('fetches a job by slug anonymously, answers missing on 404 (deleting the row) and offline', async () => {
    const server = realNetwork(api());
    const { open, closed } = await seed();
    const db = testDb();
    const jobs = createJobs(testContext(db, server));
    expect(await jobs.bySlug(open.slug)).toBe('ready');
    expect(server.requests.at(-1)).toMatchObject({ path: `/api/v1/jobs/slug/${open.slug}/`, authorization: null });
    expect(await db.jobDetails.get(open.id)).toMatchObject({ title: open.title, status: null });
    expect((await db.jobs.get(open.id))?.title).toBe(open.title);
    await removeJob(api(), open.id);
    expect(await jobs.bySlug(open.slug)).toBe('missing');
    expect(await db.jobDetails.count()).toBe(0);
    server.failNext('network');
    expect(await jobs.bySlug(closed.slug)).toBe('offline');
  });
});

describe('job.apply and job.unapply', { timeout: 60_000 }, () => {
  it('applies offline at once, then uploads the new resume first and applies once', async () => {
    const server = realNetwork(api());
    const { open } = await seed();
    // member@ has no resume on the profile: the upload-first path.
    const { db, ctx, jobs } = await device(server, MEMBER);
    await jobs.bySlug(open.slug);
    await storeTestPdf(db, 'cv', '%PDF-1.4 resume', 'resume.pdf');
    await mutate(db, 'job.apply', applyTo(open, { resumeFileId: 'cv' }));
    expect(await db.applications.get(open.id)).toMatchObject({
      job_id: open.id,
      job_slug: open.slug,
      status: 'pending',
    });
    expect((await db.applications.get(open.id))?.status).toBe('pending');

    server.failNext('network');
    expect(await pushOutbox(ctx)).toEqual({ kind: 'transient', isUnreachable: true });
    expect((await db.applications.get(open.id))?.status).toBe('pending');
    expect(await db.outbox.count()).toBe(1);

    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    expect(await pushOutbox(ctx)).toEqual({ kind: 'done' });
    const sent = mutations(server);
    const uploads = sent.filter((request) => request.path === '/api/v1/file-upload/');
    const applies = sent.filter((request) => request.path === `/api/v1/jobs/${open.id}/apply/`);
    expect(applies).toHaveLength(1);
    expect(uploads.at(-1)?.body).toMatchObject({
      purpose: 'resume',
      profile_field: 'resume',
      file: { name: 'resume.pdf' },
    });
    expect(uploads.at(-1)?.idempotencyKey).toMatch(/:resume$/);
    expect(sent.indexOf(uploads.at(-1) ?? sent[0]!)).toBeLessThan(sent.indexOf(applies[0]!));
    expect(applies[0]?.body).toEqual({ answers: ANSWERS });
    const stored = await applicationOf(api(), open.id, MEMBER);
    expect(stored?.status).toBe('pending');
    expect((await getMeta(db, 'profile'))?.resume?.name).toBe('resume.pdf');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.files.get('cv')).toBeUndefined();
    expect(await db.applications.get(open.id)).toMatchObject({
      status: 'pending',
      created_at: stored?.createdAt.toISOString(),
    });
  });

  it('uploads file answers as attachments and sends their ids', async () => {
    const server = realNetwork(api());
    const portfolio = await openJob(api(), {
      questions: [{ id: 'pf', label: 'Portfolio', type: 'file', required: false, options: '' }],
    });
    const { db, ctx } = await device(server, await freshPerson(api()));
    await storeTestPdf(db, 'cv', '%PDF-1.4 resume', 'resume.pdf');
    await storeTestPdf(db, 'pf', '%PDF-1.4 portfolio', 'portfolio.pdf');
    await mutate(db, 'job.apply', {
      jobId: portfolio.id,
      jobSlug: portfolio.slug,
      answers: [{ question_id: 'pf', value: 'portfolio.pdf', fileId: 'pf' }],
      resumeFileId: 'cv',
    });
    expect(await pushOutbox(ctx)).toEqual({ kind: 'done' });
    const uploads = mutations(server).filter((request) => request.path === '/api/v1/file-upload/');
    expect(uploads.map((request) => (request.body as { purpose: string }).purpose)).toEqual(['resume', 'attachment']);
    const apply = mutations(server).find((request) => request.path === `/api/v1/jobs/${portfolio.id}/apply/`);
    expect(apply?.body).toEqual({
      answers: [{ question_id: 'pf', value: 'portfolio.pdf', file_id: expect.any(Number) }],
    });
  });

  it('rolls a refused apply back with the server message and keeps the typed answers for a retry', async () => {
    const server = realNetwork(api());
    const { open, closed } = await seed();
    const person = await freshPerson(api());
    const { db, ctx, jobs } = await device(server, person);
    await jobs.bySlug(closed.slug);
    await storeTestPdf(db, 'cv', '%PDF-1.4 resume', 'resume.pdf');
    await mutate(db, 'job.apply', applyTo(closed, { resumeFileId: 'cv' }));
    expect((await db.applications.get(closed.id))?.status).toBe('pending');
    await pushOutbox(ctx);
    expect(await db.applications.get(closed.id)).toBeUndefined();
    expect((await db.applications.get(closed.id))?.status).toBeUndefined();
    const failed = await needsAttention(db);
    expect(failed.map((entry) => entry.error)).toEqual([JOB_MESSAGES.closed]);
    expect(failed[0]?.args).toMatchObject({ jobId: closed.id, answers: ANSWERS });
    // The resume went up before the refusal: it is the profile's now and is not sent again on Retry.
    expect((await getMeta(db, 'profile'))?.resume?.name).toBe('resume.pdf');
    await reopenJob(api(), closed.id);
    await retryEntry(db, failed[0]!.seq!);
    expect((await db.applications.get(closed.id))?.status).toBe('pending');
    expect(await pushOutbox(ctx)).toEqual({ kind: 'done' });
    const sent = mutations(server);
    expect(sent.filter((request) => request.path === '/api/v1/file-upload/')).toHaveLength(1);
    expect(sent.filter((request) => request.path === `/api/v1/jobs/${closed.id}/apply/`).at(-1)?.body).toEqual({
      answers: ANSWERS,
    });
    expect((await db.applications.get(closed.id))?.status).toBe('pending');
    expect(await needsAttention(db)).toEqual([]);

    // No resume on the profile and none chosen: the server's message.
    await dropResume(api(), person);
    await jobs.bySlug(open.slug);
    await mutate(db, 'job.apply', applyTo(open));
    await pushOutbox(ctx);
    expect((await needsAttention(db)).map((entry) => entry.error)).toEqual([JOB_MESSAGES.resumeRequired]);
    expect(await db.applications.get(open.id)).toBeUndefined();
  });

  it('shows the catalogue message for a per-question refusal', async () => {
    const server = realNetwork(api());
    const { open } = await seed();
    const { db, ctx } = await device(server, await freshPerson(api()));
    await storeTestPdf(db, 'cv', '%PDF-1.4 resume', 'resume.pdf');
    await mutate(db, 'job.apply', applyTo(open, { answers: [{ question_id: 'why', value: ' ' }], resumeFileId: 'cv' }));
    await pushOutbox(ctx);
    expect((await needsAttention(db)).map((entry) => entry.error)).toEqual([JOB_MESSAGES.couldNotApply]);
    expect(await db.applications.get(open.id)).toBeUndefined();
  });

  it('withdraws a pending application, and rolls a refused withdraw back', async () => {
    const server = realNetwork(api());
    const { open, closed } = await seed();
    const person = await freshPerson(api());
    await setApplication(api(), open.id, person, 'pending');
    await setApplication(api(), closed.id, person, 'accepted');
    const { db, ctx, jobs } = await device(server, person);
    await jobs.bySlug(open.slug);
    expect((await db.applications.get(open.id))?.status).toBe('pending');
    expect((await db.applications.toArray()).map((row) => [row.job_id, row.status])).toEqual([
      [open.id, 'pending'],
      [closed.id, 'accepted'],
    ]);

    await mutate(db, 'job.unapply', { jobId: open.id });
    expect(await db.applications.get(open.id)).toBeUndefined();
    expect((await db.applications.get(open.id))?.status).toBeUndefined();
    expect(await pushOutbox(ctx)).toEqual({ kind: 'done' });
    expect(await applicationOf(api(), open.id, person)).toBeUndefined();
    expect(mutations(server).map((request) => request.path)).toContain(`/api/v1/jobs/${open.id}/unapply/`);
    await pull(ctx, { withMeta: false });
    expect(await db.applications.get(open.id)).toBeUndefined();

    await mutate(db, 'job.unapply', { jobId: closed.id });
    expect(await db.applications.get(closed.id)).toBeUndefined();
    await pushOutbox(ctx);
    expect((await db.applications.get(closed.id))?.status).toBe('accepted');
    expect((await needsAttention(db)).map((entry) => entry.error)).toEqual([JOB_MESSAGES.notPending]);
  });

  it('applies an accepted application from the change feed to db.applications', async () => {
    const server = realNetwork(api());
    const { open } = await seed();
    const person = await freshPerson(api());
    const { db, ctx, jobs } = await device(server, person);
    await jobs.bySlug(open.slug);
    await storeTestPdf(db, 'cv', '%PDF-1.4 resume', 'resume.pdf');
    await mutate(db, 'job.apply', applyTo(open, { resumeFileId: 'cv' }));
    await pushOutbox(ctx);
    expect((await applicationOf(api(), open.id, person))?.status).toBe('pending');
    await setApplication(api(), open.id, person, 'accepted');
    await pull(ctx, { withMeta: false });
    expect((await db.applications.get(open.id))?.status).toBe('accepted');
    expect((await db.applications.get(open.id))?.status).toBe('accepted');
  });

  it('keeps a pending apply over pulled rows and a fetched job until it is sent', async () => {
    const server = realNetwork(api());
    const { open } = await seed();
    const person = await freshPerson(api());
    await setApplication(api(), open.id, person, 'pending');
    const { db, ctx, jobs } = await device(server, person);
    await jobs.bySlug(open.slug);
    await mutate(db, 'job.unapply', { jobId: open.id });
    // Meanwhile an administrator accepts it elsewhere: the feed and a fetch both bring it back.
    await setApplication(api(), open.id, person, 'accepted');
    await pull(ctx, { withMeta: false });
    await jobs.bySlug(open.slug);
    expect(await db.applications.get(open.id)).toBeUndefined();
    expect((await db.applications.get(open.id))?.status).toBeUndefined();
    // Sent: refused (no longer pending), rolled back; the next pull shows the server's row.
    await pushOutbox(ctx);
    await pull(ctx, { withMeta: false });
    expect((await db.applications.get(open.id))?.status).toBe('accepted');
  });

  it("loads the member's applications in the bootstrap", async () => {
    const server = realNetwork(api());
    const { closed } = await seed();
    const person = await freshPerson(api());
    await setApplication(api(), closed.id, person, 'rejected');
    const { db } = await device(server, person);
    expect(server.requests.map((r) => r.path)).toContain('/api/v1/jobs/applications/mine/?page=1&page_size=50');
    expect((await db.applications.get(closed.id))?.status).toBe('rejected');
  });
});
