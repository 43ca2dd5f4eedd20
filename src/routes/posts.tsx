/** /posts: posts and newsletters, 15 a page; Create Post and Create Newsletter for members. Public. */
import { createFileRoute } from '@tanstack/react-router';
import { CONTENT_MESSAGES, CONTENT_PAGE_SIZES } from '../../contract';
import { useIsLoggedIn } from '../features/session/queries';
import { PostCard } from './-components/content/cards';
import { ContentListPage } from './-components/content/content-list-page';
import { HrefLink } from './-components/content/href-link';
import { ContentListSearch } from './-components/content/list-search';
import { useContentListSearch } from './-components/content/use-content-list-search';

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
