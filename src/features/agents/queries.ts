/** Live queries of the agent area over db.agents and meta agentWizards, and the member's usage. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { Agent, AgentType, AgentUsage } from '../../../contract/agents';
import { type AgentWizardDraft, getMeta } from '../../../sync/core/db';
import { db } from '../../db/db';
import { useIsOnline } from '../sync/queries';
import { syncClient } from '../sync/sync-client';
import { type FetchedRowStatus, useFetchedRow } from '../sync/use-fetched-row';
import { useRefreshStatus } from '../sync/use-refresh-status';

export type StoredAgent = Agent & { seenAt: number };

export type AgentListStatus = 'loading' | 'ready' | 'offline' | 'failed';

/** The stored agents (of one type, or all) by name; the worker refreshes them on mount and back online. */
export function useAgents(type: AgentType | undefined): { agents: StoredAgent[] | undefined; status: AgentListStatus } {
  const status: AgentListStatus = useRefreshStatus('agents', () => syncClient().agents.list());
  const agents = useLiveQuery(async () => {
    const rows = type ? await db.agents.where('agent_type').equals(type).toArray() : await db.agents.toArray();
    return rows.sort((a, b) => a.id - b.id);
  }, [type]);
  return { agents, status };
}

/** One agent with its steps: from Dexie at once, fetched again while online. */
export function useAgent(slug: string): { agent: StoredAgent | null; status: FetchedRowStatus } {
  const row = useLiveQuery(() => db.agents.get(slug), [slug]);
  const { row: agent, status } = useFetchedRow(slug, row, (key) => syncClient().agents.bySlug(key));
  return { agent, status };
}

/** The member's reports this month; null offline, signed out or while loading. */
export function useAgentUsage(isSignedIn: boolean): AgentUsage | null {
  const isOnline = useIsOnline();
  const [usage, setUsage] = useState<AgentUsage | null>(null);
  useEffect(() => {
    if (!isSignedIn || !isOnline) return;
    let isCurrent = true;
    syncClient()
      .agents.usage()
      .then((next) => isCurrent && setUsage(next))
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [isSignedIn, isOnline]);
  return usage;
}

/** The stored wizard draft of an agent: undefined while reading, null when there is none. */
export function useWizardDraft(slug: string): AgentWizardDraft | null | undefined {
  return useLiveQuery(async () => (await getMeta(db, 'agentWizards'))?.[slug] ?? null, [slug]);
}
