/**
 * Jobs (spec part 2 sections 4, 6, 7): GET /api/v1/jobs/ (the job board: published only,
 * drafts too for an administrator of group_id with view_all=true), GET /jobs/slug/{slug}/
 * and /jobs/{id}/ (JobDetail; drafts only to their administrators), GET /jobs/mine/, and
 * the administrator's writes POST /jobs/, PATCH and DELETE /jobs/{id}/, POST /jobs/{id}/status/.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { questionErrors } from '../../contract/group-form';
import { ADMIN_ROLES, newQuestionId, QUESTION_TYPES, type QuestionType } from '../../contract/groups';
import {
  type JobDetail,
  JobFormPayload,
  JobStatusPayload,
  jobFormErrors,
  jobFormOf,
  normalizeJobForm,
} from '../../contract/job-applications';
import { JobListQuery, SEARCH_MIN_CHARS } from '../../contract/jobs';
import { MESSAGES } from '../../contract/messages';
import { PageParam, PageSizeParam } from '../../contract/paging';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { jobsCommitted } from '../changes/committed';
import { memberships } from '../db/schema';
import { isGroupAdmin } from '../groups/permissions';
import { HttpError, notFound } from '../http/errors';
import { idParam, parseInput, readJsonObject } from '../http/input';
import { nextPageUrl, pagedBody, pageOffset } from '../http/paging';
import { sendCachedJson } from './board-cache';
import { jobDetailFor, jobIdBySlug } from './detail';
import { requireCanCreateJob, requireJobAdmin } from './permissions';
import { createJob, deleteJob, setJobStatus, updateJob } from './write';

/** GET /jobs/mine/: "my lists" are 10 per page (spec part 2 section 9). */
const MineQuery = v.object({ page: PageParam, page_size: PageSizeParam(10, 100) });

/** Questions of the body checked by the question builder's rules (400 `questions.{i}.{field}`), new ones given ids. */
function prepareQuestions(body: Record<string, unknown>): void {
  if (!Array.isArray(body['questions'])) return;
  const errors: Record<string, string[]> = {};
  body['questions'] = (body['questions'] as unknown[]).map((item, i) => {
    const question = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
    const type = typeof question['type'] === 'string' ? question['type'] : '';
    for (const [field, message] of Object.entries(questionErrors({ ...question, type } as never))) {
      errors[`questions.${i}.${field}`] = [message];
    }
    const isType = (QUESTION_TYPES as readonly string[]).includes(type);
    const id = typeof question['id'] === 'string' && question['id'] ? question['id'] : null;
    return { options: '', required: false, ...question, id: id ?? (isType ? newQuestionId(type as QuestionType) : '') };
  });
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
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

  return new Hono<AppEnv>()
    .get('/jobs/', async (c) => {
      const query = parseInput(JobListQuery, c.req.query());
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
        );
        return pagedBody(data, total, nextPageUrl(c.req.url, query.page, query.page_size, total));
      };
      // An administrator's view (drafts) is theirs alone: never cached.
      if (adminView) return c.json(await build());
      const url = new URL(c.req.url);
      return sendCachedJson(c, await jobBoard.get(tenantId, `${url.pathname}${url.search}`, build));
    })
    .get('/jobs/mine/', requireAuth, async (c) => {
      const { tenantId, userId } = callerOf(c);
      const query = parseInput(MineQuery, c.req.query());
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
      );
      return c.json(pagedBody(data, total, nextPageUrl(c.req.url, query.page, query.page_size, total)));
    })
    .get('/jobs/slug/:slug/', async (c) => {
      const tenantId = c.var.tenant.id;
      const id = await jobIdBySlug(db, tenantId, c.req.param('slug'));
      if (id === null) throw notFound(MESSAGES.jobNotFound);
      return c.json(await answer(tenantId, callerIdOf(c), id));
    })
    .get('/jobs/:id{[0-9]+}/', async (c) =>
      c.json(await answer(c.var.tenant.id, callerIdOf(c), idParam(c.req.param('id')))),
    )
    .post('/jobs/', requireAuth, async (c) => {
      const { tenantId, userId } = callerOf(c);
      const body = await readJsonObject(c);
      prepareQuestions(body);
      const form = checkedForm(parseInput(JobFormPayload, body));
      await requireCanCreateJob(db, tenantId, userId, form.group);
      const id = await createJob(db, tenantId, userId, form);
      jobsCommitted(deps, tenantId);
      return c.json(await answer(tenantId, userId, id), 201);
    })
    .patch('/jobs/:id{[0-9]+}/', requireAuth, async (c) => {
      const { tenantId, userId } = callerOf(c);
      const id = await adminJob(tenantId, userId, c.req.param('id'));
      const current = await answer(tenantId, userId, id);
      const body = await readJsonObject(c);
      prepareQuestions(body);
      const form = checkedForm(parseInput(JobFormPayload, { ...jobFormOf(current), ...body }));
      if (form.group !== current.group.id) await requireCanCreateJob(db, tenantId, userId, form.group);
      await updateJob(db, tenantId, id, form);
      jobsCommitted(deps, tenantId);
      return c.json(await answer(tenantId, userId, id));
    })
    .delete('/jobs/:id{[0-9]+}/', requireAuth, async (c) => {
      const { tenantId, userId } = callerOf(c);
      const id = await adminJob(tenantId, userId, c.req.param('id'));
      const applicants = await deleteJob(db, tenantId, id);
      jobsCommitted(deps, tenantId);
      for (const applicant of applicants) deps.hub.notify(tenantId, applicant);
      return c.body(null, 204);
    })
    .post('/jobs/:id{[0-9]+}/status/', requireAuth, async (c) => {
      const { tenantId, userId } = callerOf(c);
      const id = await adminJob(tenantId, userId, c.req.param('id'));
      const { job_status } = parseInput(JobStatusPayload, await readJsonObject(c));
      await setJobStatus(db, tenantId, id, job_status);
      jobsCommitted(deps, tenantId);
      return c.json(await answer(tenantId, userId, id));
    });
}
