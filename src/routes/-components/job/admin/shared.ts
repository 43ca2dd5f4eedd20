// Small pieces the job-administration screens share: the job's page, a quiet refresh and the certified organizations.
import { refreshJob } from '../../../../features/jobs/job-mutations';
import { type AdminOrg, fetchAdminOrganizations } from '../../group-admin/admin-organizations';

export const jobPath = (slug: string) => `/job/${slug}`;

/** Fetch a changed job again into Dexie; a failure leaves the stored copy (never throws). */
export function refreshJobQuietly(slug: string): Promise<void> {
  return Promise.resolve()
    .then(() => refreshJob(slug))
    .catch(() => undefined);
}

/** The certified organizations the caller administers (who may create jobs, part 2 section 6). */
export async function fetchCertifiedOrganizations(): Promise<AdminOrg[] | null> {
  const found = await fetchAdminOrganizations();
  return found ? found.filter((organization) => organization.is_certified) : null;
}
