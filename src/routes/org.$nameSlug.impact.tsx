/** /org/{name_slug}/impact: AI Impact. */
import { createFileRoute } from '@tanstack/react-router';
import { OrgImpact, OrgTabPanel } from '../features/groups/components/org-page';

export const Route = createFileRoute('/org/$nameSlug/impact')({ component: OrgImpactTab });

function OrgImpactTab() {
  return <OrgTabPanel tab="impact">{(org) => <OrgImpact org={org} />}</OrgTabPanel>;
}
