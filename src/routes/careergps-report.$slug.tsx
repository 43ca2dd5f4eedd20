/** /careergps-report/{slug}: one CareerGPS report (spec part 1 section 2). Public: anyone with the link reads it. */
import { createFileRoute } from '@tanstack/react-router';
import { ReportPage } from '../features/reports/report-page';

export const Route = createFileRoute('/careergps-report/$slug')({ component: Page });

function Page() {
  const { slug } = Route.useParams();
  return <ReportPage slug={slug} />;
}
