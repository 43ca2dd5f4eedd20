/** GET /api/v1/jobs/ (the job board: approved only) and /jobs/slug/{slug}/ (spec part 2 section 7, Jobs). */
import { Hono } from 'hono';
import { JobListQuery, SEARCH_MIN_CHARS } from '../../contract/jobs';
import { MESSAGES } from '../../contract/messages';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound } from '../http/errors';
import { parseInput } from '../http/input';
import { nextPageUrl, pagedBody, pageOffset } from '../http/paging';
import { sendCachedJson } from '../jobs/board-cache';

export function jobRoutes({ jobs, jobBoard }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/jobs/', async (c) => {
      const query = parseInput(JobListQuery, c.req.query());
      const search = query.search?.trim() ?? '';
      const url = new URL(c.req.url);
      const answer = await jobBoard.get(c.var.tenant.id, `${url.pathname}${url.search}`, async () => {
        const { data, total } = await jobs.page(
          c.var.tenant.id,
          {
            search: search.length >= SEARCH_MIN_CHARS ? search : undefined,
            jobType: query.job_type === 'all' ? undefined : query.job_type,
            jobLocation: query.job_location === 'all' ? undefined : query.job_location,
            groupId: query.group_id,
          },
          query.page_size,
          pageOffset(query.page, query.page_size),
        );
        return pagedBody(data, total, nextPageUrl(c.req.url, query.page, query.page_size, total));
      });
      return sendCachedJson(c, answer);
    })
    .get('/jobs/slug/:slug/', async (c) => {
      const job = await jobs.bySlug(c.var.tenant.id, c.req.param('slug'));
      if (!job) throw notFound(MESSAGES.jobNotFound);
      return c.json(job);
    });
}
