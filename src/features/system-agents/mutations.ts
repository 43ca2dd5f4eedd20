/**
 * Running a system agent from the screens: the ids go to the server in chunks of RERUN_CHUNK,
 * one after the other, with the progress in run-store.ts; one run per scope at a time.
 */
import { RERUN_CHUNK, SYSTEM_AGENT_MESSAGES, type SystemAgentEntity } from '../../../contract';
import { notify } from '../../ui/notify';
import { firstError } from '../groups/components/admin/shared';
import { callOnline } from '../sync/online';
import { isRunning, publish } from './run-store';

/** A review: every item waiting for a decision, not only the rows on screen. */
export type ReviewRequest = Omit<AgentRunRequest, 'ids'>;

/**
 * Asks the server which items wait for a decision (a group's pending members, or the pending
 * use cases), then runs the agent on all of them; says so when none waits.
 */
export async function reviewPending(request: ReviewRequest): Promise<boolean> {
  if (isRunning(request.scope)) return false;
  const pending = await callOnline('pendingSystemAgentItems', {
    entity: request.contentType,
    group_id: request.groupId,
  });
  if (!pending.ok) {
    const reason = firstError(pending.errors, '');
    notify({ type: 'error', title: SYSTEM_AGENT_MESSAGES.rerunFailed(reason === '' ? null : reason) });
    return false;
  }
  if (pending.data.ids.length === 0) {
    notify({ type: 'info', title: SYSTEM_AGENT_MESSAGES.nothingPending });
    return false;
  }
  return runAgent({ ...request, ids: pending.data.ids });
}

export interface AgentRunRequest {
  scope: string;
  agentId: number;
  contentType: SystemAgentEntity;
  ids: readonly number[];
  groupId?: number;
}

/**
 * Runs the agent on `ids`, a chunk at a time; says 'Agent rerun successfully.' at the end, or
 * the spec's failure message with the server's words at the first chunk that fails (the
 * chunks before it are kept). Answers whether every chunk succeeded.
 */
export async function runAgent(request: AgentRunRequest): Promise<boolean> {
  if (isRunning(request.scope) || request.ids.length === 0) return false;
  const ids = [...new Set(request.ids)];
  const runId = crypto.randomUUID();
  publish(request.scope, { done: 0, total: ids.length });
  try {
    for (let start = 0; start < ids.length; start += RERUN_CHUNK) {
      const chunk = ids.slice(start, start + RERUN_CHUNK);
      const result = await callOnline('rerunSystemAgent', {
        key: `agent-run-${runId}-${start}`,
        payload: {
          system_agent_id: request.agentId,
          content_type: request.contentType,
          content_ids: chunk,
          ...(request.groupId === undefined ? {} : { group_id: request.groupId }),
        },
      });
      if (!result.ok) {
        const reason = firstError(result.errors, '');
        notify({ type: 'error', title: SYSTEM_AGENT_MESSAGES.rerunFailed(reason === '' ? null : reason) });
        return false;
      }
      publish(request.scope, { done: start + chunk.length, total: ids.length });
    }
    notify({ type: 'success', title: SYSTEM_AGENT_MESSAGES.rerunSuccess });
    return true;
  } finally {
    publish(request.scope, null);
  }
}
