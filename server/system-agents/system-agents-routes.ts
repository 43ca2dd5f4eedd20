/**
 * The system agents' calls (contract/system-agents.ts): the agents a caller may run for a
 * group or a content type, a rerun on chosen items, and the run records (administrators of
 * the default organization and staff).
 */
import { Hono } from 'hono';
import { MESSAGES } from '../../contract/messages';
import { ENTITY_OF_AGENT, SYSTEM_AGENT_ENDPOINTS, type SystemAgent } from '../../contract/system-agents';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { HttpError } from '../http/errors';
import { pagedBody, pageOffset } from '../http/paging';
import { register } from '../http/register';
import { agentAccess, refusalFor } from './access';
import { pendingItems } from './pending';
import { defaultOrgOf, rerunAgent } from './rerun';
import { agentsOf, listRuns } from './store';

export function systemAgentRoutes(deps: AppDeps) {
  const { db } = deps;
  const router = new Hono<AppEnv>().use('/system-agents/*', requireAuth);
  register(router, SYSTEM_AGENT_ENDPOINTS.list, async (c, { query }) => {
    const { tenantId, userId } = callerOf(c);
    const access = await agentAccess(db, tenantId, userId, query.group_id ?? null);
    const data: SystemAgent[] = (await agentsOf(db, tenantId))
      .filter((agent) => access.types.has(agent.agentType))
      .filter((agent) => query.entity === undefined || ENTITY_OF_AGENT[agent.agentType] === query.entity)
      .map((agent) => ({ id: agent.id, agent_type: agent.agentType, name: agent.name }));
    if (data.length === 0) throw refusalFor(query.entity ?? 'usecase');
    return c.json({ data });
  });
  register(router, SYSTEM_AGENT_ENDPOINTS.rerun, async (c, { body }) => {
    return c.json(await rerunAgent(deps, callerOf(c), body));
  });
  register(router, SYSTEM_AGENT_ENDPOINTS.pending, async (c, { query }) => {
    const caller = callerOf(c);
    const groupId = query.entity === 'member' ? (query.group_id ?? (await defaultOrgOf(deps, caller.tenantId))) : null;
    return c.json({ ids: await pendingItems(db, caller, groupId) });
  });
  return register(router, SYSTEM_AGENT_ENDPOINTS.runs, async (c, { query }) => {
    const { tenantId, userId } = callerOf(c);
    const access = await agentAccess(db, tenantId, userId, null);
    if (!access.isAgentAdministrator) throw new HttpError(403, { detail: MESSAGES.permissionDenied });
    const { page, page_size: pageSize } = query;
    const { data, total } = await listRuns(db, tenantId, query.system_agent_id, {
      limit: pageSize,
      offset: pageOffset(page, pageSize),
    });
    return c.json(pagedBody(c.req.url, page, pageSize, data, total));
  });
}
