// A job's badges on its card and its page: Draft, Expired, type and location.
import { isExpired, JOB_LOCATION_LABELS, JOB_MESSAGES, JOB_TYPE_LABELS, type Job } from '../../../../contract';
import { Badge } from '../../../ui/badge';

export function JobBadges({ job, now }: { job: Job; now: number }) {
  return (
    <>
      {job.job_status === 'pending' ? <Badge tone="neutral">{JOB_MESSAGES.draft}</Badge> : null}
      {isExpired(job, now) ? <Badge tone="danger">{JOB_MESSAGES.expired}</Badge> : null}
      <Badge tone="brand">{JOB_TYPE_LABELS[job.job_type]}</Badge>
      <Badge>{JOB_LOCATION_LABELS[job.job_location]}</Badge>
    </>
  );
}
