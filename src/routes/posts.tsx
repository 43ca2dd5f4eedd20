/** /posts: posts and newsletters, 15 a page; Create Post and Create Newsletter for members. Public. */
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CONTENT_MESSAGES, CONTENT_PAGE_SIZES } from '../../contract';
import { useIsLoggedIn } from '../features/session/queries';
import { PostCard } from './-components/content/cards';
import { ContentListPage } from './-components/content/content-list-page';
import { HrefLink } from './-components/content/href-link';
import { ContentListSearch, compactContentSearch } from './-components/content/list-search';

export const Route = createFileRoute('/posts')({
  validateSearch: ContentListSearch,
  component: PostsPage,
});

function PostsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const isLoggedIn = useIsLoggedIn();
  const onSearch = useCallback(
    (next: ContentListSearch) => void navigate({ search: compactContentSearch(next), replace: true }),
    [navigate],
  );
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
