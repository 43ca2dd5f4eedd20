/** The job of the current /job/{slug} route, for the layout (which fetches it once). */
import { getRouteApi } from '@tanstack/react-router';
import type { JobDetail } from '../../../../contract';
import { type JobDetailStatus, useJobDetail, useStoredJobDetail } from '../job-queries';

const jobRoute = getRouteApi('/job/$slug');

export function useRouteJob(): { slug: string; job: JobDetail | null; status: JobDetailStatus } {
  const { slug } = jobRoute.useParams();
  const { job, status } = useJobDetail(slug);
  return { slug, job, status };
}

/** The same job for the tabs below the layout: read from Dexie, not fetched again. */
export function useRouteStoredJob(): JobDetail | null {
  const { slug } = jobRoute.useParams();
  return useStoredJobDetail(slug);
}
