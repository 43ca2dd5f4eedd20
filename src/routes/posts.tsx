/** /posts: posts and newsletters, 15 a page; Create Post and Create Newsletter for members. Public. */
import { createFileRoute } from '@tanstack/react-router';
import { PostCard } from '../features/content/components/cards';
import { ContentListPage } from '../features/content/components/content-list-page';
import { CONTENT_LISTS } from '../features/content/components/content-lists';
import { HrefLink } from '../features/content/components/href-link';
import { ContentListSearch } from '../features/content/components/list-search';
import { useContentListSearch } from '../features/content/components/use-content-list-search';
import { useIsLoggedIn } from '../features/session/queries';

export const Route = createFileRoute('/posts')({
  validateSearch: ContentListSearch,
  component: PostsPage,
});

function PostsPage() {
  const listSearch = useContentListSearch(Route);
  const isLoggedIn = useIsLoggedIn();
  return (
    <ContentListPage
      {...CONTENT_LISTS.posts}
      {...listSearch}
      renderItem={(post) => <PostCard post={post} />}
      actions={
        isLoggedIn ? (
          <>
            <HrefLink href="/create/post">Create Post</HrefLink>
            <HrefLink href="/create/newsletter" variant="outline">
              Create Newsletter
            </HrefLink>
          </>
        ) : null
      }
    />
  );
}
