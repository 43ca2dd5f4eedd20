/** /resource/{slug}: the detail page (spec part 2 section 2). Public. */
import { createFileRoute } from '@tanstack/react-router';
import { ResourceDetail } from '../features/content/components/resource-detail';

export const Route = createFileRoute('/resource/$slug')({ component: Page });

function Page() {
  const { slug } = Route.useParams();
  return <ResourceDetail slug={slug} />;
}
