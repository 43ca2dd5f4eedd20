/**
 * Jobs (spec part 2 sections 4, 6, 7): GET /api/v1/jobs/ (the job board: published only,
 * drafts too for an administrator of group_id with view_all=true), GET /jobs/slug/{slug}/
 * and /jobs/{id}/ (JobDetail; drafts only to their administrators), GET /jobs/mine/, and
 * the administrator's writes POST /jobs/, PATCH and DELETE /jobs/{id}/, POST /jobs/{id}/status/.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { ADMIN_ROLES } from '../../contract/groups';
import {
  JOB_APPLICATION_ENDPOINTS,
  type JobDetail,
  JobFormPayload,
  JobStatusPayload,
  jobFormErrors,
  jobFormOf,
  normalizeJobForm,
} from '../../contract/job-applications';
import { JOB_ENDPOINTS, SEARCH_MIN_CHARS } from '../../contract/jobs';
import { MESSAGES } from '../../contract/messages';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf } from '../auth/middleware';
import { isOnBoard, jobsCommitted } from '../changes/committed';
import { keptTotal } from '../db/kept-totals';
import { memberships } from '../db/schema';
import { isGroupAdmin } from '../groups/permissions';
import { preparedQuestions } from '../groups/question-input';
import { HttpError, notFound } from '../http/errors';
import { idParam, parseInput, readJsonObject } from '../http/input';
import { pagedBody, pageOffset } from '../http/paging';
import { register } from '../http/register';
import { sendCachedJson } from './board-cache';
import { jobDetailFor, jobIdBySlug } from './detail';
import { requireCanCreateJob, requireJobAdmin } from './permissions';
import { createJob, deleteJob, setJobStatus, updateJob } from './write';

/** The body's questions checked and given ids, in place. */
function prepareQuestions(body: Record<string, unknown>): void {
  if (Array.isArray(body['questions'])) body['questions'] = preparedQuestions(body['questions']);
}

/** The form's rules as a 400 {field: [message]}, else the form as stored. */
function checkedForm(form: JobFormPayload): JobFormPayload {
  const entries = Object.entries(jobFormErrors(form)).filter(([, message]) => message);
  if (entries.length > 0) throw new HttpError(400, Object.fromEntries(entries.map(([k, m]) => [k, [m!]])));
  return normalizeJobForm(form, Date.now());
}

export function jobRoutes(deps: AppDeps) {
  const { db, jobs, jobBoard } = deps;
  const callerIdOf = (c: { var: AppEnv['Variables'] }) => c.var.auth?.userId ?? null;

  async function answer(tenantId: number, callerId: number | null, id: number): Promise<JobDetail> {
    const job = await jobDetailFor(db, tenantId, callerId, id);
    if (!job) throw notFound(MESSAGES.jobNotFound);
    return job;
  }

  /** The job's id for an administrator's write: 404 when it is not the tenant's, 403 when not theirs. */
  async function adminJob(tenantId: number, userId: number, idText: string | undefined): Promise<number> {
    const id = idParam(idText);
    const [job] = await jobs.byIds(tenantId, [id]);
    if (!job) throw notFound(MESSAGES.jobNotFound);
    await requireJobAdmin(db, tenantId, userId, id);
    return id;
  }

  const router = new Hono<AppEnv>();
  register(router, JOB_ENDPOINTS.list, async (c, { query }) => {
    const tenantId = c.var.tenant.id;
    const search = query.search?.trim() ?? '';
    const callerId = callerIdOf(c);
    const adminView =
      query.view_all === 'true' &&
      query.group_id !== undefined &&
      callerId !== null &&
      (await isGroupAdmin(db, tenantId, callerId, query.group_id));
    const build = async () => {
      const { data, total } = await jobs.page(
        tenantId,
        {
          search: search.length >= SEARCH_MIN_CHARS ? search : undefined,
          jobType: query.job_type === 'all' ? undefined : query.job_type,
          jobLocation: query.job_location === 'all' ? undefined : query.job_location,
          groupId: query.group_id,
          careerStage: query.career_stage,
          status: adminView ? (query.job_status ?? 'all') : 'approved',
        },
        query.page_size,
        pageOffset(query.page, query.page_size),
        // The published board's totals are the same for everyone: kept until a job changes.
        adminView ? undefined : (key, count) => jobBoard.count(tenantId, key, count),
      );
      return pagedBody(c.req.url, query.page, query.page_size, data, total);
    };
    // An administrator's view (drafts) is theirs alone: never cached.
    if (adminView) return c.json(await build());
    const url = new URL(c.req.url);
    return sendCachedJson(c, await jobBoard.get(tenantId, `${url.pathname}${url.search}`, build));
  });
  register(router, JOB_ENDPOINTS.mine, async (c, { query }) => {
    const { tenantId, userId } = callerOf(c);
    const administered = await db
      .select({ groupId: memberships.groupId })
      .from(memberships)
      .where(
        and(
          eq(memberships.tenantId, tenantId),
          eq(memberships.userId, userId),
          eq(memberships.status, 'accepted'),
          inArray(memberships.role, [...ADMIN_ROLES]),
        ),
      );
    const { data, total } = await jobs.page(
      tenantId,
      { groupIds: administered.map((row) => row.groupId), status: 'all' },
      query.page_size,
      pageOffset(query.page, query.page_size),
      (key, count) => keptTotal(db, `jobs ${tenantId} ${key}`, count),
    );
    return c.json(pagedBody(c.req.url, query.page, query.page_size, data, total));
  });
  register(router, JOB_ENDPOINTS.bySlug, async (c, { params }) => {
    const tenantId = c.var.tenant.id;
    const id = await jobIdBySlug(db, tenantId, params['slug']);
    if (id === null) throw notFound(MESSAGES.jobNotFound);
    return c.json(await answer(tenantId, callerIdOf(c), id));
  });
  register(router, JOB_ENDPOINTS.byId, async (c, { params }) =>
    c.json(await answer(c.var.tenant.id, callerIdOf(c), idParam(params['id']))),
  );
  register(router, JOB_APPLICATION_ENDPOINTS.createJob, async (c) => {
    const { tenantId, userId } = callerOf(c);
    const body = await readJsonObject(c);
    prepareQuestions(body);
    const form = checkedForm(parseInput(JobFormPayload, body));
    await requireCanCreateJob(db, tenantId, userId, form.group);
    const id = await createJob(db, tenantId, userId, form);
    const created = await answer(tenantId, userId, id);
    jobsCommitted(deps, tenantId, { wasOnBoard: false, isOnBoard: isOnBoard(created) });
    return c.json(created, 201);
  });
  register(router, JOB_APPLICATION_ENDPOINTS.updateJob, async (c, { params }) => {
    const { tenantId, userId } = callerOf(c);
    const id = await adminJob(tenantId, userId, params['id']);
    const current = await answer(tenantId, userId, id);
    const body = await readJsonObject(c);
    prepareQuestions(body);
    const form = checkedForm(parseInput(JobFormPayload, { ...jobFormOf(current), ...body }));
    if (form.group !== current.group.id) await requireCanCreateJob(db, tenantId, userId, form.group);
    await updateJob(db, tenantId, id, form);
    const updated = await answer(tenantId, userId, id);
    jobsCommitted(deps, tenantId, { wasOnBoard: isOnBoard(current), isOnBoard: isOnBoard(updated) });
    return c.json(updated);
  });
  register(router, JOB_APPLICATION_ENDPOINTS.deleteJob, async (c, { params }) => {
    const { tenantId, userId } = callerOf(c);
    const id = await adminJob(tenantId, userId, params['id']);
    const deleted = await answer(tenantId, userId, id);
    const applicants = await deleteJob(db, tenantId, id);
    jobsCommitted(deps, tenantId, { wasOnBoard: isOnBoard(deleted), isOnBoard: false });
    for (const applicant of applicants) deps.hub.notify(tenantId, applicant);
    return c.body(null, 204);
  });
  return register(router, JOB_APPLICATION_ENDPOINTS.jobStatus, async (c, { params }) => {
    const { tenantId, userId } = callerOf(c);
    const id = await adminJob(tenantId, userId, params['id']);
    const { job_status } = parseInput(JobStatusPayload, await readJsonObject(c));
    const before = await answer(tenantId, userId, id);
    await setJobStatus(db, tenantId, id, job_status);
    const after = await answer(tenantId, userId, id);
    jobsCommitted(deps, tenantId, { wasOnBoard: isOnBoard(before), isOnBoard: isOnBoard(after) });
    return c.json(after);
  });
}
