/**
 * GET /api/v1/connections/?page= (spec part 1 section 9: page size 12): the people and
 * groups the member follows, as search items, by profile_completion_percent then name.
 */
import { Hono } from 'hono';
import { DIRECTORY_ENDPOINTS } from '../../contract/directory-endpoints';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { pagedBody, pageOffset } from '../http/paging';
import { register } from '../http/register';
import { kindsOf, searchDirectory } from './search';

export function connectionRoutes({ db }: AppDeps) {
  // Any other method on the path asks for a token first, as it always did.
  const router = new Hono<AppEnv>().use('/connections/', requireAuth);
  return register(router, DIRECTORY_ENDPOINTS.connections, async (c, { query }) => {
    const { userId, tenantId } = callerOf(c);
    const { data, total } = await searchDirectory(
      db,
      { tenantId, userId },
      { ...kindsOf('all'), followedOnly: true, limitedSearch: false },
      query.page_size,
      pageOffset(query.page, query.page_size),
    );
    return c.json(pagedBody(c.req.url, query.page, query.page_size, data, total));
  });
}
