/** GET /api/v1/sync/changes/?cursor=N: the incremental pull (DESIGN section 5). */
import { Hono } from 'hono';
import type { ChangesResponse } from '../../contract/sync';
import { ChangesQuery } from '../../contract/sync';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { parseInput } from '../http/input';
import { headCursor, readChanges } from './feed';

export function syncRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/sync/changes/', requireAuth, async (c) => {
    const caller = callerOf(c);
    const { cursor } = parseInput(ChangesQuery, c.req.query());
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
