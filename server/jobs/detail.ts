/**
 * One job as its caller sees it (contract JobDetail): the Job, its screening questions,
 * whether the caller administers it, the caller's application and the applicant counts.
 * Drafts are answered only to their administrators (null otherwise, i.e. 404).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { JobDetail } from '../../contract/job-applications';
import type { Db, Tx } from '../db/client';
import { jobs } from '../db/schema';
import { jobApplications } from '../groups/schema';
import { isJobAdmin } from './permissions';
import { createJobReader, type JobReader } from './reader';

const readers = new WeakMap<object, JobReader>();
const readerOf = (db: Db) => {
  let reader = readers.get(db);
  if (!reader) {
    reader = createJobReader(db);
    readers.set(db, reader);
  }
  return reader;
};

/** The job's id by its slug in the tenant (any status), or null. */
export async function jobIdBySlug(db: Db | Tx, tenantId: number, slug: string): Promise<number | null> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.tenantId, tenantId), eq(jobs.slug, slug)));
  return row?.id ?? null;
}

export async function jobDetailFor(
  db: Db,
  tenantId: number,
  callerId: number | null,
  jobId: number,
): Promise<JobDetail | null> {
  const [job] = await readerOf(db).byIds(tenantId, [jobId]);
  if (!job) return null;
  const isAdministrator = callerId !== null && (await isJobAdmin(db, tenantId, callerId, jobId));
  if (job.job_status !== 'approved' && !isAdministrator) return null;
  const [[row], counts, mine] = await Promise.all([
    db
      .select({ questions: jobs.questions })
      .from(jobs)
      .where(and(eq(jobs.tenantId, tenantId), eq(jobs.id, jobId))),
    db
      .select({ status: jobApplications.status, n: sql<number>`count(*)`.mapWith(Number) })
      .from(jobApplications)
      .where(and(eq(jobApplications.tenantId, tenantId), eq(jobApplications.jobId, jobId)))
      .groupBy(jobApplications.status),
    callerId === null
      ? Promise.resolve([])
      : db
          .select({ status: jobApplications.status })
          .from(jobApplications)
          .where(
            and(
              eq(jobApplications.tenantId, tenantId),
              eq(jobApplications.jobId, jobId),
              eq(jobApplications.userId, callerId),
            ),
          ),
  ]);
  const count = (status: string) => counts.find((c) => c.status === status)?.n ?? 0;
  return {
    ...job,
    extra_info: { questions: row?.questions ?? [] },
    is_administrator: isAdministrator,
    status: mine[0]?.status ?? null,
    accepted_members_count: count('accepted'),
    pending_members_count: count('pending'),
    rejected_members_count: count('rejected'),
  };
}
