/** /org/{name_slug}/resources: the organization's resources (group_id). */
import { createFileRoute } from '@tanstack/react-router';
import { LazyGroupContentTab } from '../features/content/components/lazy-group-content';
import { OrgTabPanel } from '../features/groups/components/org-page';

export const Route = createFileRoute('/org/$nameSlug/resources')({ component: OrgResourcesTab });

function OrgResourcesTab() {
  return <OrgTabPanel tab="resources">{(org) => <LazyGroupContentTab groupId={org.id} tab="resources" />}</OrgTabPanel>;
}
