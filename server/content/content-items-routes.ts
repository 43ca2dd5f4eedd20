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
import { canSeeAiTool, toAiTools } from './ai-tools';
import { careerTipsByIds } from './career-tips';
import { postsByIds } from './posts';
import { resourcesByIds } from './resources';
import { type ContentRights, contentRights } from './rights';
import { aiTools, useCases } from './schema';
import { serializeByIds, tenantRowsIn } from './serialize';
import { canSeeUseCase, toUseCases } from './use-cases';

type ByIds = (db: Db, tenantId: number, rights: ContentRights, ids: readonly number[]) => Promise<unknown[]>;

/** Kinds whose own read is their list item: the change feed's by-ids read is that read. */
const BY_IDS: Record<ContentKind, ByIds> = {
  resource: resourcesByIds,
  post: postsByIds,
  careertip: careerTipsByIds,
  usecase: (db, tenantId, rights, ids) =>
    serializeByIds(
      ids,
      (wanted) =>
        db
          .select()
          .from(useCases)
          .where(tenantRowsIn(useCases, tenantId, wanted)),
      (row) => canSeeUseCase(rights, row),
      (rows) => toUseCases(db, tenantId, rights, rows, true),
    ),
  aitool: (db, tenantId, rights, ids) =>
    serializeByIds(
      ids,
      (wanted) =>
        db
          .select()
          .from(aiTools)
          .where(tenantRowsIn(aiTools, tenantId, wanted)),
      (row) => canSeeAiTool(rights, row),
      (rows) => toAiTools(db, tenantId, rights, rows, true),
    ),
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
