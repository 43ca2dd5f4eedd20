/**
 * Job details and the member's applications as the UI reads them; administrators'
 * lists (applicants, recommended talent) are fetched online by their screens (useOnlinePage).
 * Reads come from Dexie (db.jobDetails, db.applications); the hooks ask the worker to fetch when online and the live queries re-render.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { JobApplication, JobDetail } from '../../../contract';
import { APPLICATION_MUTATORS } from '../../../sync/jobs/jobs-detail';
import { db } from '../../db/db';
import { useNeedsAttention, usePendingEntries } from '../sync/queries';
import { syncClient } from '../sync/sync-client';
import { useFetchedRow } from '../sync/use-fetched-row';

export type JobDetailStatus = 'loading' | 'ready' | 'missing' | 'offline';

const stripJob = ({ seenAt: _seenAt, ...job }: JobDetail & { seenAt: number }): JobDetail => job;

const useStoredJob = (slug: string) => useLiveQuery(() => db.jobDetails.where('slug').equals(slug).first(), [slug]);

/** One job by slug from db.jobDetails, fetched by GET /api/v1/jobs/slug/{slug}/ when online. */
export function useJobDetail(slug: string): { job: JobDetail | null; status: JobDetailStatus } {
  const { row, status } = useFetchedRow(slug, useStoredJob(slug), (key) => syncClient().jobs.bySlug(key));
  return { job: row ? stripJob(row) : null, status };
}

/** The stored job only (no fetch): for the tabs under a layout that already fetches it with useJobDetail. */
export function useStoredJobDetail(slug: string): JobDetail | null {
  const row = useStoredJob(slug);
  return row ? stripJob(row) : null;
}

/** The member's application to a job (optimistic while queued), null when none. */
export function useMyApplication(jobId: number): JobApplication | null {
  return useLiveQuery(() => db.applications.get(jobId), [jobId]) ?? null;
}

/** True while an apply or unapply of this job waits in the outbox. */
export function usePendingApplication(jobId: number): boolean {
  return usePendingEntries().some(
    (entry) => APPLICATION_MUTATORS.has(entry.name) && (entry.args as { jobId?: unknown }).jobId === jobId,
  );
}

/**
 * The message of the latest refused apply or withdraw of this job while it waits in the
 * needs-attention list (Retry sends the typed answers again); null when there is none.
 */
export function useApplicationError(jobId: number): string | null {
  const latest = useNeedsAttention()
    .filter((entry) => APPLICATION_MUTATORS.has(entry.name) && (entry.args as { jobId?: unknown }).jobId === jobId)
    .at(-1);
  return latest?.error ?? null;
}
