/** /careergps: the agent area (spec part 1 section 2). Public; agent_type filters by type. */
import { createFileRoute } from '@tanstack/react-router';
import { AgentListScreen } from '../features/agents/agent-list-page';
import { AgentListSearch } from '../features/agents/list-search';

export const Route = createFileRoute('/careergps/')({
  validateSearch: AgentListSearch,
  component: () => <AgentListScreen from="/careergps/" />,
});
