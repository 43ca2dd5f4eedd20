/**
 * The member's own job applications: the change feed's 'job_application' entity
 * and the bootstrap of GET /api/v1/jobs/applications/mine/ into db.applications (the only
 * record of the member's application: screens never read a job's own `status`). An apply or unapply still queued
 * for a job keeps its optimistic row: the member's unsent change wins.
 */
import { type Change, JOB_APPLICATION_ENDPOINTS, JobApplication, pathOf } from '../../contract';
import { failureStep } from '../bootstrap/bootstrap';
import { assertSession, type StepOutcome, type SyncContext } from '../core/context';
import type { PortalDb } from '../core/db';
import { getAll } from '../core/lists';
import { APPLICATIONS_LOADED, hasPendingApplication } from './jobs-detail';

type ApplicationChange = Extract<Change, { entity: 'job_application' }>;

/** One 'job_application' change (inside the pull's page transaction: applications, jobDetails, outbox). */
export async function applyApplicationChange(db: PortalDb, change: ApplicationChange): Promise<void> {
  const jobId = Number(change.id);
  if (!Number.isInteger(jobId) || (await hasPendingApplication(db, jobId))) return;
  if (change.op === 'upsert') await db.applications.put(change.data);
  else await db.applications.delete(jobId);
}

export async function applicationsLoaded(db: PortalDb): Promise<boolean> {
  return (await db.meta.get(APPLICATIONS_LOADED)) !== undefined;
}

/** GET /api/v1/jobs/applications/mine/ (every page) into db.applications, with the meta flag. */
export async function bootstrapApplications(ctx: SyncContext): Promise<StepOutcome> {
  const { db } = ctx;
  const mine = await getAll(
    ctx.api,
    `${pathOf(JOB_APPLICATION_ENDPOINTS.myApplications)}?page=1&page_size=50`,
    JobApplication,
  );
  if (mine.kind !== 'data') return failureStep(mine);
  await db.transaction('rw', [db.meta, db.outbox, db.applications], async () => {
    await assertSession(db);
    const byJob = new Map(mine.data.map((row) => [row.job_id, row]));
    for (const jobId of await db.applications.toCollection().primaryKeys()) {
      if (byJob.has(jobId) || (await hasPendingApplication(db, jobId))) continue;
      await db.applications.delete(jobId);
    }
    for (const row of mine.data) {
      if (await hasPendingApplication(db, row.job_id)) continue;
      await db.applications.put(row);
    }
    await db.meta.put({ key: APPLICATIONS_LOADED, value: true });
  });
  return { kind: 'done' };
}
