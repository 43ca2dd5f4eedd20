/** /org/{name_slug}/admin: the administrators' panel. */
import { createFileRoute } from '@tanstack/react-router';
import { OrgAdmin, OrgTabPanel } from '../features/groups/components/org-page';

export const Route = createFileRoute('/org/$nameSlug/admin')({ component: OrgAdminTab });

function OrgAdminTab() {
  return <OrgTabPanel tab="admin">{(org) => <OrgAdmin org={org} />}</OrgTabPanel>;
}
