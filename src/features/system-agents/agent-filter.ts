/**
 * The "Agent response" filter of a list as one select value, `agentId:field:verdict`, and
 * the query it asks: system_agent_id with agent_response — a verdict for members and, as
 * the spec words it for use cases, JSON naming the quality level.
 */
import { type SystemAgent, type SystemAgentEntity, VERDICT_FIELD, VERDICTS, verdictLabel } from '../../../contract';

export interface AgentFilterParams {
  system_agent_id?: number;
  agent_response?: string;
}

export function agentFilterOptions(agents: readonly SystemAgent[]): { value: string; label: string }[] {
  return agents.flatMap((agent) =>
    VERDICTS[agent.agent_type].map((verdict) => ({
      value: `${agent.id}:${VERDICT_FIELD[agent.agent_type]}:${verdict}`,
      label: verdictLabel(verdict),
    })),
  );
}

export function agentFilterParams(value: string, entity: SystemAgentEntity): AgentFilterParams {
  const [id, field, verdict] = value.split(':');
  const agentId = Number(id);
  if (!Number.isInteger(agentId) || agentId < 1 || !field || !verdict) return {};
  const asked = entity === 'usecase' ? JSON.stringify({ [field]: verdict }) : verdict;
  return { system_agent_id: agentId, agent_response: asked };
}
