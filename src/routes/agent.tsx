/** /agent: the same agent area as /careergps (spec part 1 section 2). Public. */
import { createFileRoute } from '@tanstack/react-router';
import { AgentListScreen } from '../features/agents/agent-list-page';
import { AgentListSearch } from '../features/agents/list-search';

export const Route = createFileRoute('/agent')({
  validateSearch: AgentListSearch,
  component: () => <AgentListScreen from="/agent" />,
});
