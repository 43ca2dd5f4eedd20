/**
 * GET /api/v1/connections/?page= (spec part 1 section 9: page size 12): the people and
 * groups the member follows, as search items, by profile_completion_percent then name.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { PageParam, PageSizeParam } from '../../contract/paging';
import { CONNECTIONS_PAGE_SIZE } from '../../contract/profile';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { parseInput } from '../http/input';
import { nextPageUrl, pagedBody, pageOffset } from '../http/paging';
import { kindsOf, searchDirectory } from './search';

const ConnectionsQuery = v.object({ page: PageParam, page_size: PageSizeParam(CONNECTIONS_PAGE_SIZE, 200) });

export function connectionRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().use('/connections/', requireAuth).get('/connections/', async (c) => {
    const { userId, tenantId } = callerOf(c);
    const query = parseInput(ConnectionsQuery, c.req.query());
    const { data, total } = await searchDirectory(
      db,
      { tenantId, userId },
      { ...kindsOf('all'), followedOnly: true, limitedSearch: false },
      query.page_size,
      pageOffset(query.page, query.page_size),
    );
    return c.json(pagedBody(data, total, nextPageUrl(c.req.url, query.page, query.page_size, total)));
  });
}
