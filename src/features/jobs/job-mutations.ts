/**
 * Applying to jobs. Apply and unapply are queued mutations (offline too); the administrators' calls
 * (create, edit, publish, delete, accept or reject applicants) are online JSON calls the
 * screens make through the worker's JOB_CALLS (sync/jobs/online-calls.ts).
 */
import type { JobDetail } from '../../../contract';
import { mutateWith } from '../../../sync/core/outbox';
import { jobApply } from '../../../sync/jobs/job-apply-mutator';
import { jobUnapply } from '../../../sync/jobs/job-unapply-mutator';
import { db } from '../../db/db';
import { type AnswerDraft, keepAnswerFiles } from '../sync/answer-drafts';
import { keepFile } from '../sync/keep-file';
import { saveHere } from '../sync/save-here';
import { sendQueued } from '../sync/send-queued';

export interface ApplyInput {
  answers: AnswerDraft[];
  /** A resume chosen now (kept in db.files until uploaded as the profile's resume, then the application is sent). */
  resumeFile?: File | null;
}

/** Queues 'job.apply': the application shows as pending at once and is sent exactly once when the network allows. */
export async function applyToJob(job: JobDetail, input: ApplyInput): Promise<void> {
  const answers = await keepAnswerFiles(input.answers);
  const resumeFileId = input.resumeFile ? await keepFile(input.resumeFile) : undefined;
  // The apply dialog tells the member when this throws (storage full included).
  await mutateWith(db, jobApply, {
    jobId: job.id,
    jobSlug: job.slug,
    answers,
    ...(resumeFileId ? { resumeFileId } : {}),
  });
  await sendQueued();
}

/** Queues 'job.unapply' (a pending application only). */
export async function unapplyFromJob(job: JobDetail): Promise<void> {
  await saveHere(jobUnapply, { jobId: job.id });
}
