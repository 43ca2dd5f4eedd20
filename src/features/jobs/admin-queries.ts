/**
 * Lists only a job's administrators see (spec part 2 section 2, Jobs): online reads stored
 * in db.onlineCache by the worker and read back through live queries, so they stay on
 * screen offline with the time they were fetched.
 */
import type { ApplicantFilter, ExtraInfoFilter } from '../../../contract';
import { useOnlineRead } from '../sync/use-online-read';

export function useJobApplicants(jobId: number, status: ApplicantFilter, page: number, pageSize: number) {
  return useOnlineRead('jobApplicants', { jobId, status, page, page_size: pageSize });
}

export function useRecommendedTalent(jobId: number, filter: ExtraInfoFilter, page: number, pageSize: number) {
  return useOnlineRead('recommendedTalent', { job_id: jobId, page, page_size: pageSize, filter });
}

/** An organization's jobs of every status; nothing while no organization is known. */
export function useOrganizationJobs(organizationId: number | undefined, page: number, pageSize: number) {
  return useOnlineRead(
    'organizationJobs',
    organizationId ? { group_id: organizationId, page, page_size: pageSize } : null,
  );
}
