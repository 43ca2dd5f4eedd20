/**
 * Job details, the member's applications, applicants and recommended talent as the UI
 * reads them (issue 6). SEAM between the sync helper (implements) and the screens (use):
 * the signatures are agreed. Reads come from Dexie (db.jobDetails, db.applications); the
 * hooks ask the worker to fetch when online and the live queries re-render.
 */
import type {
  ApplicantFilter,
  ExtraInfoFilter,
  JobApplicant,
  JobApplication,
  JobDetail,
  RecommendedTalent,
} from '../../../contract';

export type JobDetailStatus = 'loading' | 'ready' | 'missing' | 'offline';
export type JobListStatus = 'loading' | 'done' | 'offline' | 'failed';

/** One job by slug from db.jobDetails, fetched by GET /api/v1/jobs/slug/{slug}/ when online. */
export function useJobDetail(_slug: string): { job: JobDetail | null; status: JobDetailStatus } {
  throw new Error('useJobDetail: implemented by the sync work of issue 6');
}

/** The member's application to a job (optimistic while queued), null when none. */
export function useMyApplication(_jobId: number): JobApplication | null {
  throw new Error('useMyApplication: implemented by the sync work of issue 6');
}

/** True while an apply or unapply of this job waits in the outbox. */
export function usePendingApplication(_jobId: number): boolean {
  throw new Error('usePendingApplication: implemented by the sync work of issue 6');
}

/** A page of a job's applicants (job administrators; online). */
export function useApplicants(
  _jobId: number,
  _filter: ApplicantFilter,
  _page: number,
): { items: JobApplicant[]; count: number; status: JobListStatus; reload(): void } {
  throw new Error('useApplicants: implemented by the sync work of issue 6');
}

/** A page of recommended talent for a job (job administrators; online). */
export function useRecommendedTalent(
  _jobId: number,
  _filter: ExtraInfoFilter,
  _page: number,
): { items: RecommendedTalent[]; count: number; status: JobListStatus; message: string | null } {
  throw new Error('useRecommendedTalent: implemented by the sync work of issue 6');
}
