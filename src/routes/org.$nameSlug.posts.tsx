/** /org/{name_slug}/posts: the organization's posts and newsletters (group_id). */
import { createFileRoute } from '@tanstack/react-router';
import { LazyGroupContentTab } from '../features/content/components/lazy-group-content';
import { OrgTabPanel } from '../features/groups/components/org-page';

export const Route = createFileRoute('/org/$nameSlug/posts')({ component: OrgPostsTab });

function OrgPostsTab() {
  return <OrgTabPanel tab="posts">{(org) => <LazyGroupContentTab groupId={org.id} tab="posts" />}</OrgTabPanel>;
}
