/**
 * POST /api/v1/vote/ (spec part 1 section 4; part 2 section 7): the member's final vote on
 * a career tip, AI tool or use case (vote_type null = neutral), idempotent. Answers
 * VoteResult; the member's other devices learn it from the 'vote' change.
 * GET /api/v1/vote/ (ours; the spec lists no read path): the member's own votes, paged as
 * MemberVote rows, so a fresh device's bootstrap starts with every vote in place.
 */
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { VOTE_ENDPOINTS, voteKey } from '../../contract/votes';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf } from '../auth/middleware';
import { memberDataCommitted } from '../changes/committed';
import { withTotal } from '../db/with-total';
import { notFound } from '../http/errors';
import { pagedBody, pageOffset } from '../http/paging';
import { register } from '../http/register';
import { votes } from './schema';
import { memberVotes, setVote } from './votes';

export function voteRoutes(deps: AppDeps) {
  const { db } = deps;
  const router = new Hono<AppEnv>();
  register(router, VOTE_ENDPOINTS.list, async (c, { query }) => {
    const { tenantId, userId } = callerOf(c);
    const owned = and(eq(votes.tenantId, tenantId), eq(votes.userId, userId));
    const { rows, total } = await withTotal(
      db,
      votes,
      owned,
      { limit: query.page_size, offset: pageOffset(query.page, query.page_size) },
      db
        .select({ contentType: votes.contentType, objectId: votes.objectId })
        .from(votes)
        .where(owned)
        .orderBy(asc(votes.id)),
    );
    const keys = rows.map((row) => voteKey(row.contentType, row.objectId));
    const found = await memberVotes(db, tenantId, userId, keys);
    const data = keys.flatMap((key) => {
      const vote = found.get(key);
      return vote ? [vote] : [];
    });
    return c.json(pagedBody(c.req.url, query.page, query.page_size, data, total));
  });
  return register(router, VOTE_ENDPOINTS.set, async (c, { body: payload }) => {
    const { tenantId, userId } = callerOf(c);
    const outcome = await setVote(db, tenantId, userId, payload);
    if (!outcome.ok) throw notFound();
    memberDataCommitted(deps, tenantId, userId);
    return c.json(outcome.result);
  });
}
