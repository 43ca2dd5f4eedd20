/**
 * POST /api/v1/vote/ (spec part 1 section 4; part 2 section 7): the member's final vote on
 * a career tip, AI tool or use case (vote_type null = neutral), idempotent. Answers
 * VoteResult; the member's other devices learn it from the 'vote' change.
 */
import { Hono } from 'hono';
import { VotePayload } from '../../contract/votes';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { memberDataCommitted } from '../changes/committed';
import { setVote } from '../content/votes';
import { notFound } from '../http/errors';
import { parseInput, readJsonObject } from '../http/input';

export function voteRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>().post('/vote/', requireAuth, async (c) => {
    const { tenantId, userId } = callerOf(c);
    const payload = parseInput(VotePayload, await readJsonObject(c));
    const outcome = await setVote(db, tenantId, userId, payload);
    if (!outcome.ok) throw notFound();
    memberDataCommitted(deps, tenantId, userId);
    return c.json(outcome.result);
  });
}
