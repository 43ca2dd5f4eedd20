/**
 * Applying to jobs (issue 6). SEAM between the sync helper (implements) and the screens
 * (use). Apply and unapply are queued mutations (offline too); the administrators' calls
 * (create, edit, publish, delete, accept or reject applicants) are online JSON calls the
 * screens make with `callFor` (features/account/mutations.ts) and JOB_PATHS.
 */
import type { JobDetail } from '../../../contract';
import type { JoinAnswerDraft } from '../groups/mutations';

export interface ApplyInput {
  answers: JoinAnswerDraft[];
  /** A resume chosen now (kept in db.files until uploaded as the profile's resume, then the application is sent). */
  resumeFile?: File | null;
}

/** Queues 'job.apply': the application shows as pending at once and is sent exactly once when the network allows. */
export function applyToJob(_job: JobDetail, _input: ApplyInput): Promise<void> {
  throw new Error('applyToJob: implemented by the sync work of issue 6');
}

/** Queues 'job.unapply' (a pending application only). */
export function unapplyFromJob(_job: JobDetail): Promise<void> {
  throw new Error('unapplyFromJob: implemented by the sync work of issue 6');
}

/** After an administrator's call changed a job: fetch it again into db.jobDetails (and db.jobs when published). */
export function refreshJob(_slug: string): Promise<void> {
  throw new Error('refreshJob: implemented by the sync work of issue 6');
}
