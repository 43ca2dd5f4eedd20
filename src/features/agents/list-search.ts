import * as v from 'valibot';

/**
 * Search params of /careergps and /agent: the agent type shown (none: all). The types are
 * spelled here rather than imported from contract/agents.ts: route search schemas are in the
 * first-route chunk, and that module would come with them (AgentType is the same list).
 */
export const AgentListSearch = v.object({
  agent_type: v.optional(v.fallback(v.optional(v.picklist(['career_assistant', 'careergps'])), undefined)),
});
