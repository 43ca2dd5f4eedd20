/**
 * The system agents (contract/system-agents.ts): the agents a screen may run is a cached read
 * (the buttons still name them offline, disabled); a rerun is a plain online call, one chunk
 * of items at a time, with its Idempotency-Key so a retried chunk is judged once.
 */
import { SYSTEM_AGENT_ENDPOINTS as ENDPOINTS, pathOf, type RerunPayload, type SystemAgentEntity } from '../../contract';
import { onlineCall, onlineRead } from '../core/online/define';
import { withQuery } from '../core/online/query';

export const SYSTEM_AGENT_CALLS = {
  systemAgents: onlineRead({
    path: (query: { group_id: number | undefined; entity: SystemAgentEntity }) =>
      withQuery(pathOf(ENDPOINTS.list), query),
    answer: ENDPOINTS.list.output,
  }),
  pendingSystemAgentItems: onlineCall({
    method: 'GET',
    path: (query: { group_id: number | undefined; entity: SystemAgentEntity }) =>
      withQuery(pathOf(ENDPOINTS.pending), query),
    answer: ENDPOINTS.pending.output,
  }),
  rerunSystemAgent: onlineCall({
    method: 'POST',
    path: (_: { payload: RerunPayload; key: string }) => pathOf(ENDPOINTS.rerun),
    body: ({ payload }) => payload,
    idempotencyKey: ({ key }) => key,
    answer: ENDPOINTS.rerun.output,
  }),
};
