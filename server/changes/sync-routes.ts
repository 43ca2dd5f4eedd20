/**
 * GET /api/v1/sync/changes/?cursor=N (contract/sync-endpoints.ts): the incremental pull (DESIGN
 * section 5); GET /api/v1/sync/jobs/?cursor=N: its public part, the board's jobs, for visitors.
 */
import { Hono } from 'hono';
import { SYNC_ENDPOINTS } from '../../contract/sync-endpoints';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf } from '../auth/middleware';
import { register } from '../http/register';
import { headCursor, publicJobsHead, readChanges, readPublicJobChanges } from './feed';

interface FeedPage {
  changes: readonly unknown[];
  cursor: number;
  has_more: boolean;
  reset: boolean;
}

/**
 * Without a cursor, the head and `reset: true` (the client fills itself from the lists and
 * pulls from there); with one, the page after it. A cursor ahead of the head comes from
 * another database (a reset server): the head again, so the client starts over.
 */
async function feedAnswer<P extends FeedPage>(
  cursor: number | undefined,
  head: () => Promise<number>,
  read: (cursor: number) => Promise<P>,
): Promise<P | FeedPage> {
  const reset = async (): Promise<FeedPage> => ({ changes: [], cursor: await head(), has_more: false, reset: true });
  if (cursor === undefined) return reset();
  const page = await read(cursor);
  if (page.changes.length === 0 && cursor > 0 && cursor > (await head())) return reset();
  return page;
}

export function syncRoutes(deps: AppDeps) {
  const router = new Hono<AppEnv>();
  register(router, SYNC_ENDPOINTS.jobs, async (c, { query: { cursor } }) => {
    const tenantId = c.var.tenant.id;
    return c.json(
      await feedAnswer(
        cursor,
        () => publicJobsHead(deps, tenantId),
        (after) => readPublicJobChanges(deps, tenantId, after),
      ),
    );
  });
  return register(router, SYNC_ENDPOINTS.changes, async (c, { query: { cursor } }) => {
    const caller = callerOf(c);
    return c.json(
      await feedAnswer(
        cursor,
        () => headCursor(deps, caller),
        (after) => readChanges(deps, caller, after),
      ),
    );
  });
}
