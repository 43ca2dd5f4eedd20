/** /org/{name_slug}/jobs: the organization's jobs (only with the tenant's show_job_menu). */
import { createFileRoute } from '@tanstack/react-router';
import { OrgJobs, OrgTabPanel } from '../features/groups/components/org-page';

export const Route = createFileRoute('/org/$nameSlug/jobs')({ component: OrgJobsTab });

function OrgJobsTab() {
  return <OrgTabPanel tab="jobs">{(org) => <OrgJobs org={org} />}</OrgTabPanel>;
}
