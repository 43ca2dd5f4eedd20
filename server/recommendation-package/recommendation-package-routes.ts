/**
 * The staff recommendation package (contract/recommendation-package.ts): find a member, list
 * their groups, browse or search candidates of a type for them, and send the package. Staff
 * only (users.is_staff in the Host's tenant), checked before any input is read, so anyone
 * else gets the spec's refusal whatever they ask.
 */
import { Hono } from 'hono';
import { PACKAGE_ENDPOINTS, PACKAGE_MESSAGES } from '../../contract/recommendation-package';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { requireStaff } from '../auth/staff';
import { mailContext } from '../http/client';
import { pagedBody, pageOffset } from '../http/paging';
import { register } from '../http/register';
import { catalogueOf } from './catalogues';
import { packageContext } from './context';
import { findMember, memberGroups, searchMembers } from './members';
import { sendPackage } from './send';

export function recommendationPackageRoutes(deps: AppDeps) {
  const { db } = deps;
  const staffOnly = requireStaff(db, PACKAGE_MESSAGES.staffOnly);

  // Any path under the area, one the table does not name too, asks for a token first.
  const router = new Hono<AppEnv>().use('/staff/recommendation-package/*', requireAuth);
  register(router, PACKAGE_ENDPOINTS.members, [staffOnly], async (c, { query }) => {
    const { tenantId } = callerOf(c);
    const { page, page_size: pageSize, search } = query;
    const { data, total } = await searchMembers(db, tenantId, {
      search,
      limit: pageSize,
      offset: pageOffset(page, pageSize),
    });
    return c.json(pagedBody(c.req.url, page, pageSize, data, total));
  });
  register(router, PACKAGE_ENDPOINTS.groups, [staffOnly], async (c, { query }) => {
    const { tenantId } = callerOf(c);
    const member = await findMember(db, tenantId, query.user_id);
    return c.json({ data: await memberGroups(db, tenantId, member.id) });
  });
  register(router, PACKAGE_ENDPOINTS.candidates, [staffOnly], async (c, { query }) => {
    const { tenantId } = callerOf(c);
    const { page, page_size: pageSize } = query;
    const member = await findMember(db, tenantId, query.user_id);
    const ctx = await packageContext(db, tenantId, member.id, c.var.tenant.options);
    const { items, total } = await catalogueOf(query.type).list(ctx, {
      search: query.search,
      groupId: query.group_id,
      limit: pageSize,
      offset: pageOffset(page, pageSize),
    });
    return c.json(pagedBody(c.req.url, page, pageSize, items, total));
  });
  return register(router, PACKAGE_ENDPOINTS.send, [staffOnly], async (c, { body }) => {
    const { userId } = callerOf(c);
    const id = await sendPackage(deps, { ...mailContext(c, deps.trustProxy), staffId: userId }, body);
    return c.json({ id, detail: PACKAGE_MESSAGES.emailSent }, 201);
  });
}
