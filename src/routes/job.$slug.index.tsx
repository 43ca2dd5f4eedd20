/** /job/{slug}: the Overview tab, for everyone. */
import { createFileRoute } from '@tanstack/react-router';
import { JobOverview } from '../features/jobs/components/job-overview';
import { useRouteStoredJob } from '../features/jobs/components/use-job';

export const Route = createFileRoute('/job/$slug/')({ component: JobOverviewTab });

function JobOverviewTab() {
  const job = useRouteStoredJob();
  return job ? <JobOverview job={job} /> : null;
}
