/**
 * 'job.apply': applies to a job with the answers to its screening questions. On screen at
 * once as a pending application; sent exactly once when the network allows. A resume
 * chosen now is uploaded first as the profile's resume, then file answers, then
 * POST /api/v1/jobs/{id}/apply/ without `resume` (the profile's is used). A refusal rolls
 * back; the typed answers stay in the entry's args for a Retry from the needs-attention list.
 */
import * as v from 'valibot';
import {
  JOB_APPLICATION_ENDPOINTS,
  JOB_MESSAGES,
  JobAnswer,
  type JobApplication,
  JobApplication as JobApplicationSchema,
  pathOf,
} from '../../contract';
import { uploadAnswerFile, uploadAnswers } from '../ama/answer-files';
import type { PortalDb } from '../core/db';
import { defineMutator } from '../core/mutator-types';
import { withMessage } from '../groups/group-join-mutator';
import { APPLICATIONS_LOADED } from './jobs-detail';

export const JobApplyArgs = v.object({
  jobId: v.pipe(v.number(), v.integer()),
  jobSlug: v.string(),
  answers: v.array(
    // A file answer names its local file until it is uploaded (the contract's file_id is the server's).
    v.object({ ...v.pick(JobAnswer, ['question_id', 'value']).entries, fileId: v.optional(v.string()) }),
  ),
  resumeFileId: v.optional(v.string()),
});
export type JobApplyArgs = v.InferOutput<typeof JobApplyArgs>;

/** What an apply or unapply replaced: the member's application row (db.applications is its only record). */
export interface ApplicationUndo {
  jobId: number;
  previous: JobApplication | null;
}

export async function snapshotApplication(db: PortalDb, jobId: number): Promise<ApplicationUndo> {
  const previous = (await db.applications.get(jobId)) ?? null;
  return { jobId, previous };
}

export async function restoreApplication(db: PortalDb, undo: ApplicationUndo): Promise<void> {
  if (undo.previous) await db.applications.put(undo.previous);
  else await db.applications.delete(undo.jobId);
  // The server's row may have changed while this waited (its feed entry was held off): reload on the next pull.
  await db.meta.delete(APPLICATIONS_LOADED);
}

function fileIdsOf(args: JobApplyArgs): string[] {
  const ids = args.answers.flatMap((answer) => (answer.fileId ? [answer.fileId] : []));
  return args.resumeFileId ? [args.resumeFileId, ...ids] : ids;
}

const applyPath = (jobId: number) => pathOf(JOB_APPLICATION_ENDPOINTS.apply, { id: jobId });

export const jobApply = defineMutator<JobApplyArgs, ApplicationUndo>({
  name: 'job.apply',
  version: 1,
  priority: 1,
  args: JobApplyArgs,
  tables: ['applications', 'files', 'meta'],
  key: () => null,
  async apply(db, args) {
    const undo = await snapshotApplication(db, args.jobId);
    for (const fileId of fileIdsOf(args)) await db.files.update(fileId, { error: null });
    const now = new Date().toISOString();
    await db.applications.put({
      job_id: args.jobId,
      job_slug: args.jobSlug,
      status: 'pending',
      created_at: undo.previous?.created_at ?? now,
      updated_at: now,
    });
    return undo;
  },
  async revert(db, undo) {
    // The files stay for a retry from the needs-attention list.
    await restoreApplication(db, undo);
  },
  request: (args) => ({ method: 'POST', path: applyPath(args.jobId), body: args }),
  async send(ctx, args, idempotencyKey) {
    const fallback = JOB_MESSAGES.couldNotApply;
    if (args.resumeFileId) {
      const upload = await uploadAnswerFile(ctx, args.resumeFileId, 'resume', `${idempotencyKey}:resume`, fallback);
      if (upload.kind === 'stop') return upload.outcome;
    }
    const uploaded = await uploadAnswers(ctx, args.answers, idempotencyKey, fallback);
    if (uploaded.kind === 'stop') return uploaded.outcome;
    const { answers } = uploaded;
    const outcome = await ctx.api.request('POST', applyPath(args.jobId), {
      body: { answers },
      idempotencyKey,
    });
    return withMessage(outcome, fallback);
  },
  async accepted(db, args, body) {
    const parsed = v.safeParse(JobApplicationSchema, body);
    if (parsed.success) await db.applications.put(parsed.output);
    await db.files.bulkDelete(fileIdsOf(args));
  },
});
