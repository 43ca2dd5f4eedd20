/** /career-tip/{slug}: the detail page (spec part 2 section 2). Public. */
import { createFileRoute } from '@tanstack/react-router';
import { CareerTipDetail } from '../features/content/components/career-tip-detail';

export const Route = createFileRoute('/career-tip/$slug')({ component: Page });

function Page() {
  const { slug } = Route.useParams();
  return <CareerTipDetail slug={slug} />;
}
