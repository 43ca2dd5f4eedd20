/** /org/{name_slug}/people: the organization's accepted members, 15 a page. */
import { createFileRoute } from '@tanstack/react-router';
import { OrgTabPanel } from '../features/groups/components/org-page';
import { PeopleTab } from '../features/groups/components/people-tab';

export const Route = createFileRoute('/org/$nameSlug/people')({ component: OrgPeopleTab });

function OrgPeopleTab() {
  return <OrgTabPanel tab="people">{(org) => <PeopleTab groupId={org.id} />}</OrgTabPanel>;
}
