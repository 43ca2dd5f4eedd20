/**
 * GET /api/v1/identity/: who the caller is, in the tenant of the host (spec part 1
 * section 3); POST /api/v1/organizations/{id}/make-default/: the member's default
 * organization, which must be one of this portal's organizations they are an accepted
 * member of (spec part 1 section 4). The current organization stays on the client.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { ACCOUNT_ENDPOINTS } from '../../contract/account-endpoints';
import { ORGANIZATION_MESSAGES } from '../../contract/organizations';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf } from '../auth/middleware';
import { groups, memberships, users } from '../db/schema';
import { HttpError, notFound, tokenInvalid } from '../http/errors';
import { idParam } from '../http/input';
import { register } from '../http/register';
import { hostName } from '../tenants/directory';
import { loadIdentity } from './identity';
import { ORGANIZATION_TYPES } from './linked-accounts';

export function identityRoutes({ db }: AppDeps) {
  const router = new Hono<AppEnv>();
  register(router, ACCOUNT_ENDPOINTS.identity, async (c) => {
    const identity = await loadIdentity(db, c.var.tenant, callerOf(c).userId, hostName(c.req.header('host')));
    if (!identity) throw tokenInvalid();
    return c.json(identity);
  });
  return register(router, ACCOUNT_ENDPOINTS.makeDefaultOrganization, async (c, { params }) => {
    const { userId, tenantId } = callerOf(c);
    const organizationId = idParam(params['id']);
    const [row] = await db
      .select({ status: memberships.status })
      .from(groups)
      .leftJoin(
        memberships,
        and(eq(memberships.groupId, groups.id), eq(memberships.userId, userId), eq(memberships.tenantId, tenantId)),
      )
      .where(
        and(
          eq(groups.id, organizationId),
          eq(groups.tenantId, tenantId),
          inArray(groups.groupType, ORGANIZATION_TYPES),
        ),
      );
    if (!row) throw notFound();
    if (row.status !== 'accepted') throw new HttpError(403, { detail: ORGANIZATION_MESSAGES.notAMember });
    await db
      .update(users)
      .set({ defaultOrgId: organizationId })
      .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
    const identity = await loadIdentity(db, c.var.tenant, userId, hostName(c.req.header('host')));
    if (!identity) throw tokenInvalid();
    return c.json(identity);
  });
}
