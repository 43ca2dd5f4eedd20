/**
 * GET /api/v1/search/ (spec part 2 section 7, Search; part 1 section 2, Connect): people
 * and groups of the tenant, filtered and paged, each with a reason and whether the caller
 * follows it. A search shorter than SEARCH_MIN_CHARS is ignored, as the client never
 * sends one. limited_search=true keeps people and organizations to the member's default
 * organization (circles and events always show); absent or
 * false (the organization toggle: the whole hierarchy and partners) covers the tenant.
 */
import { Hono } from 'hono';
import { DIRECTORY_ENDPOINTS } from '../../contract/directory-endpoints';
import { SEARCH_MIN_CHARS } from '../../contract/jobs';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { idList } from '../http/input';
import { pagedBody, pageOffset } from '../http/paging';
import { register } from '../http/register';
import { kindsOf, searchDirectory } from './search';

const flag = (value: 'true' | 'false' | undefined) => (value === undefined ? undefined : value === 'true');

export function searchRoutes({ db }: AppDeps) {
  // Any other method on the path asks for a token first, as it always did.
  const router = new Hono<AppEnv>().use('/search/', requireAuth);
  return register(router, DIRECTORY_ENDPOINTS.search, async (c, { query }) => {
    const { userId, tenantId } = callerOf(c);
    const search = query.search?.trim() ?? '';
    const limitedSearch = query.limited_search === 'true' && query.global_search !== 'true';
    // The invite dialog's group_id: people who are neither in it nor asking to join it.
    const [notInGroupId] = idList(c.req.query('group_id'));
    const { data, total } = await searchDirectory(
      db,
      { tenantId, userId },
      {
        ...kindsOf(query.type),
        search: search.length >= SEARCH_MIN_CHARS ? search : undefined,
        country: query.country?.trim() || undefined,
        professionalFields: idList(query.professional_fields),
        isInfluencer: flag(query.is_influencer),
        isCertified: flag(query.is_certified),
        limitedSearch,
        notInGroupId,
      },
      query.page_size,
      pageOffset(query.page, query.page_size),
    );
    return c.json(pagedBody(c.req.url, query.page, query.page_size, data, total));
  });
}
