/**
 * The job application state machine (spec part 2 section 4, Job): none -> pending on
 * apply; a pending application can be withdrawn (deleted) or accepted / rejected by the
 * job's administrator. A rejected applicant may not apply again. Every change appends a
 * user-scoped 'job_application' change row for the applicant in the same transaction and
 * pokes their sockets after the commit. Reads live in applications-read.ts.
 */
import { and, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  ApplicantStatusPayload,
  ApplyPayload,
  JobApplicant,
  JobApplication,
} from '../../contract/job-applications';
import { JOB_MESSAGES } from '../../contract/job-messages';
import type { AppDeps } from '../app-env';
import { memberDataCommitted } from '../changes/committed';
import { appendChanges } from '../changes/log';
import type { Db, Tx } from '../db/client';
import { type GroupRow, type JobRow, jobRowColumns, jobs } from '../db/schema';
import { checkAnswers, MEMBERSHIP_MESSAGES } from '../groups/membership-answers';
import { jobApplications } from '../groups/schema';
import { HttpError, notFound } from '../http/errors';
import { profiles, uploads } from '../profiles/schema';
import { mediaUrl } from '../uploads/serialize';
import { applicantsOf, toJobApplication } from './applications-read';
import { requireJobAdmin } from './permissions';

export type ApplicationDeps = Pick<AppDeps, 'db' | 'hub'>;
export interface Actor {
  tenantId: number;
  userId: number;
}
export type ApplicationRow = typeof jobApplications.$inferSelect;

const refused = (message: string) => new HttpError(400, { non_field_errors: [message] });

export async function loadJob(db: Db | Tx, tenantId: number, jobId: number): Promise<JobRow> {
  const [job] = await db
    .select(jobRowColumns)
    .from(jobs)
    .where(and(eq(jobs.tenantId, tenantId), eq(jobs.id, jobId)));
  if (!job) throw notFound();
  return job;
}

async function applicationOf(db: Db | Tx, jobId: number, userId: number): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.userId, userId)));
  return row ?? null;
}

const applicationChange = (actor: Actor, jobId: number, op: 'upsert' | 'delete') => ({
  tenantId: actor.tenantId,
  userId: actor.userId,
  entity: 'job_application' as const,
  entityId: String(jobId),
  op,
});

/** Why the job takes no application now, or null. */
function windowRefusal(job: JobRow, now: number): string | null {
  if (job.jobStatus !== 'approved') return JOB_MESSAGES.notPublished;
  if (job.applicationOpenDate && job.applicationOpenDate.getTime() > now) return JOB_MESSAGES.notOpenYet;
  if (job.applicationCloseDate && job.applicationCloseDate.getTime() < now) return JOB_MESSAGES.closed;
  return null;
}

/** The resume URL sent with the application: the caller's upload if named, else the profile's resume. */
async function resumeOf(tx: Tx, actor: Actor, fileId: number | null): Promise<string | null> {
  if (fileId !== null) {
    const [own] = await tx
      .select({ key: uploads.key })
      .from(uploads)
      .where(and(eq(uploads.tenantId, actor.tenantId), eq(uploads.userId, actor.userId), eq(uploads.id, fileId)));
    if (!own) throw new HttpError(400, { resume: [MEMBERSHIP_MESSAGES.notYourFile] });
    return mediaUrl(own.key);
  }
  const [profile] = await tx
    .select({ key: uploads.key })
    .from(profiles)
    .innerJoin(uploads, eq(uploads.id, profiles.resumeId))
    .where(and(eq(profiles.tenantId, actor.tenantId), eq(profiles.userId, actor.userId)));
  return profile ? mediaUrl(profile.key) : null;
}

/** POST /jobs/{id}/apply/: none -> pending. */
export async function applyToJob(
  deps: ApplicationDeps,
  actor: Actor,
  jobId: number,
  payload: v.InferOutput<typeof ApplyPayload>,
): Promise<JobApplication> {
  const result = await deps.db.transaction(async (tx) => {
    const job = await loadJob(tx, actor.tenantId, jobId);
    const refusal = windowRefusal(job, Date.now());
    if (refusal) throw refused(refusal);
    if (await applicationOf(tx, job.id, actor.userId)) throw refused(JOB_MESSAGES.alreadyApplied);
    // The group answer checks read only the questions; a job carries them in `questions`.
    const asGroup = { extraInfo: { is_external: false, external_link: null, questions: job.questions } };
    const { stored, errors } = await checkAnswers(
      tx,
      actor,
      asGroup as Pick<GroupRow, 'extraInfo'> as GroupRow,
      payload.answers,
    );
    const resumeUrl = await resumeOf(tx, actor, payload.resume ?? null);
    const body: Record<string, string[]> = { ...errors };
    if (resumeUrl === null) body['non_field_errors'] = [JOB_MESSAGES.resumeRequired];
    if (Object.keys(body).length > 0) throw new HttpError(400, body);
    const [row] = await tx
      .insert(jobApplications)
      .values({ tenantId: actor.tenantId, jobId: job.id, userId: actor.userId, answers: stored, resumeUrl })
      .onConflictDoNothing()
      .returning();
    if (!row) throw refused(JOB_MESSAGES.alreadyApplied);
    await appendChanges(tx, [applicationChange(actor, job.id, 'upsert')]);
    return toJobApplication(row, job.slug);
  });
  memberDataCommitted(deps, actor.tenantId, actor.userId);
  return result;
}

/** POST /jobs/{id}/unapply/: pending -> none. */
export async function unapplyFromJob(deps: ApplicationDeps, actor: Actor, jobId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const job = await loadJob(tx, actor.tenantId, jobId);
    const row = await applicationOf(tx, job.id, actor.userId);
    if (!row) throw refused(JOB_MESSAGES.notApplied);
    if (row.status !== 'pending') throw refused(JOB_MESSAGES.notPending);
    await tx.delete(jobApplications).where(eq(jobApplications.id, row.id));
    await appendChanges(tx, [applicationChange(actor, job.id, 'delete')]);
  });
  memberDataCommitted(deps, actor.tenantId, actor.userId);
}

/** POST /jobs/{id}/applications/status/: the job's administrator accepts or rejects a pending applicant. */
export async function setApplicantStatus(
  deps: ApplicationDeps,
  actor: Actor,
  jobId: number,
  payload: v.InferOutput<typeof ApplicantStatusPayload>,
): Promise<JobApplicant> {
  const job = await loadJob(deps.db, actor.tenantId, jobId);
  await requireJobAdmin(deps.db, actor.tenantId, actor.userId, job.id);
  const action = payload.status === 'accepted' ? 'accept' : 'reject';
  await deps.db.transaction(async (tx) => {
    const row = await applicationOf(tx, job.id, payload.user_id);
    if (row?.status !== 'pending') throw refused(JOB_MESSAGES.couldNotActOnApplicant(action));
    await tx
      .update(jobApplications)
      .set({ status: payload.status, reason: payload.reason.trim() || null, updatedAt: new Date() })
      .where(eq(jobApplications.id, row.id));
    await appendChanges(tx, [
      applicationChange({ tenantId: actor.tenantId, userId: payload.user_id }, job.id, 'upsert'),
    ]);
  });
  memberDataCommitted(deps, actor.tenantId, payload.user_id);
  const [applicant] = await applicantsOf(deps.db, job, { userIds: [payload.user_id] });
  if (!applicant) throw notFound();
  return applicant;
}
