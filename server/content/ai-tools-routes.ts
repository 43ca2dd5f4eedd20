/**
 * AI tools (spec part 2 section 7, Content): GET /api/v1/ai-tools/ (approved, 9 per page;
 * a status for moderators), GET /ai-tools/slug/{slug}/ and /ai-tools/{id}/, POST
 * /ai-tools/ (any member: pending), PATCH /ai-tools/{id}/ (creator or staff), POST
 * /ai-tools/{id}/approve-reject/ (administrators of the default organization).
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { CONTENT_PAGE_SIZES, ContentListQuery, ModerationPayload } from '../../contract/content';
import { AiToolFormPayload } from '../../contract/content-forms';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { memberDataCommitted } from '../changes/committed';
import { notFound } from '../http/errors';
import { idParam, parseInput, readJsonObject } from '../http/input';
import { nextPageUrl, pagedBody } from '../http/paging';
import {
  aiToolFor,
  aiToolFormOf,
  aiToolRow,
  canSeeAiTool,
  createAiTool,
  listAiTools,
  moderateAiTool,
  updateAiTool,
} from './ai-tools';
import { contentRights } from './rights';
import { aiTools } from './schema';
import { forbidden } from './use-cases-routes';

export function aiToolRoutes(deps: AppDeps) {
  const { db } = deps;
  const callerIdOf = (c: { var: AppEnv['Variables'] }) => c.var.auth?.userId ?? null;

  async function answer(tenantId: number, userId: number | null, id: number) {
    const rights = await contentRights(db, tenantId, userId);
    const item = await aiToolFor(db, tenantId, rights, eq(aiTools.id, id));
    if (!item) throw notFound();
    return item;
  }

  return new Hono<AppEnv>()
    .get('/ai-tools/', async (c) => {
      const tenantId = c.var.tenant.id;
      const query = parseInput(ContentListQuery, c.req.query());
      const pageSize = c.req.query('page_size') ? query.page_size : CONTENT_PAGE_SIZES.aitool;
      const rights = await contentRights(db, tenantId, callerIdOf(c));
      const { data, total } = await listAiTools(db, tenantId, rights, query, pageSize);
      return c.json(pagedBody(data, total, nextPageUrl(c.req.url, query.page, pageSize, total)));
    })
    .get('/ai-tools/slug/:slug/', async (c) => {
      const tenantId = c.var.tenant.id;
      const rights = await contentRights(db, tenantId, callerIdOf(c));
      const item = await aiToolFor(db, tenantId, rights, eq(aiTools.slug, c.req.param('slug')));
      if (!item) throw notFound();
      return c.json(item);
    })
    .get('/ai-tools/:id{[0-9]+}/', async (c) =>
      c.json(await answer(c.var.tenant.id, callerIdOf(c), idParam(c.req.param('id')))),
    )
    .post('/ai-tools/', requireAuth, async (c) => {
      const { tenantId, userId } = callerOf(c);
      const form = parseInput(AiToolFormPayload, await readJsonObject(c));
      const id = await createAiTool(db, tenantId, userId, form);
      memberDataCommitted(deps, tenantId, userId);
      return c.json(await answer(tenantId, userId, id), 201);
    })
    .patch('/ai-tools/:id{[0-9]+}/', requireAuth, async (c) => {
      const { tenantId, userId } = callerOf(c);
      const rights = await contentRights(db, tenantId, userId);
      const current = await aiToolRow(db, tenantId, eq(aiTools.id, idParam(c.req.param('id'))));
      if (!current || !canSeeAiTool(rights, current)) throw notFound();
      if (current.createdBy !== userId && !rights.isStaff) throw forbidden();
      const body = await readJsonObject(c);
      const form = parseInput(AiToolFormPayload, { ...aiToolFormOf(current), ...body });
      await updateAiTool(db, tenantId, userId, current, form);
      memberDataCommitted(deps, tenantId, current.createdBy);
      return c.json(await answer(tenantId, userId, current.id));
    })
    .post('/ai-tools/:id{[0-9]+}/approve-reject/', requireAuth, async (c) => {
      const { tenantId, userId } = callerOf(c);
      const rights = await contentRights(db, tenantId, userId);
      const current = await aiToolRow(db, tenantId, eq(aiTools.id, idParam(c.req.param('id'))));
      if (!current || !canSeeAiTool(rights, current)) throw notFound();
      if (!rights.isDefaultOrgAdmin) throw forbidden();
      const { action } = parseInput(ModerationPayload, await readJsonObject(c));
      await moderateAiTool(db, tenantId, current, action);
      memberDataCommitted(deps, tenantId, current.createdBy);
      return c.json(await answer(tenantId, userId, current.id));
    });
}
