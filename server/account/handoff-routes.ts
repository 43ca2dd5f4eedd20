/**
 * Switching to an organization on another tenant's domain (spec part 1 section 4) without
 * long-lived tokens in the address. POST /api/v1/handoff/ (signed in, verified) checks
 * that the organization lives on another tenant where the member's verified same-e-mail
 * account is an accepted member, and answers the target portal's /handoff?code= address;
 * the code is random, stored as a keyed hash, bound to that tenant and account, and lives
 * HANDOFF_CODE_TTL_SECONDS. POST /api/v1/handoff/redeem/ on the target host spends it for
 * a token pair there; on any other host, late or twice it is refused.
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  HANDOFF_CODE_TTL_SECONDS,
  HANDOFF_PAGE,
  type HandoffResponse,
  ORGANIZATION_MESSAGES as MSG,
  ORGANIZATION_ENDPOINTS,
} from '../../contract/organizations';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf } from '../auth/middleware';
import { issueTokenPair } from '../auth/refresh-token';
import { createRateLimiter, HOUR_SECONDS } from '../auth/throttle';
import { groups, users } from '../db/schema';
import { originOn } from '../http/client';
import { HttpError, notFound, tokenInvalid } from '../http/errors';
import { register } from '../http/register';
import { throttled } from '../http/throttled';
import { linkedOrganizations, ORGANIZATION_TYPES } from './linked-accounts';

/** Hand-offs a member may start per hour (each is a row and a code). */
const HANDOFFS_PER_HOUR = 30;

export function handoffRoutes(deps: AppDeps) {
  const { db, logger } = deps;
  const perMember = createRateLimiter(db, { name: 'handoff', max: HANDOFFS_PER_HOUR, windowSeconds: HOUR_SECONDS });

  const router = new Hono<AppEnv>();
  register(router, ORGANIZATION_ENDPOINTS.handoff, async (c, { body: payload }) => {
    const owner = callerOf(c);
    const verdict = await perMember.take(`${owner.tenantId}:${owner.userId}`);
    if (!verdict.isAllowed) throw throttled(c, verdict);
    const [group] = await db
      .select({ tenantId: groups.tenantId, groupType: groups.groupType })
      .from(groups)
      .where(eq(groups.id, payload.organization_id));
    if (!group || !ORGANIZATION_TYPES.includes(group.groupType)) throw notFound();
    if (group.tenantId === owner.tenantId) throw new HttpError(400, { detail: MSG.sameDomain });
    const [user] = await db
      .select({ email: users.email, isVerified: users.isVerified })
      .from(users)
      .where(and(eq(users.id, owner.userId), eq(users.tenantId, owner.tenantId)));
    if (!user) throw tokenInvalid();
    const [target] = user.isVerified
      ? await linkedOrganizations(db, owner.tenantId, user.email, payload.organization_id)
      : [];
    if (!target) throw new HttpError(403, { detail: MSG.noAccountThere });
    const code = await deps.accountTokens.issue(
      { tenantId: target.tenantId, userId: target.userId },
      'handoff',
      HANDOFF_CODE_TTL_SECONDS,
    );
    logger.info({ tenant: owner.tenantId, user: owner.userId, target: target.tenantId }, 'hand-off issued');
    const query = new URLSearchParams({ code, next: payload.next });
    const url = `${originOn(c, deps.trustProxy, target.domain)}${HANDOFF_PAGE}?${query}`;
    return c.json({ url } satisfies HandoffResponse);
  });
  return register(router, ORGANIZATION_ENDPOINTS.handoffRedeem, async (c, { body: { code } }) => {
    const tenantId = c.var.tenant.id;
    const userId = await deps.accountTokens.consume(db, tenantId, 'handoff', code);
    if (userId === null) throw new HttpError(400, { detail: MSG.handoffInvalid });
    logger.info({ tenant: tenantId, user: userId }, 'hand-off redeemed');
    return c.json(await issueTokenPair(db, deps.secret, { userId, tenantId }));
  });
}
