/**
 * Jobs fetched again through the worker on request, into the device's tables the screens
 * read. Apart from the apply mutations (job-mutations.ts), so the board loads neither the
 * apply flow nor its file handling.
 */
import { syncClient } from '../sync/sync-client';

/** After an administrator's call changed a job: fetch it again into db.jobDetails (and db.jobs when published). */
export async function refreshJob(slug: string): Promise<void> {
  await syncClient().jobs.bySlug(slug);
}

/** Fetches again the board's jobs the storage budget evicted from this device. */
export function downloadTrimmedJobs(): Promise<'ready' | 'offline' | 'failed'> {
  return syncClient().jobs.trimmed();
}
