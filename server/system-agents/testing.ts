/**
 * Test support for the system agent tests: their calls through the real app, and the ids of
 * the tenant's agents and of the review demo the seed makes. Not a test itself.
 */
import { and, eq } from 'drizzle-orm';
import type { UseCase } from '../../contract/content';
import { pathOf } from '../../contract/endpoint';
import type { GroupMember } from '../../contract/groups';
import type { Paged } from '../../contract/paging';
import {
  type PendingItems,
  type RerunResult,
  SYSTEM_AGENT_ENDPOINTS,
  type SystemAgent,
  type SystemAgentRun,
  type SystemAgentType,
} from '../../contract/system-agents';
import type { TestApi } from '../testing';
import { systemAgents } from './schema';

export type ErrorBody = { detail?: string; [field: string]: string[] | string | undefined };

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();

export function agentCalls(api: TestApi) {
  return {
    list: (params: Record<string, string | number>, token: string) =>
      api.call<{ data: SystemAgent[] } & ErrorBody>('GET', `${pathOf(SYSTEM_AGENT_ENDPOINTS.list)}?${query(params)}`, {
        token,
      }),
    rerun: (body: unknown, token: string) =>
      api.call<RerunResult & ErrorBody>('POST', pathOf(SYSTEM_AGENT_ENDPOINTS.rerun), { token, body }),
    runs: (params: Record<string, string | number>, token: string) =>
      api.call<Paged<SystemAgentRun> & ErrorBody>('GET', `${pathOf(SYSTEM_AGENT_ENDPOINTS.runs)}?${query(params)}`, {
        token,
      }),
    pending: (params: Record<string, string | number>, token: string) =>
      api.call<PendingItems & ErrorBody>('GET', `${pathOf(SYSTEM_AGENT_ENDPOINTS.pending)}?${query(params)}`, {
        token,
      }),
    members: (groupId: number, params: Record<string, string | number>, token: string) =>
      api.call<Paged<GroupMember> & ErrorBody>('GET', `/api/v1/groups/${groupId}/members/?${query(params)}`, { token }),
    useCases: (params: Record<string, string | number>, token?: string) =>
      api.call<Paged<UseCase> & ErrorBody>('GET', `/api/v1/use-cases/?${query(params)}`, token ? { token } : {}),
  };
}

export async function agentIdOf(api: TestApi, type: SystemAgentType): Promise<number> {
  const [row] = await api.database.db
    .select({ id: systemAgents.id })
    .from(systemAgents)
    .where(and(eq(systemAgents.tenantId, api.seeded.defaultTenantId), eq(systemAgents.agentType, type)));
  if (!row) throw new Error(`no ${type} agent`);
  return row.id;
}

/** The seed's two pending people: a complete, verified profile and an empty one. */
export const DEMO_COMPLETE = 'priya.raman@northwind.example';
export const DEMO_EMPTY = 'xq7k2@mailinator.example';
