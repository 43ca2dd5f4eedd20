/** /org/{name_slug}/circles: the organization's circles (parent_group), 15 a page. */
import { createFileRoute } from '@tanstack/react-router';
import { OrgGroups, OrgTabPanel } from '../features/groups/components/org-page';

export const Route = createFileRoute('/org/$nameSlug/circles')({ component: OrgCirclesTab });

function OrgCirclesTab() {
  return <OrgTabPanel tab="circles">{(org) => <OrgGroups org={org} kind="circle" />}</OrgTabPanel>;
}
