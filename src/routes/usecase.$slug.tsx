/** /usecase/{slug}: the detail page (spec part 2 section 2). Public. */
import { createFileRoute } from '@tanstack/react-router';
import { UseCaseDetail } from '../features/content/components/usecase-detail';

export const Route = createFileRoute('/usecase/$slug')({ component: Page });

function Page() {
  const { slug } = Route.useParams();
  return <UseCaseDetail slug={slug} />;
}
