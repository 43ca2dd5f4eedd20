/** /agent: the same agent area as /careergps (spec part 1 section 2). Public. */
import { createFileRoute } from '@tanstack/react-router';
import { AgentListPage } from '../features/agents/agent-list-page';
import { AgentListSearch } from '../features/agents/list-search';

export const Route = createFileRoute('/agent')({
  validateSearch: AgentListSearch,
  component: Page,
});

function Page() {
  const { agent_type } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AgentListPage type={agent_type} onType={(type) => void navigate({ search: { agent_type: type } })} />;
}
