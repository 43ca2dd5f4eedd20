/**
 * Resources and prompts (spec part 2 sections 2-7): GET /api/v1/resources/ (type=prompt for
 * the prompt library, type=resource for every other; approved only unless a resource
 * moderator asks for a status), GET /resources/slug/{slug}/ and /resources/{id}/, POST
 * /resources/, PATCH and DELETE /resources/{id}/ (creator only), POST
 * /resources/{id}/approve-reject/ (certified users of the default organization).
 */
import { Hono } from 'hono';
import { ContentListQuery, ModerationPayload } from '../../contract/content';
import { ResourceFormPayload } from '../../contract/content-forms';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { memberDataCommitted } from '../changes/committed';
import { notFound } from '../http/errors';
import { idParam, parseInput, readJsonObject } from '../http/input';
import { nextPageUrl, pagedBody } from '../http/paging';
import {
  canSeeResource,
  createResource,
  deleteResource,
  listResources,
  moderateResource,
  ownResource,
  type ResourceRow,
  resourceFormOf,
  resourcePageSize,
  resourceRow,
  serializeResources,
  updateResource,
} from './resources';
import { type ContentRights, contentRights } from './rights';

export function resourceRoutes(deps: AppDeps) {
  const { db } = deps;
  const rightsOf = (c: { var: AppEnv['Variables'] }) => contentRights(db, c.var.tenant.id, c.var.auth?.userId ?? null);

  async function answer(tenantId: number, rights: ContentRights, row: ResourceRow | null) {
    if (!row || !canSeeResource(row, rights)) throw notFound();
    const [item] = await serializeResources(db, tenantId, rights, [row]);
    return item!;
  }
  const fresh = async (tenantId: number, rights: ContentRights, id: number) =>
    answer(tenantId, rights, await resourceRow(db, tenantId, { id }));

  return new Hono<AppEnv>()
    .get('/resources/', async (c) => {
      const raw = c.req.query();
      const query = parseInput(ContentListQuery, raw);
      const pageSize = raw['page_size'] ? query.page_size : resourcePageSize(query.type);
      const { data, total } = await listResources(db, c.var.tenant.id, await rightsOf(c), query, pageSize);
      return c.json(pagedBody(data, total, nextPageUrl(c.req.url, query.page, pageSize, total)));
    })
    .get('/resources/slug/:slug/', async (c) => {
      const tenantId = c.var.tenant.id;
      const row = await resourceRow(db, tenantId, { slug: c.req.param('slug') });
      return c.json(await answer(tenantId, await rightsOf(c), row));
    })
    .get('/resources/:id{[0-9]+}/', async (c) => {
      const tenantId = c.var.tenant.id;
      const row = await resourceRow(db, tenantId, { id: idParam(c.req.param('id')) });
      return c.json(await answer(tenantId, await rightsOf(c), row));
    })
    .post('/resources/', requireAuth, async (c) => {
      const { tenantId, userId } = callerOf(c);
      const form = parseInput(ResourceFormPayload, await readJsonObject(c));
      const rights = await contentRights(db, tenantId, userId);
      const id = await createResource(db, tenantId, rights, userId, form);
      memberDataCommitted(deps, tenantId, userId);
      return c.json(await fresh(tenantId, rights, id), 201);
    })
    .patch('/resources/:id{[0-9]+}/', requireAuth, async (c) => {
      const { tenantId, userId } = callerOf(c);
      const current = await ownResource(db, tenantId, userId, idParam(c.req.param('id')));
      const body = await readJsonObject(c);
      const form = parseInput(ResourceFormPayload, { ...resourceFormOf(current), ...body });
      const rights = await contentRights(db, tenantId, userId);
      await updateResource(db, tenantId, rights, current, form);
      memberDataCommitted(deps, tenantId, userId);
      return c.json(await fresh(tenantId, rights, current.id));
    })
    .delete('/resources/:id{[0-9]+}/', requireAuth, async (c) => {
      const { tenantId, userId } = callerOf(c);
      const row = await ownResource(db, tenantId, userId, idParam(c.req.param('id')));
      const bookmarkers = await deleteResource(db, tenantId, row);
      for (const id of new Set([userId, ...bookmarkers])) memberDataCommitted(deps, tenantId, id);
      return c.body(null, 204);
    })
    .post('/resources/:id{[0-9]+}/approve-reject/', requireAuth, async (c) => {
      const { tenantId, userId } = callerOf(c);
      const rights = await contentRights(db, tenantId, userId);
      const row = await resourceRow(db, tenantId, { id: idParam(c.req.param('id')) });
      if (!row) throw notFound();
      const { action } = parseInput(ModerationPayload, await readJsonObject(c));
      await moderateResource(db, tenantId, rights, row, action);
      memberDataCommitted(deps, tenantId, row.createdBy);
      return c.json(await fresh(tenantId, rights, row.id));
    });
}
