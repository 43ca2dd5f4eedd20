/**
 * GET /api/v1/content-items/?kind=&ids=: many items of one kind in one read (contract/
 * content-items.ts), each as its own read shows it: the same tenant-scoped rows, visibility
 * test and serializer (with the detail a use case's or an AI tool's page adds), so an item the
 * caller may not see is left out.
 */
import { Hono } from 'hono';
import type { ContentKind } from '../../contract/content';
import { CONTENT_ITEMS_ENDPOINTS } from '../../contract/content-items';
import type { AppDeps, AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { register } from '../http/register';
import { aiToolDetailsByIds } from './ai-tools';
import { careerTipsByIds } from './career-tips';
import { postsByIds } from './posts';
import { resourcesByIds } from './resources';
import { type ContentRights, contentRights } from './rights';
import { useCaseDetailsByIds } from './use-cases';

type ByIds = (db: Db, tenantId: number, rights: ContentRights, ids: readonly number[]) => Promise<unknown[]>;

/** Each kind's items as its own read shows them (a use case's and an AI tool's with their detail). */
const BY_IDS: Record<ContentKind, ByIds> = {
  resource: resourcesByIds,
  post: postsByIds,
  careertip: careerTipsByIds,
  usecase: useCaseDetailsByIds,
  aitool: aiToolDetailsByIds,
};

export function contentItemRoutes({ db }: AppDeps) {
  const router = new Hono<AppEnv>();
  register(router, CONTENT_ITEMS_ENDPOINTS.byIds, async (c, { query }) => {
    const tenantId = c.var.tenant.id;
    const rights = await contentRights(db, tenantId, c.var.auth?.userId ?? null);
    return c.json({ data: await BY_IDS[query.kind](db, tenantId, rights, query.ids) });
  });
  return router;
}
