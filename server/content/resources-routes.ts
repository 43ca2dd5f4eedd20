/**
 * Resources and prompts (spec part 2 sections 2-7), declared in contract/content-endpoints.ts:
 * GET /api/v1/resources/ (type=prompt for the prompt library, type=resource for every other;
 * approved only unless a resource moderator asks for a status), GET /resources/slug/{slug}/
 * and /resources/{id}/, POST /resources/, PATCH and DELETE /resources/{id}/ (creator only),
 * POST /resources/{id}/approve-reject/ (certified users of the default organization).
 */
import { Hono } from 'hono';
import { RESOURCE_ENDPOINTS } from '../../contract/content-endpoints';
import { ResourceFormPayload } from '../../contract/content-forms';
import type { AppDeps, AppEnv } from '../app-env';
import { parseInput } from '../http/input';
import { pagedBody } from '../http/paging';
import { register } from '../http/register';
import { callerRights, type ReadItem, registerCreate, registerItemReads, registerModeration } from './item-routes';
import { registerOwnEdits } from './own-edits';
import {
  createResource,
  deleteResource,
  listResources,
  moderateResource,
  ownResource,
  readResource,
  resourceFormOf,
  resourcePageSize,
  resourceRow,
  updateResource,
} from './resources';

export function resourceRoutes(deps: AppDeps) {
  const { db } = deps;
  const read: ReadItem = (tenantId, rights, key) => readResource(db, tenantId, rights, key);

  const router = new Hono<AppEnv>();
  register(router, RESOURCE_ENDPOINTS.list, async (c, { query }) => {
    // Prompts page by 15, other resources by 12, unless the caller asks.
    const pageSize = c.req.query('page_size') ? query.page_size : resourcePageSize(query.type);
    const { data, total } = await listResources(db, c.var.tenant.id, await callerRights(deps, c), query, pageSize);
    return c.json(pagedBody(c.req.url, query.page, pageSize, data, total));
  });
  registerItemReads(router, deps, RESOURCE_ENDPOINTS, read);
  registerCreate(router, deps, RESOURCE_ENDPOINTS.create, read, ({ tenantId, userId, rights }, form) =>
    createResource(db, tenantId, rights, userId, form),
  );
  registerOwnEdits(router, deps, RESOURCE_ENDPOINTS, read, {
    own: (tenantId: number, userId: number, id: number) => ownResource(db, tenantId, userId, id),
    form: (current, body) => parseInput(ResourceFormPayload, { ...resourceFormOf(current), ...body }),
    update: (tenantId, rights, current, form) => updateResource(db, tenantId, rights, current, form),
    remove: (tenantId, row) => deleteResource(db, tenantId, row),
  });
  registerModeration(router, deps, RESOURCE_ENDPOINTS.moderate, read, {
    row: (tenantId, id) => resourceRow(db, tenantId, { id }),
    check: () => undefined,
    apply: (tenantId, rights, row, action) => moderateResource(db, tenantId, rights, row, action),
  });
  return router;
}
