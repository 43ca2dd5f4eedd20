/** /org/{name_slug}: the Overview tab (About, Administrators, members, circles, events, Donate card). */
import { createFileRoute } from '@tanstack/react-router';
import { OrgOverview, useOrg } from '../features/groups/components/org-page';

export const Route = createFileRoute('/org/$nameSlug/')({ component: OrgOverviewTab });

function OrgOverviewTab() {
  const { org, tabs } = useOrg();
  return org ? <OrgOverview org={org} tabs={tabs} /> : null;
}
