// Small pieces the job-administration screens share: the job's page and a quiet refresh.
import { refreshJob } from '../../fetches';

export const jobPath = (slug: string) => `/job/${slug}`;

/** Fetch a changed job again into Dexie; a failure leaves the stored copy (never throws). */
export function refreshJobQuietly(slug: string): Promise<void> {
  return Promise.resolve()
    .then(() => refreshJob(slug))
    .catch(() => undefined);
}
