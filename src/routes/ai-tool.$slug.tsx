/** /ai-tool/{slug}: the detail page (spec part 2 section 2). Public. */
import { createFileRoute } from '@tanstack/react-router';
import { AiToolDetail } from '../features/content/components/ai-tool-detail';

export const Route = createFileRoute('/ai-tool/$slug')({ component: Page });

function Page() {
  const { slug } = Route.useParams();
  return <AiToolDetail slug={slug} />;
}
