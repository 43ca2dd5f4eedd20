/** /org/{name_slug}/donate: the Donate tab (only with donation_details). */
import { createFileRoute } from '@tanstack/react-router';
import { DonateCard, OrgTabPanel } from '../features/groups/components/org-page';

export const Route = createFileRoute('/org/$nameSlug/donate')({ component: OrgDonateTab });

function OrgDonateTab() {
  return <OrgTabPanel tab="donate">{(org) => <DonateCard org={org} />}</OrgTabPanel>;
}
