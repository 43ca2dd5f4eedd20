/**
 * Publishing jobs and applying to them (spec part 2 sections 3, 4, 5, 7, 8 for jobs): the
 * job form and its rules, the job as its administrator and an applicant see it, the
 * application state machine's shapes, applicants, recommended talent, call paths and the
 * catalogue's job messages.
 */
import * as v from 'valibot';
import { endpoint } from './endpoint';
import { JoinQuestion } from './groups';
import { Id, IdArray, IdQueryParam, isRowId } from './ids';
import { APPLICANT_FILTERS, Job, JobLocation, JobStatus, JobType, MyListQuery } from './jobs';
import { firstValues, PageParam, PageSizeParam, paged } from './paging';

export const APPLICATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export const ApplicationStatus = v.picklist(APPLICATION_STATUSES);
export type ApplicationStatus = v.InferOutput<typeof ApplicationStatus>;
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Applied',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

export const JOB_FORM_MESSAGES = {
  required: 'Required',
  requirementsMax: 'Maximum of 4000 characters',
  skillsMax: 'Maximum 7 skills',
  addressRequired: 'Required',
  closeBeforeOpen: 'Application close date must be after the open date',
} as const;

export const JOB_REQUIREMENTS_MAX = 4000;
export const JOB_SKILLS_MAX = 7;
export const APPLICANTS_PAGE = 12;
export const GROUP_JOBS_PAGE_SIZE = 12;
export const RECOMMENDED_TALENT_PAGE = 12;
const DAY_MS = 86_400_000;

const isoDate = v.nullable(v.pipe(v.string(), v.isoTimestamp()));
const ids = IdArray;

/** POST /api/v1/jobs/ and PATCH /api/v1/jobs/{id}/ (PATCH takes any subset). job_status pending = draft. */
export const JobFormPayload = v.object({
  group: Id,
  title: v.pipe(v.string(), v.trim(), v.maxLength(200)),
  description: v.string(),
  requirements: v.optional(v.string(), ''),
  job_type: JobType,
  job_location: JobLocation,
  address: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500))), null),
  application_open_date: v.optional(isoDate, null),
  application_close_date: v.optional(isoDate, null),
  skills: v.optional(ids, []),
  countries: v.optional(v.array(v.string()), []),
  career_stages: v.optional(ids, []),
  questions: v.optional(v.pipe(v.array(JoinQuestion), v.maxLength(50)), []),
  job_status: v.optional(JobStatus, 'pending'),
});
export type JobFormPayload = v.InferOutput<typeof JobFormPayload>;
export type JobFormErrors = Partial<Record<keyof JobFormPayload, string>>;

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/** The job form's rules (part 2 section 5, Job); empty when valid. */
export function jobFormErrors(form: JobFormPayload): JobFormErrors {
  const errors: JobFormErrors = {};
  if (blank(form.title)) errors.title = JOB_FORM_MESSAGES.required;
  if (blank(form.description)) errors.description = JOB_FORM_MESSAGES.required;
  if (form.requirements.length > JOB_REQUIREMENTS_MAX) errors.requirements = JOB_FORM_MESSAGES.requirementsMax;
  if (form.skills.length > JOB_SKILLS_MAX) errors.skills = JOB_FORM_MESSAGES.skillsMax;
  if (form.job_location !== 'remote' && blank(form.address)) errors.address = JOB_FORM_MESSAGES.addressRequired;
  const { application_open_date: open, application_close_date: close } = form;
  if (open && close && Date.parse(close) < Date.parse(open))
    errors.application_close_date = JOB_FORM_MESSAGES.closeBeforeOpen;
  return errors;
}

/** What is stored: the address cleared for remote jobs, a missing close date one day from `now`. */
export function normalizeJobForm(form: JobFormPayload, now: number): JobFormPayload {
  return {
    ...form,
    address: form.job_location === 'remote' ? null : form.address,
    application_close_date: form.application_close_date ?? new Date(now + DAY_MS).toISOString(),
  };
}

/** The caller's view of one job: GET /api/v1/jobs/slug/{slug}/ and /jobs/{id}/ add these to Job. */
export const JobDetail = v.object({
  ...Job.entries,
  extra_info: v.object({ questions: v.array(JoinQuestion) }),
  /** The caller administers the job (admin of its organization, or staff). */
  is_administrator: v.boolean(),
  /** The caller's application, null when none. */
  status: v.nullable(ApplicationStatus),
  accepted_members_count: v.number(),
  pending_members_count: v.number(),
  rejected_members_count: v.number(),
});
export type JobDetail = v.InferOutput<typeof JobDetail>;

/** The form's values for an existing job (the edit dialog starts from these; PATCH merges over them). */
export function jobFormOf(job: JobDetail): JobFormPayload {
  return {
    group: job.group.id,
    title: job.title,
    description: job.description,
    requirements: job.requirements,
    job_type: job.job_type,
    job_location: job.job_location,
    address: job.address,
    application_open_date: job.application_open_date,
    application_close_date: job.application_close_date,
    skills: job.skills,
    countries: job.countries,
    career_stages: job.career_stages,
    questions: job.extra_info.questions,
    job_status: job.job_status,
  };
}

export const JobAnswer = v.object({
  question_id: v.string(),
  value: v.pipe(v.string(), v.maxLength(4000)),
  file_id: v.optional(v.nullable(Id)),
});

/** POST /api/v1/jobs/{id}/apply/: the resume is the profile's unless an uploaded file id is given. */
export const ApplyPayload = v.object({
  answers: v.optional(v.array(JobAnswer), []),
  resume: v.optional(v.nullable(Id), null),
});
export type ApplyPayload = v.InferInput<typeof ApplyPayload>;

/** The member's own application (the change feed's 'job_application' entity, keyed by String(job_id)). */
export const JobApplication = v.object({
  job_id: v.number(),
  job_slug: v.string(),
  status: ApplicationStatus,
  created_at: v.string(),
  updated_at: v.string(),
});
export type JobApplication = v.InferOutput<typeof JobApplication>;

/** The person on an applicant's or a recommended talent's card. */
const TalentCard = v.object({
  id: v.number(),
  name: v.string(),
  image: v.nullable(v.string()),
  name_slug: v.string(),
  institution_name: v.nullable(v.string()),
});

/** An applicant as the job's administrator sees them (part 2 section 3, Job applicant). */
export const JobApplicant = v.object({
  ...TalentCard.entries,
  status: ApplicationStatus,
  reason: v.nullable(v.string()),
  resume_url: v.nullable(v.string()),
  answers: v.array(v.object({ ...JobAnswer.entries, label: v.string(), file_url: v.optional(v.nullable(v.string())) })),
  applied_at: v.string(),
});
export type JobApplicant = v.InferOutput<typeof JobApplicant>;

/** Recommended talent: a person with the reason they were chosen. */
export const RecommendedTalent = v.object({ ...TalentCard.entries, reason: v.string() });
export type RecommendedTalent = v.InferOutput<typeof RecommendedTalent>;

/** GET /api/v1/jobs/{id}/applications/. */
export const ApplicationsQuery = v.object({
  status: v.optional(v.picklist(APPLICANT_FILTERS), 'accepted'),
  page: PageParam,
  page_size: PageSizeParam(APPLICANTS_PAGE, 100),
});

/** POST /api/v1/jobs/{id}/applications/status/: accept or reject a pending applicant. */
export const ApplicantStatusPayload = v.object({
  user_id: Id,
  status: v.picklist(['accepted', 'rejected']),
  reason: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
});

/** GET /api/v1/jobs/recommended-applicants/ (job_id, group_from_user_to_be_included, extra_info_filter JSON). */
export const RecommendedQuery = firstValues(
  v.object({
    job_id: IdQueryParam,
    /** A group id, or blank for none. */
    group_from_user_to_be_included: v.optional(
      v.pipe(
        v.string(),
        v.check((raw) => raw.trim() === '' || isRowId(Number(raw)), 'Enter a valid group id.'),
      ),
    ),
    extra_info_filter: v.optional(v.string()),
    page: PageParam,
    page_size: PageSizeParam(RECOMMENDED_TALENT_PAGE, 50),
  }),
);
export const ExtraInfoFilter = v.object({
  uni_batch: v.optional(v.string()),
  department: v.optional(v.string()),
  affiliation: v.optional(v.string()),
});
export type ExtraInfoFilter = v.InferOutput<typeof ExtraInfoFilter>;

export const JobStatusPayload = v.object({ job_status: JobStatus });

/** GET /api/v1/jobs/{id}/export-job-membership/: every applicant unless a status is given. */
export const ExportApplicantsQuery = v.object({ status: v.optional(v.picklist(APPLICANT_FILTERS), 'all') });

/**
 * Publishing jobs and applying to them. Job ids are checked by each handler (a 404 like
 * DRF's, never a 400), and so are the inputs read only once the job is known to be the
 * caller's to manage (the status, the applicant lists), so a stranger learns nothing from
 * a 400. The job form merges over the stored job and its questions get ids before
 * JobFormPayload reads it, so its handlers read it too.
 */
export const JOB_APPLICATION_ENDPOINTS = {
  /** Body JobFormPayload. */
  createJob: endpoint({ method: 'POST', path: '/api/v1/jobs/', output: JobDetail, auth: 'token' }),
  /** Body: any part of JobFormPayload. */
  updateJob: endpoint({ method: 'PATCH', path: '/api/v1/jobs/:id{[0-9]+}/', output: JobDetail, auth: 'token' }),
  deleteJob: endpoint({ method: 'DELETE', path: '/api/v1/jobs/:id{[0-9]+}/', auth: 'token' }),
  /** Body JobStatusPayload: Publish / Convert to Draft. */
  jobStatus: endpoint({ method: 'POST', path: '/api/v1/jobs/:id{[0-9]+}/status/', output: JobDetail, auth: 'token' }),
  apply: endpoint({
    method: 'POST',
    path: '/api/v1/jobs/:id/apply/',
    body: ApplyPayload,
    output: JobApplication,
    auth: 'token',
  }),
  unapply: endpoint({ method: 'POST', path: '/api/v1/jobs/:id/unapply/', auth: 'token', batch: true }),
  /** Query ApplicationsQuery. */
  applicants: endpoint({
    method: 'GET',
    path: '/api/v1/jobs/:id/applications/',
    output: paged(JobApplicant),
    auth: 'token',
  }),
  applicantStatus: endpoint({
    method: 'POST',
    path: '/api/v1/jobs/:id/applications/status/',
    body: ApplicantStatusPayload,
    output: JobApplicant,
    auth: 'token',
  }),
  /** Query ExportApplicantsQuery; answers text/csv. */
  exportApplicants: endpoint({ method: 'GET', path: '/api/v1/jobs/:id/export-job-membership/', auth: 'token' }),
  recommended: endpoint({
    method: 'GET',
    path: '/api/v1/jobs/recommended-applicants/',
    query: RecommendedQuery,
    output: paged(RecommendedTalent),
    auth: 'token',
  }),
  myApplications: endpoint({
    method: 'GET',
    path: '/api/v1/jobs/applications/mine/',
    query: MyListQuery,
    output: paged(JobApplication),
    auth: 'token',
  }),
} as const;
