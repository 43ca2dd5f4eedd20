/** /org/{name_slug}/events: the organization's events (parent_group), 15 a page. */
import { createFileRoute } from '@tanstack/react-router';
import { OrgGroups, OrgTabPanel } from '../features/groups/components/org-page';

export const Route = createFileRoute('/org/$nameSlug/events')({ component: OrgEventsTab });

function OrgEventsTab() {
  return <OrgTabPanel tab="events">{(org) => <OrgGroups org={org} kind="event" />}</OrgTabPanel>;
}
