/**
 * Job application calls (spec part 2 sections 4, 7, 8): apply, unapply, the applicants
 * of a job, accepting or rejecting one, their CSV export, recommended talent and the
 * member's own applications. The transitions live in jobs/applications.ts;
 * Idempotency-Key is honoured by the app's middleware.
 */
import { Hono } from 'hono';
import { ApplicationsQuery, ExportApplicantsQuery, JOB_APPLICATION_ENDPOINTS } from '../../contract/job-applications';
import { JOB_MESSAGES } from '../../contract/job-messages';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf } from '../auth/middleware';
import { idParam, parseInput } from '../http/input';
import { pagedBody, pageOffset } from '../http/paging';
import { register } from '../http/register';
import { applyToJob, loadJob, setApplicantStatus, unapplyFromJob } from './applications';
import { applicantsCsv, listApplicants, ownApplications } from './applications-read';
import { recommendedTalent } from './applications-recommended';
import { requireJobAdmin } from './permissions';

export function jobApplicationRoutes(deps: AppDeps) {
  const { db } = deps;
  const jobOf = (params: Record<string, string>) => idParam(params['id']);

  async function adminJob(tenantId: number, userId: number, jobId: number) {
    const job = await loadJob(db, tenantId, jobId);
    await requireJobAdmin(db, tenantId, userId, job.id);
    return job;
  }

  const router = new Hono<AppEnv>();
  const endpoints = JOB_APPLICATION_ENDPOINTS;
  register(router, endpoints.myApplications, async (c, { query }) => {
    const actor = callerOf(c);
    const { data, total } = await ownApplications(db, actor.tenantId, actor.userId, {
      limit: query.page_size,
      offset: pageOffset(query.page, query.page_size),
    });
    return c.json(pagedBody(c.req.url, query.page, query.page_size, data, total));
  });
  register(router, endpoints.recommended, async (c, { query }) => {
    const actor = callerOf(c);
    const job = await adminJob(actor.tenantId, actor.userId, query.job_id);
    const page = { limit: query.page_size, offset: pageOffset(query.page, query.page_size) };
    const { data, total } = await recommendedTalent(
      db,
      job,
      { groupFromUserToBeIncluded: query.group_from_user_to_be_included, extraInfoFilter: query.extra_info_filter },
      page,
    );
    return c.json(pagedBody(c.req.url, query.page, query.page_size, data, total));
  });
  register(router, endpoints.apply, async (c, { params, body }) =>
    c.json(await applyToJob(deps, callerOf(c), jobOf(params), body), 201),
  );
  register(router, endpoints.unapply, async (c, { params }) => {
    await unapplyFromJob(deps, callerOf(c), jobOf(params));
    return c.json({ detail: JOB_MESSAGES.unapplied });
  });
  register(router, endpoints.applicants, async (c, { params }) => {
    const actor = callerOf(c);
    const job = await adminJob(actor.tenantId, actor.userId, jobOf(params));
    const query = parseInput(ApplicationsQuery, c.req.query());
    const page = { limit: query.page_size, offset: pageOffset(query.page, query.page_size) };
    const { data, total } = await listApplicants(db, job, query.status, page);
    return c.json(pagedBody(c.req.url, query.page, query.page_size, data, total));
  });
  register(router, endpoints.applicantStatus, async (c, { params, body }) =>
    c.json(await setApplicantStatus(deps, callerOf(c), jobOf(params), body)),
  );
  return register(router, endpoints.exportApplicants, async (c, { params }) => {
    const actor = callerOf(c);
    const job = await adminJob(actor.tenantId, actor.userId, jobOf(params));
    const { status } = parseInput(ExportApplicantsQuery, c.req.query());
    const csv = await applicantsCsv(db, job, status);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${job.slug}-applicants-${status}.csv"`,
    });
  });
}
