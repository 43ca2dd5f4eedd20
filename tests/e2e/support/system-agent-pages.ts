/** Page model and API reads of the system agents spec: role and label locators only. */
import type { Locator, Page } from 'playwright-core';
import type { GroupMember, Paged, SystemAgent, SystemAgentEntity, SystemAgentRun, UseCase } from '../../../contract';
import { readOk } from './api';

/** The agents' controls above a member or use case table, and the table's rows by name. */
export function reviewPanel(page: Page, table: Locator) {
  const panel = page.getByRole('region', { name: 'System agents' });
  return {
    panel,
    button: (name: string) => panel.getByRole('button', { name, exact: true }),
    agent: panel.getByLabel('Agent', { exact: true }),
    filter: panel.getByLabel('Agent response', { exact: true }),
    progress: panel.getByRole('status'),
    rows: table.getByRole('rowgroup').nth(1).getByRole('row'),
    /** The row whose name or title is `name`. */
    row: (name: string) => table.getByRole('row').filter({ hasText: name }),
  };
}

export async function systemAgents(
  port: number,
  token: string,
  entity: SystemAgentEntity,
  groupId?: number,
): Promise<SystemAgent[]> {
  const group = groupId === undefined ? '' : `&group_id=${groupId}`;
  return (
    await readOk<{ data: SystemAgent[] }>(
      port,
      token,
      `/api/v1/system-agents/?entity=${entity}${group}`,
      `system agents`,
    )
  ).data;
}

export async function agentRuns(port: number, token: string, agentId: number): Promise<SystemAgentRun[]> {
  return (
    await readOk<Paged<SystemAgentRun>>(
      port,
      token,
      `/api/v1/system-agents/runs/?system_agent_id=${agentId}`,
      `runs of ${agentId}`,
    )
  ).data;
}

export async function pendingMembers(port: number, token: string, orgId: number): Promise<GroupMember[]> {
  return (
    await readOk<Paged<GroupMember>>(
      port,
      token,
      `/api/v1/groups/${orgId}/members/?status=pending&page_size=100`,
      `pending members of ${orgId}`,
    )
  ).data;
}

export async function pendingUseCases(port: number, token: string): Promise<UseCase[]> {
  return (
    await readOk<Paged<UseCase>>(port, token, '/api/v1/use-cases/?status=pending&page_size=100', 'pending use cases')
  ).data;
}
