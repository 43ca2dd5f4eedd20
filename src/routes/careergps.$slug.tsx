/** /careergps/{slug}: one agent's wizard (spec part 1 section 2, Agent screens). Public. */
import { createFileRoute } from '@tanstack/react-router';
import { AgentPage } from '../features/agents/agent-page';

export const Route = createFileRoute('/careergps/$slug')({ component: Page });

function Page() {
  const { slug } = Route.useParams();
  return <AgentPage key={slug} slug={slug} />;
}
