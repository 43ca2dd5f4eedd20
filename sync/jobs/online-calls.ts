/**
 * What job administrators do online (spec part 2 section 2, Jobs): the job form, publish and
 * draft, delete, answering applicants, and the lists their screens show (cached reads).
 */
import * as v from 'valibot';
import {
  type ApplicantFilter,
  type ApplicantStatusPayload,
  type ExtraInfoFilter,
  JOB_PATHS,
  Job,
  JobApplicant,
  JobDetail,
  type JobFormPayload,
  type JobStatus,
  paged,
  RecommendedTalent,
} from '../../contract';
import { onlineCall, onlineRead } from '../core/online/define';
import { withQuery } from '../core/online/query';

export const JOB_CALLS = {
  createJob: onlineCall({
    method: 'POST',
    path: (_: { payload: JobFormPayload }) => JOB_PATHS.list,
    body: ({ payload }) => payload,
    answer: JobDetail,
  }),
  updateJob: onlineCall({
    method: 'PATCH',
    path: ({ jobId }: { jobId: number; payload: JobFormPayload }) => JOB_PATHS.byId(jobId),
    body: ({ payload }) => payload,
    answer: JobDetail,
  }),
  setJobStatus: onlineCall({
    method: 'POST',
    path: ({ jobId }: { jobId: number; job_status: JobStatus }) => JOB_PATHS.status(jobId),
    body: ({ job_status }) => ({ job_status }),
    answer: JobDetail,
  }),
  deleteJob: onlineCall({
    method: 'DELETE',
    path: ({ jobId }: { jobId: number }) => JOB_PATHS.byId(jobId),
    answer: v.unknown(),
  }),
  respondToApplicant: onlineCall({
    method: 'POST',
    path: ({ jobId }: { jobId: number } & v.InferInput<typeof ApplicantStatusPayload>) =>
      JOB_PATHS.applicantStatus(jobId),
    body: ({ jobId: _, ...payload }) => payload,
    answer: JobApplicant,
  }),
  jobApplicants: onlineRead({
    path: ({ jobId, ...query }: { jobId: number; status: ApplicantFilter; page: number; page_size: number }) =>
      withQuery(JOB_PATHS.applications(jobId), query),
    answer: paged(JobApplicant),
  }),
  recommendedTalent: onlineRead({
    path: ({ filter, ...query }: { job_id: number; page: number; page_size: number; filter: ExtraInfoFilter }) =>
      withQuery(JOB_PATHS.recommended, {
        ...query,
        extra_info_filter: Object.keys(filter).length > 0 ? JSON.stringify(filter) : undefined,
      }),
    answer: paged(RecommendedTalent),
  }),
  /** An organization's jobs of every status, for its administrators. */
  organizationJobs: onlineRead({
    path: ({ group_id, page, page_size }: { group_id: number; page: number; page_size: number }) =>
      withQuery(JOB_PATHS.list, { group_id, view_all: true, page, page_size }),
    answer: paged(Job),
  }),
};
