/**
 * Job application calls (spec part 2 sections 4, 7, 8): apply, unapply, the applicants
 * of a job, accepting or rejecting one, their CSV export, recommended talent and the
 * member's own applications. The transitions live in jobs/applications.ts;
 * Idempotency-Key is honoured by the app's middleware.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  ApplicantStatusPayload,
  ApplicationsQuery,
  ApplyPayload,
  JOB_MESSAGES,
  RecommendedQuery,
} from '../../contract/job-applications';
import { APPLICANT_FILTERS } from '../../contract/jobs';
import { PageParam, PageSizeParam } from '../../contract/paging';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { idParam, parseInput, readJsonObject } from '../http/input';
import { nextPageUrl, pagedBody, pageOffset } from '../http/paging';
import { applyToJob, loadJob, setApplicantStatus, unapplyFromJob } from './applications';
import { applicantsCsv, listApplicants, ownApplications } from './applications-read';
import { recommendedTalent } from './applications-recommended';
import { requireJobAdmin } from './permissions';

/** Favourites and "my" lists page by 10 (spec part 2 section 9). */
const MY_APPLICATIONS_PAGE = 10;
const MineQuery = v.object({ page: PageParam, page_size: PageSizeParam(MY_APPLICATIONS_PAGE, 100) });
const ExportQuery = v.object({ status: v.optional(v.picklist(APPLICANT_FILTERS), 'all') });

export function jobApplicationRoutes(deps: AppDeps) {
  const { db } = deps;
  const jobOf = (c: { req: { param(name: 'id'): string } }) => idParam(c.req.param('id'));

  async function adminJob(tenantId: number, userId: number, jobId: number) {
    const job = await loadJob(db, tenantId, jobId);
    await requireJobAdmin(db, tenantId, userId, job.id);
    return job;
  }

  return new Hono<AppEnv>()
    .get('/jobs/applications/mine/', requireAuth, async (c) => {
      const actor = callerOf(c);
      const query = parseInput(MineQuery, c.req.query());
      const { data, total } = await ownApplications(db, actor.tenantId, actor.userId, {
        limit: query.page_size,
        offset: pageOffset(query.page, query.page_size),
      });
      return c.json(pagedBody(data, total, nextPageUrl(c.req.url, query.page, query.page_size, total)));
    })
    .get('/jobs/recommended-applicants/', requireAuth, async (c) => {
      const actor = callerOf(c);
      const query = parseInput(RecommendedQuery, c.req.query());
      const job = await adminJob(actor.tenantId, actor.userId, query.job_id);
      const page = { limit: query.page_size, offset: pageOffset(query.page, query.page_size) };
      const { data, total } = await recommendedTalent(
        db,
        job,
        { groupFromUserToBeIncluded: query.group_from_user_to_be_included, extraInfoFilter: query.extra_info_filter },
        page,
      );
      return c.json(pagedBody(data, total, nextPageUrl(c.req.url, query.page, query.page_size, total)));
    })
    .post('/jobs/:id/apply/', requireAuth, async (c) => {
      const actor = callerOf(c);
      const payload = parseInput(ApplyPayload, await readJsonObject(c));
      return c.json(await applyToJob(deps, actor, jobOf(c), payload), 201);
    })
    .post('/jobs/:id/unapply/', requireAuth, async (c) => {
      await unapplyFromJob(deps, callerOf(c), jobOf(c));
      return c.json({ detail: JOB_MESSAGES.unapplied });
    })
    .get('/jobs/:id/applications/', requireAuth, async (c) => {
      const actor = callerOf(c);
      const job = await adminJob(actor.tenantId, actor.userId, jobOf(c));
      const query = parseInput(ApplicationsQuery, c.req.query());
      const page = { limit: query.page_size, offset: pageOffset(query.page, query.page_size) };
      const { data, total } = await listApplicants(db, job, query.status, page);
      return c.json(pagedBody(data, total, nextPageUrl(c.req.url, query.page, query.page_size, total)));
    })
    .post('/jobs/:id/applications/status/', requireAuth, async (c) => {
      const actor = callerOf(c);
      const payload = parseInput(ApplicantStatusPayload, await readJsonObject(c));
      return c.json(await setApplicantStatus(deps, actor, jobOf(c), payload));
    })
    .get('/jobs/:id/export-job-membership/', requireAuth, async (c) => {
      const actor = callerOf(c);
      const job = await adminJob(actor.tenantId, actor.userId, jobOf(c));
      const { status } = parseInput(ExportQuery, c.req.query());
      const csv = await applicantsCsv(db, job, status);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${job.slug}-applicants-${status}.csv"`,
      });
    });
}
