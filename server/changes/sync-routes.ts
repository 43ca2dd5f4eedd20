/**
 * GET /api/v1/sync/changes/?cursor=N (contract/sync-endpoints.ts): the incremental pull (DESIGN
 * section 5); GET /api/v1/sync/jobs/?cursor=N: its public part, the board's jobs, for visitors.
 */
import { Hono } from 'hono';
import type { ChangesResponse, JobChangesResponse } from '../../contract/sync';
import { SYNC_ENDPOINTS } from '../../contract/sync-endpoints';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf } from '../auth/middleware';
import { register } from '../http/register';
import { headCursor, publicJobsHead, readChanges, readPublicJobChanges } from './feed';

export function syncRoutes(deps: AppDeps) {
  const router = new Hono<AppEnv>();
  register(router, SYNC_ENDPOINTS.jobs, async (c, { query: { cursor } }) => {
    const tenantId = c.var.tenant.id;
    const head = async () => {
      const answer: JobChangesResponse = {
        changes: [],
        cursor: await publicJobsHead(deps, tenantId),
        has_more: false,
        reset: true,
      };
      return c.json(answer);
    };
    if (cursor === undefined) return head();
    const page = await readPublicJobChanges(deps, tenantId, cursor);
    if (page.changes.length === 0 && cursor > 0 && cursor > (await publicJobsHead(deps, tenantId))) return head();
    return c.json(page);
  });
  return register(router, SYNC_ENDPOINTS.changes, async (c, { query: { cursor } }) => {
    const caller = callerOf(c);
    const reset = async () => {
      const head: ChangesResponse = {
        changes: [],
        cursor: await headCursor(deps, caller),
        has_more: false,
        reset: true,
      };
      return c.json(head);
    };
    if (cursor === undefined) return reset();
    const page = await readChanges(deps, caller, cursor);
    // A cursor ahead of the head comes from another database (a reset server): start over.
    if (page.changes.length === 0 && cursor > 0 && cursor > (await headCursor(deps, caller))) return reset();
    return c.json(page);
  });
}
