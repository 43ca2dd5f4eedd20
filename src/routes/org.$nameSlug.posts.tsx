/** /org/{name_slug}/posts: the organization's posts and newsletters (group_id). */
import { createFileRoute } from '@tanstack/react-router';
import { LazyGroupContentTab } from './-components/content/lazy-group-content';
import { OrgTabPanel } from './-components/groups/org-page';

export const Route = createFileRoute('/org/$nameSlug/posts')({ component: OrgPostsTab });

function OrgPostsTab() {
  return <OrgTabPanel tab="posts">{(org) => <LazyGroupContentTab groupId={org.id} tab="posts" />}</OrgTabPanel>;
}
