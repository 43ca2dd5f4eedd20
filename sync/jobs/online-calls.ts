/**
 * What job administrators do online (spec part 2 section 2, Jobs): the job form, publish and
 * draft, delete, answering applicants, and the lists their screens show (cached reads).
 */
import * as v from 'valibot';
import {
  type ApplicantFilter,
  JOB_APPLICATION_ENDPOINTS as ENDPOINTS,
  type ExtraInfoFilter,
  JOB_ENDPOINTS,
  type JobFormPayload,
  type JobStatus,
  pathOf,
} from '../../contract';
import { onlineCall, onlineRead } from '../core/online/define';
import { withQuery } from '../core/online/query';

export const JOB_CALLS = {
  createJob: onlineCall({
    method: 'POST',
    path: (_: { payload: JobFormPayload }) => pathOf(ENDPOINTS.createJob),
    body: ({ payload }) => payload,
    answer: ENDPOINTS.createJob.output,
  }),
  updateJob: onlineCall({
    method: 'PATCH',
    path: ({ jobId }: { jobId: number; payload: JobFormPayload }) => pathOf(ENDPOINTS.updateJob, { id: jobId }),
    body: ({ payload }) => payload,
    answer: ENDPOINTS.updateJob.output,
  }),
  setJobStatus: onlineCall({
    method: 'POST',
    path: ({ jobId }: { jobId: number; job_status: JobStatus }) => pathOf(ENDPOINTS.jobStatus, { id: jobId }),
    body: ({ job_status }) => ({ job_status }),
    answer: ENDPOINTS.jobStatus.output,
  }),
  deleteJob: onlineCall({
    method: 'DELETE',
    path: ({ jobId }: { jobId: number }) => pathOf(ENDPOINTS.deleteJob, { id: jobId }),
    answer: v.unknown(),
  }),
  respondToApplicant: onlineCall({
    method: 'POST',
    path: ({ jobId }: { jobId: number } & v.InferInput<typeof ENDPOINTS.applicantStatus.body>) =>
      pathOf(ENDPOINTS.applicantStatus, { id: jobId }),
    body: ({ jobId: _, ...payload }) => payload,
    answer: ENDPOINTS.applicantStatus.output,
  }),
  jobApplicants: onlineRead({
    path: ({ jobId, ...query }: { jobId: number; status: ApplicantFilter; page: number; page_size: number }) =>
      withQuery(pathOf(ENDPOINTS.applicants, { id: jobId }), query),
    answer: ENDPOINTS.applicants.output,
  }),
  recommendedTalent: onlineRead({
    path: ({ filter, ...query }: { job_id: number; page: number; page_size: number; filter: ExtraInfoFilter }) =>
      withQuery(pathOf(ENDPOINTS.recommended), {
        ...query,
        extra_info_filter: Object.keys(filter).length > 0 ? JSON.stringify(filter) : undefined,
      }),
    answer: ENDPOINTS.recommended.output,
  }),
  /** An organization's jobs of every status, for its administrators. */
  organizationJobs: onlineRead({
    path: ({ group_id, page, page_size }: { group_id: number; page: number; page_size: number }) =>
      withQuery(pathOf(JOB_ENDPOINTS.list), { group_id, view_all: true, page, page_size }),
    answer: JOB_ENDPOINTS.list.output,
  }),
};
