/** /posts: posts and newsletters, 15 a page; Create Post and Create Newsletter for members. Public. */
import { createFileRoute } from '@tanstack/react-router';
import { CONTENT_MESSAGES, CONTENT_PAGE_SIZES } from '../../contract';
import { PostCard } from '../features/content/components/cards';
import { ContentListPage } from '../features/content/components/content-list-page';
import { HrefLink } from '../features/content/components/href-link';
import { ContentListSearch } from '../features/content/components/list-search';
import { useContentListSearch } from '../features/content/components/use-content-list-search';
import { useIsLoggedIn } from '../features/session/queries';

export const Route = createFileRoute('/posts')({
  validateSearch: ContentListSearch,
  component: PostsPage,
});

function PostsPage() {
  const { search, onSearch } = useContentListSearch(Route);
  const isLoggedIn = useIsLoggedIn();
  return (
    <ContentListPage
      kind="post"
      title="Posts"
      pageSize={CONTENT_PAGE_SIZES.post}
      emptyMessage={CONTENT_MESSAGES.noPosts}
      search={search}
      onSearch={onSearch}
      filters={[]}
      layout="column"
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
