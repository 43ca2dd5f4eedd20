import * as v from 'valibot';
import { AgentType } from '../../../contract/agents';

/** Search params of /careergps and /agent: the agent type shown (none: all). */
export const AgentListSearch = v.object({
  agent_type: v.optional(v.fallback(v.optional(AgentType), undefined)),
});
