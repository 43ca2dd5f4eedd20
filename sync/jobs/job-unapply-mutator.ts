/**
 * 'job.unapply': withdraws a pending application (POST /api/v1/jobs/{id}/unapply/). Gone
 * from the screen at once; sent when the network allows; a refusal puts it back.
 */
import * as v from 'valibot';
import { JOB_APPLICATION_ENDPOINTS, JOB_MESSAGES, pathOf } from '../../contract';
import { defineMutator } from '../core/mutator-types';
import { withMessage } from '../groups/group-join-mutator';
import { type ApplicationUndo, restoreApplication, snapshotApplication } from './job-apply-mutator';

export const JobUnapplyArgs = v.object({
  jobId: v.pipe(v.number(), v.integer()),
});
export type JobUnapplyArgs = v.InferOutput<typeof JobUnapplyArgs>;

const unapplyPath = (jobId: number) => pathOf(JOB_APPLICATION_ENDPOINTS.unapply, { id: jobId });

export const jobUnapply = defineMutator<JobUnapplyArgs, ApplicationUndo>({
  name: 'job.unapply',
  version: 1,
  priority: 1,
  args: JobUnapplyArgs,
  tables: ['applications', 'meta'],
  key: () => null,
  async apply(db, args) {
    const undo = await snapshotApplication(db, args.jobId);
    await db.applications.delete(args.jobId);
    return undo;
  },
  async revert(db, undo) {
    await restoreApplication(db, undo);
  },
  request: (args) => ({ method: 'POST', path: unapplyPath(args.jobId), body: {} }),
  async send(ctx, args, idempotencyKey) {
    const outcome = await ctx.api.request('POST', unapplyPath(args.jobId), { body: {}, idempotencyKey });
    return withMessage(outcome, JOB_MESSAGES.couldNotUnapply);
  },
  async accepted(db, args) {
    await db.applications.delete(args.jobId);
  },
});
