/**
 * Collections (spec part 2 sections 2 and 7), declared in contract/content-endpoints.ts:
 * GET /api/v1/my-favourites/ (every favourites section's first 3 and count; ?type=&page= one
 * section, 10 per page), GET /my-items/ (every My section) and GET /{type}/me/?page= (one My
 * section). Jobs only when the tenant shows the job menu.
 */
import { Hono } from 'hono';
import {
  COLLECTION_TYPES,
  type CollectionType,
  DASHBOARD_SECTION_SIZE,
  FAVORITE_SECTIONS,
  MY_SECTIONS,
} from '../../contract/content';
import { COLLECTION_ENDPOINTS } from '../../contract/content-endpoints';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf } from '../auth/middleware';
import { pagedBody, pageOffset } from '../http/paging';
import { register } from '../http/register';
import { favouriteSection, mineSection, readPage, readSections } from './collections';

export function collectionRoutes(deps: AppDeps) {
  const { db } = deps;
  const shown = (c: { var: AppEnv['Variables'] }, types: readonly CollectionType[]) =>
    types.filter((type) => type !== 'jobs' || c.var.tenant.ui.show_job_menu);

  const router = new Hono<AppEnv>();
  register(router, COLLECTION_ENDPOINTS.myFavourites, async (c, { query }) => {
    const { tenantId, userId } = callerOf(c);
    if (query.type === undefined) {
      return c.json(
        await readSections(db, shown(c, FAVORITE_SECTIONS), (type) =>
          favouriteSection(tenantId, userId, type, DASHBOARD_SECTION_SIZE, 0),
        ),
      );
    }
    const type = query.type;
    const page = shown(c, FAVORITE_SECTIONS).includes(type)
      ? await readPage(
          db,
          favouriteSection(tenantId, userId, type, query.page_size, pageOffset(query.page, query.page_size)),
        )
      : { items: [], count: 0 };
    return c.json(pagedBody(c.req.url, query.page, query.page_size, page.items, page.count));
  });
  register(router, COLLECTION_ENDPOINTS.myItems, async (c) => {
    const { tenantId, userId } = callerOf(c);
    return c.json(
      await readSections(db, shown(c, MY_SECTIONS), (type) =>
        mineSection(tenantId, userId, type, DASHBOARD_SECTION_SIZE, 0),
      ),
    );
  });
  for (const type of COLLECTION_TYPES) {
    register(router, COLLECTION_ENDPOINTS.mine[type], async (c, { query }) => {
      const { tenantId, userId } = callerOf(c);
      const page = shown(c, MY_SECTIONS).includes(type)
        ? await readPage(
            db,
            mineSection(tenantId, userId, type, query.page_size, pageOffset(query.page, query.page_size)),
          )
        : { items: [], count: 0 };
      return c.json(pagedBody(c.req.url, query.page, query.page_size, page.items, page.count));
    });
  }
  return router;
}
