/** /job/{slug}/recommendation: recommended talent for the job's administrators (spec part 2 section 2, Jobs). */
import { createFileRoute } from '@tanstack/react-router';
import { JobAdminGate } from '../features/jobs/components/admin/admin-gate';
import { RecommendedPanel } from '../features/jobs/components/admin/recommended-panel';

export const Route = createFileRoute('/job/$slug/recommendation')({ component: JobRecommendationPage });

function JobRecommendationPage() {
  return <JobAdminGate>{(job) => <RecommendedPanel job={job} />}</JobAdminGate>;
}
