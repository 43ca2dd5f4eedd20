/**
 * Writes of jobs (create, edit, publish / convert to draft, delete). Each appends the
 * tenant-wide 'job' change in its transaction (the feed answers an upsert for a published
 * job and a delete otherwise); the route calls jobsCommitted after commit.
 */
import { and, eq } from 'drizzle-orm';
import { bookmarkKey } from '../../contract/bookmarks';
import type { JobFormPayload } from '../../contract/job-applications';
import type { JobStatus } from '../../contract/jobs';
import { appendChanges, type ChangeRow } from '../changes/log';
import type { Db } from '../db/client';
import { freeSlug } from '../db/free-slug';
import { slugify } from '../db/prng';
import { bookmarks, jobs } from '../db/schema';
import { jobApplications } from '../groups/schema';

const date = (value: string | null) => (value ? new Date(value) : null);

/** The job columns a (normalized) form sets. */
function jobValuesOf(form: JobFormPayload) {
  return {
    groupId: form.group,
    title: form.title.trim(),
    description: form.description,
    requirements: form.requirements,
    jobType: form.job_type,
    jobLocation: form.job_location,
    address: form.address,
    jobStatus: form.job_status,
    applicationOpenDate: date(form.application_open_date),
    applicationCloseDate: date(form.application_close_date),
    skills: form.skills,
    countries: form.countries,
    careerStages: form.career_stages,
    questions: form.questions,
    updatedAt: new Date(),
  };
}

const jobChange = (tenantId: number, jobId: number, op: ChangeRow['op'] = 'upsert'): ChangeRow => ({
  tenantId,
  userId: null,
  entity: 'job',
  entityId: String(jobId),
  op,
});

/** Inserts the job (the form already validated and normalized); its id. */
export async function createJob(db: Db, tenantId: number, userId: number, form: JobFormPayload): Promise<number> {
  return db.transaction(async (tx) => {
    const slug = await freeSlug(tx, jobs, jobs.slug, tenantId, slugify(form.title) || 'job');
    const [row] = await tx
      .insert(jobs)
      .values({ ...jobValuesOf(form), tenantId, slug, createdBy: userId })
      .returning({ id: jobs.id });
    await appendChanges(tx, [jobChange(tenantId, row!.id)]);
    return row!.id;
  });
}

/** Replaces the job's form fields (the slug stays, so links keep working). */
export async function updateJob(db: Db, tenantId: number, jobId: number, form: JobFormPayload): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(jobs)
      .set(jobValuesOf(form))
      .where(and(eq(jobs.tenantId, tenantId), eq(jobs.id, jobId)));
    await appendChanges(tx, [jobChange(tenantId, jobId)]);
  });
}

/** Publish (approved) or convert to draft (pending). */
export async function setJobStatus(db: Db, tenantId: number, jobId: number, status: JobStatus): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(jobs)
      .set({ jobStatus: status, updatedAt: new Date() })
      .where(and(eq(jobs.tenantId, tenantId), eq(jobs.id, jobId)));
    await appendChanges(tx, [jobChange(tenantId, jobId)]);
  });
}

/**
 * Deletes the job, its applications and bookmarks; the applicants' own 'job_application'
 * rows and the bookmarks go from their devices by a user-scoped delete change each.
 * The ids of the applicants.
 */
export async function deleteJob(db: Db, tenantId: number, jobId: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(jobApplications)
      .where(and(eq(jobApplications.tenantId, tenantId), eq(jobApplications.jobId, jobId)))
      .returning({ userId: jobApplications.userId });
    const unbookmarked = await tx
      .delete(bookmarks)
      .where(and(eq(bookmarks.tenantId, tenantId), eq(bookmarks.type, 'job'), eq(bookmarks.objectId, jobId)))
      .returning({ userId: bookmarks.userId });
    await tx.delete(jobs).where(and(eq(jobs.tenantId, tenantId), eq(jobs.id, jobId)));
    const applicantIds = removed.map((row) => row.userId);
    await appendChanges(tx, [
      jobChange(tenantId, jobId, 'delete'),
      ...applicantIds.map(
        (userId): ChangeRow => ({
          tenantId,
          userId,
          entity: 'job_application',
          entityId: String(jobId),
          op: 'delete',
        }),
      ),
      ...unbookmarked.map(
        (row): ChangeRow => ({
          tenantId,
          userId: row.userId,
          entity: 'bookmark',
          entityId: bookmarkKey('job', jobId),
          op: 'delete',
        }),
      ),
    ]);
    return applicantIds;
  });
}
