import * as v from 'valibot';
import { endpoint } from './endpoint';
import { IdQueryParam, Named } from './ids';
import { firstValues, PageParam, PageSizeParam, paged } from './paging';

export const JOB_TYPES = ['project_based', 'full_time', 'part_time', 'internship'] as const;
export const JOB_LOCATIONS = ['hybrid', 'on_site', 'remote'] as const;
/** pending is a draft, approved is published (spec part 2 section 4, Job). */
export const JOB_STATUSES = ['pending', 'approved'] as const;

export const JobType = v.picklist(JOB_TYPES);
export const JobLocation = v.picklist(JOB_LOCATIONS);
export const JobStatus = v.picklist(JOB_STATUSES);
export type JobType = v.InferOutput<typeof JobType>;
export type JobLocation = v.InferOutput<typeof JobLocation>;
export type JobStatus = v.InferOutput<typeof JobStatus>;

export const JOB_TYPE_LABELS: Record<(typeof JOB_TYPES)[number], string> = {
  project_based: 'Project based',
  full_time: 'Full time',
  part_time: 'Part time',
  internship: 'Internship',
};
export const JOB_LOCATION_LABELS: Record<(typeof JOB_LOCATIONS)[number], string> = {
  hybrid: 'Hybrid',
  on_site: 'On site',
  remote: 'Remote',
};

export const JobGroup = v.object({
  id: v.number(),
  name: v.string(),
  name_slug: v.string(),
  image: v.nullable(v.string()),
});

export const Skill = Named;

/** A job as the API returns it (spec part 2 section 3, Job). */
export const Job = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  description: v.string(),
  requirements: v.string(),
  job_type: JobType,
  job_location: JobLocation,
  address: v.nullable(v.string()),
  job_status: JobStatus,
  is_featured: v.boolean(),
  application_open_date: v.nullable(v.string()),
  application_close_date: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
  group: JobGroup,
  skills: v.array(v.number()),
  skills_detailed: v.array(Skill),
  countries: v.array(v.string()),
  career_stages: v.array(v.number()),
});
export type Job = v.InferOutput<typeof Job>;

/**
 * Applicant filter of /job/{slug}/people (accepted is the default). Here rather than in
 * job-applications.ts so the route's search check does not pull that module into the first bundle.
 */
export const APPLICANT_FILTERS = ['accepted', 'pending', 'rejected', 'all'] as const;
export type ApplicantFilter = (typeof APPLICANT_FILTERS)[number];

/** Page size of the job board (spec part 2 section 9). */
export const JOB_BOARD_PAGE_SIZE = 9;
/** Search text is sent or applied only from this many characters (spec part 2 section 5, Job). */
export const SEARCH_MIN_CHARS = 2;
/** Job description preview length on cards; skills shown on a card. */
export const JOB_DESCRIPTION_PREVIEW = 200;
export const JOB_CARD_SKILLS = 4;

/** GET /api/v1/jobs/ query. The job board forces job_status approved. */
export const JobListFields = v.object({
  page: PageParam,
  page_size: PageSizeParam(JOB_BOARD_PAGE_SIZE, 500),
  search: v.optional(v.string()),
  job_type: v.optional(v.union([JobType, v.literal('all')])),
  job_location: v.optional(v.union([JobLocation, v.literal('all')])),
  group_id: v.optional(IdQueryParam),
  sort_by: v.optional(v.literal('recent')),
  /** A career stage id: jobs that list it. */
  career_stage: v.optional(IdQueryParam),
  /** 'true' by an administrator of group_id: drafts are listed too (else ignored). */
  view_all: v.optional(v.picklist(['true', 'false'])),
  /** With view_all by an administrator: only drafts (pending) or only published (approved). */
  job_status: v.optional(JobStatus),
});

export const JobListQuery = firstValues(JobListFields);

/** "My" lists page by 10 (spec part 2 section 9). */
export const MY_LIST_PAGE_SIZE = 10;
export const MyListQuery = firstValues(v.object({ page: PageParam, page_size: PageSizeParam(MY_LIST_PAGE_SIZE, 100) }));

/**
 * The job board's reads. `:id{[0-9]+}`: any other segment (`/jobs/me/`) falls through to
 * the routes after these. The detail reads answer JobDetail (contract/job-applications.ts,
 * kept out of this module so the first bundle stays small); the writes are declared there.
 */
export const JOB_ENDPOINTS = {
  list: endpoint({ method: 'GET', path: '/api/v1/jobs/', query: JobListQuery, output: paged(Job), auth: 'optional' }),
  /** Every job (drafts too) of the organizations the caller administers. */
  mine: endpoint({ method: 'GET', path: '/api/v1/jobs/mine/', query: MyListQuery, output: paged(Job), auth: 'token' }),
  bySlug: endpoint({ method: 'GET', path: '/api/v1/jobs/slug/:slug/', auth: 'optional' }),
  byId: endpoint({ method: 'GET', path: '/api/v1/jobs/:id{[0-9]+}/', auth: 'optional' }),
} as const;

/** A job shows Expired past its close date. */
export const isExpired = (job: Pick<Job, 'application_close_date'>, now: number) =>
  job.application_close_date !== null && Date.parse(job.application_close_date) < now;
