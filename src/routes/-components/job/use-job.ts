/** The job of the current /job/{slug} route, for the layout and its tabs. */
import { getRouteApi } from '@tanstack/react-router';
import type { JobDetail } from '../../../../contract';
import { type JobDetailStatus, useJobDetail } from '../../../features/jobs/job-queries';

const jobRoute = getRouteApi('/job/$slug');

export function useRouteJob(): { slug: string; job: JobDetail | null; status: JobDetailStatus } {
  const { slug } = jobRoute.useParams();
  const { job, status } = useJobDetail(slug);
  return { slug, job, status };
}
