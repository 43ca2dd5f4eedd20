/** /org/{name_slug}/posts: posts (none yet). */
import { createFileRoute } from '@tanstack/react-router';
import { OrgTabPanel } from './-components/groups/org-page';

export const Route = createFileRoute('/org/$nameSlug/posts')({ component: OrgPostsTab });

function OrgPostsTab() {
  return <OrgTabPanel tab="posts">{() => <p role="status">No posts found</p>}</OrgTabPanel>;
}
