/**
 * AI tools (spec part 2 section 7, Content), declared in contract/content-endpoints.ts: GET
 * /api/v1/ai-tools/ (approved, 9 per page; a status for moderators), GET
 * /ai-tools/slug/{slug}/ and /ai-tools/{id}/, POST /ai-tools/ (any member: pending), PATCH
 * /ai-tools/{id}/ (creator or staff), POST /ai-tools/{id}/approve-reject/ (administrators of
 * the default organization).
 */
import { Hono } from 'hono';
import { AI_TOOL_ENDPOINTS } from '../../contract/content-endpoints';
import { AiToolFormPayload } from '../../contract/content-forms';
import type { AppDeps, AppEnv } from '../app-env';
import { parseInput } from '../http/input';
import { pagedBody } from '../http/paging';
import { register } from '../http/register';
import {
  aiToolFormOf,
  aiToolRow,
  createAiTool,
  listAiTools,
  moderateAiTool,
  readAiTool,
  updateAiTool,
} from './ai-tools';
import { callerRights, type ReadItem, registerCreate, registerItemReads } from './item-routes';
import { canSeeModerated } from './rights';
import { registerStaffEdits } from './staff-edits';

export function aiToolRoutes(deps: AppDeps) {
  const { db } = deps;
  const read: ReadItem = (tenantId, rights, key) => readAiTool(db, tenantId, rights, key);

  const router = new Hono<AppEnv>();
  register(router, AI_TOOL_ENDPOINTS.list, async (c, { query }) => {
    const { data, total } = await listAiTools(db, c.var.tenant.id, await callerRights(deps, c), query, query.page_size);
    return c.json(pagedBody(c.req.url, query.page, query.page_size, data, total));
  });
  registerItemReads(router, deps, AI_TOOL_ENDPOINTS, read);
  registerCreate(router, deps, AI_TOOL_ENDPOINTS.create, read, ({ tenantId, userId }, form) =>
    createAiTool(db, tenantId, userId, form),
  );
  registerStaffEdits(router, deps, AI_TOOL_ENDPOINTS, read, {
    row: (tenantId: number, id: number) => aiToolRow(db, tenantId, { id }),
    canSee: canSeeModerated,
    form: (current, body) => parseInput(AiToolFormPayload, { ...aiToolFormOf(current), ...body }),
    update: (tenantId, rights, current, form) => updateAiTool(db, tenantId, rights.userId, current, form),
    moderate: (tenantId, current, action) => moderateAiTool(db, tenantId, current, action),
  });
  return router;
}
