// The job administrator's tabs: the layout's job, then the tab, or why it cannot show.
import type { ReactNode } from 'react';
import { JOB_MESSAGES, type JobDetail } from '../../../../../contract';
import { useRouteStoredJob } from '../use-job';

export function JobAdminGate({ children }: { children: (job: JobDetail) => ReactNode }) {
  const job = useRouteStoredJob();
  if (!job) return null;
  if (!job.is_administrator) return <p role="alert">{JOB_MESSAGES.noPermission}</p>;
  return <>{children(job)}</>;
}
