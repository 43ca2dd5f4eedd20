/** SEAM (issue 6): Edit, Publish / Convert to Draft, Delete and the applicants CSV in a job's hero, for its administrators. */
import type { JobDetail } from '../../../../../contract';

export function JobAdminActions(_props: { job: JobDetail }) {
  return null;
}
