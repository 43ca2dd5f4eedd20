/**
 * The jobs area of the sync worker against the real server (real app, real PGlite with the
 * demo seed): a job by slug, applying with a new resume uploaded first, a refused apply,
 * withdrawing, and the member's applications from the bootstrap and the feed.
 */
import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '../../contract';
import { getMeta } from '../core/db';
import { mutate, needsAttention } from '../core/outbox';
import { pull } from '../core/pull';
import { pushOutbox } from '../core/push';
import { storeTestPdf } from '../testing/fixtures';
import { realServerFile } from '../testing/real-server';
import { createJobs } from './jobs-detail';

const { device } = realServerFile();

describe('jobs over the real server', { timeout: 60_000 }, () => {
  it('finds a job by slug anonymously; a draft is missing to a member', async () => {
    const { db, ctx } = await device(null);
    const jobs = createJobs(ctx);
    expect(await jobs.bySlug('product-analyst')).toBe('ready');
    const job = await db.jobDetails.where('slug').equals('product-analyst').first();
    expect(job).toMatchObject({ title: 'Product Analyst', status: null, is_administrator: false });
    expect(job?.extra_info.questions).toHaveLength(2);
    expect(await jobs.bySlug('data-platform-engineer-draft')).toBe('missing');
  });

  it('applies with a new resume uploaded first, is refused on a closed job, and withdraws', async () => {
    const { db, ctx } = await device('member@example.org');
    await pull(ctx, { withMeta: true });
    const jobs = createJobs(ctx);
    expect(await jobs.bySlug('product-analyst')).toBe('ready');
    const job = (await db.jobDetails.where('slug').equals('product-analyst').first())!;
    const [why, years] = job.extra_info.questions;
    await storeTestPdf(db, 'cv', '%PDF-1.4\n%resume\n', 'resume.pdf');
    const answers = [
      { question_id: why!.id, value: 'I like products' },
      { question_id: years!.id, value: '2-4' },
    ];
    await mutate(db, 'job.apply', { jobId: job.id, jobSlug: job.slug, answers, resumeFileId: 'cv' });
    expect((await db.applications.get(job.id))?.status).toBe('pending');
    expect(await pushOutbox(ctx)).toEqual({ kind: 'done' });
    expect(await needsAttention(db)).toEqual([]);
    expect(await db.applications.get(job.id)).toMatchObject({ status: 'pending', job_slug: 'product-analyst' });
    expect((await getMeta(db, 'profile'))?.resume?.name).toBe('resume.pdf');
    await pull(ctx, { withMeta: false });
    expect((await db.applications.get(job.id))?.status).toBe('pending');
    expect(await jobs.bySlug('product-analyst')).toBe('ready');
    expect((await db.jobDetails.get(job.id))?.status).toBe('pending');

    // Applying twice is refused by the server: rolled back to the pending row with its message.
    await mutate(db, 'job.apply', { jobId: job.id, jobSlug: job.slug, answers });
    await pushOutbox(ctx);
    expect((await needsAttention(db)).map((entry) => entry.error)).toEqual([JOB_MESSAGES.alreadyApplied]);
    expect((await db.applications.get(job.id))?.status).toBe('pending');

    expect(await jobs.bySlug('junior-analyst-closed')).toBe('ready');
    const closed = (await db.jobDetails.where('slug').equals('junior-analyst-closed').first())!;
    await mutate(db, 'job.apply', { jobId: closed.id, jobSlug: closed.slug, answers: [] });
    await pushOutbox(ctx);
    expect(await db.applications.get(closed.id)).toBeUndefined();
    expect((await needsAttention(db)).map((entry) => entry.error).at(-1)).toBe(JOB_MESSAGES.closed);

    await mutate(db, 'job.unapply', { jobId: job.id });
    expect(await db.applications.get(job.id)).toBeUndefined();
    expect(await pushOutbox(ctx)).toEqual({ kind: 'done' });
    await pull(ctx, { withMeta: false });
    expect(await db.applications.get(job.id)).toBeUndefined();
    expect(await jobs.bySlug('product-analyst')).toBe('ready');
    expect((await db.jobDetails.get(job.id))?.status).toBeNull();
  });
});
