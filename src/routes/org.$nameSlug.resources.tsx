/** /org/{name_slug}/resources: resources (none yet). */
import { createFileRoute } from '@tanstack/react-router';
import { GROUP_MESSAGES } from '../../contract';
import { OrgTabPanel } from './-components/groups/org-page';

export const Route = createFileRoute('/org/$nameSlug/resources')({ component: OrgResourcesTab });

function OrgResourcesTab() {
  return <OrgTabPanel tab="resources">{() => <p role="status">{GROUP_MESSAGES.noResources}</p>}</OrgTabPanel>;
}
