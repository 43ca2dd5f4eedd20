/** The fake server's job endpoints (see fake-server.ts): a job by slug, apply, unapply, applications, lists. */
import {
  JOB_MESSAGES,
  type JobApplicant,
  type JobApplication,
  type JobDetail,
  MESSAGES,
  type RecommendedTalent,
} from '../../contract';
import type { FakeState } from './fake-routes';
import type { FakeAnswer, RecordChange, RecordedRequest } from './fake-server';

export interface FakeJobState {
  details: Map<number, JobDetail>;
  /** Keyed `${jobId}|${userId}`. */
  applications: Map<string, JobApplication & { answers: unknown }>;
  applicants: Map<number, JobApplicant[]>;
  recommended: Map<number, RecommendedTalent[]>;
}

export const emptyJobState = (): FakeJobState => ({
  details: new Map(),
  applications: new Map(),
  applicants: new Map(),
  recommended: new Map(),
});

/** An open published job as the server answers it to someone who has not applied. */
export function fakeJobDetail(overrides: Partial<JobDetail> & { id: number; slug: string }): JobDetail {
  return {
    title: overrides.slug,
    description: 'A job',
    requirements: '',
    job_type: 'full_time',
    job_location: 'remote',
    address: null,
    job_status: 'approved',
    is_featured: false,
    application_open_date: null,
    application_close_date: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    group: { id: 1, name: 'Northwind Analytics', name_slug: 'northwind-analytics', image: null },
    skills: [],
    skills_detailed: [],
    countries: [],
    career_stages: [],
    extra_info: { questions: [] },
    is_administrator: false,
    status: null,
    accepted_members_count: 0,
    pending_members_count: 0,
    rejected_members_count: 0,
    ...overrides,
  };
}

const refuse = (message: string): FakeAnswer => ({ status: 400, body: { non_field_errors: [message] } });

/** Sets a member's application as the server would after an administrator's decision (with its change-log row). */
export function setApplication(
  state: FakeState,
  record: RecordChange,
  jobId: number,
  userId: number,
  status: JobApplication['status'] | null,
): void {
  const key = `${jobId}|${userId}`;
  const previous = state.jobApplications.applications.get(key);
  if (status === null) {
    state.jobApplications.applications.delete(key);
    record({ entity: 'job_application', op: 'delete', id: String(jobId) }, userId);
    return;
  }
  const job = state.jobApplications.details.get(jobId);
  const row = {
    job_id: jobId,
    job_slug: job?.slug ?? String(jobId),
    status,
    created_at: previous?.created_at ?? '2026-03-01T00:00:00.000Z',
    updated_at: '2026-03-02T00:00:00.000Z',
    answers: previous?.answers ?? [],
  };
  state.jobApplications.applications.set(key, row);
  const { answers: _answers, ...data } = row;
  record({ entity: 'job_application', op: 'upsert', id: String(jobId), data }, userId);
}

function viewOf(state: FakeState, job: JobDetail, userId: number | null): JobDetail {
  const application = userId === null ? undefined : state.jobApplications.applications.get(`${job.id}|${userId}`);
  return { ...job, status: application?.status ?? null };
}

function paged<T>(items: T[], url: URL): FakeAnswer {
  const number = Number(url.searchParams.get('page') ?? '1');
  const size = Number(url.searchParams.get('page_size') ?? '10');
  const data = items.slice((number - 1) * size, number * size);
  const next = number * size < items.length ? `${url.pathname}?page=${number + 1}&page_size=${size}` : null;
  return { status: 200, body: { data, pagination: { count: items.length, next } } };
}

export function jobRoute(
  state: FakeState,
  userId: number | null,
  request: RecordedRequest,
  url: URL,
  record: RecordChange,
): FakeAnswer | null {
  const jobs = state.jobApplications;
  const path = url.pathname;
  const bySlug = /^\/api\/v1\/jobs\/slug\/([^/]+)\/$/.exec(path);
  if (bySlug && request.method === 'GET') {
    const slug = decodeURIComponent(bySlug[1] ?? '');
    const job = [...jobs.details.values()].find((row) => row.slug === slug);
    return job
      ? { status: 200, body: viewOf(state, job, userId) }
      : { status: 404, body: { detail: MESSAGES.notFound } };
  }
  if (userId === null) return null;
  if (path === '/api/v1/jobs/applications/mine/' && request.method === 'GET') {
    const prefix = `|${userId}`;
    const mine = [...jobs.applications]
      .filter(([key]) => key.endsWith(prefix))
      .map(([, { answers: _answers, ...row }]) => row);
    return paged(mine, url);
  }
  if (path === '/api/v1/jobs/recommended-applicants/' && request.method === 'GET') {
    const job = jobs.details.get(Number(url.searchParams.get('job_id')));
    if (!job?.is_administrator) return { status: 403, body: { detail: JOB_MESSAGES.noPermission } };
    return paged(jobs.recommended.get(job.id) ?? [], url);
  }
  const match = /^\/api\/v1\/jobs\/(\d+)\/(apply|unapply|applications)\/$/.exec(path);
  if (!match) return null;
  const job = jobs.details.get(Number(match[1]));
  if (!job) return { status: 404, body: { detail: MESSAGES.notFound } };
  const key = `${job.id}|${userId}`;
  if (match[2] === 'applications' && request.method === 'GET') {
    if (!job.is_administrator) return { status: 403, body: { detail: JOB_MESSAGES.noPermission } };
    const status = url.searchParams.get('status') ?? 'accepted';
    const rows = (jobs.applicants.get(job.id) ?? []).filter((row) => status === 'all' || row.status === status);
    return paged(rows, url);
  }
  if (request.method !== 'POST') return null;
  if (match[2] === 'apply') {
    if (job.job_status !== 'approved') return refuse(JOB_MESSAGES.notPublished);
    if (job.application_close_date && Date.parse(job.application_close_date) < Date.now()) {
      return refuse(JOB_MESSAGES.closed);
    }
    if (jobs.applications.has(key)) return refuse(JOB_MESSAGES.alreadyApplied);
    if (!state.profile.profiles.get(userId)?.resume) return refuse(JOB_MESSAGES.resumeRequired);
    const answers = ((request.body ?? {}) as { answers?: { question_id: string; value: string }[] }).answers ?? [];
    for (const question of job.extra_info.questions) {
      const answer = answers.find((row) => row.question_id === question.id);
      if (question.required && !answer?.value.trim()) {
        return { status: 400, body: { [`answers.${question.id}`]: ['Please answer this question'] } };
      }
    }
    setApplication(state, record, job.id, userId, 'pending');
    const stored = jobs.applications.get(key);
    if (stored) stored.answers = answers;
    const { answers: _answers, ...row } = stored ?? { answers: null };
    return { status: 201, body: row };
  }
  const application = jobs.applications.get(key);
  if (!application) return refuse(JOB_MESSAGES.notApplied);
  if (application.status !== 'pending') return refuse(JOB_MESSAGES.notPending);
  setApplication(state, record, job.id, userId, null);
  return { status: 200, body: { detail: JOB_MESSAGES.unapplied } };
}
