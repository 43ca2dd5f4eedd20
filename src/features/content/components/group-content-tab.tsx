/** The Resources and Posts tabs of a circle, event or organization: the group's items (group_id), paged. */
import { useState } from 'react';
import { CONTENT_MESSAGES, CONTENT_PAGE_SIZES } from '../../../../contract';
import { PostCard, ResourceCard } from './cards';
import { ContentListPage } from './content-list-page';
import type { ContentListSearch } from './list-search';

export function GroupContentTab({ groupId, tab }: { groupId: number; tab: 'resources' | 'posts' }) {
  const [search, setSearch] = useState<ContentListSearch>({ page: 1 });
  // Both tabs list the group's own items, searchable but without the list pages' filters.
  const inGroup = {
    headingLevel: 'h2',
    fixed: { group_id: groupId },
    search,
    onSearch: setSearch,
    filters: [],
  } as const;
  if (tab === 'posts') {
    return (
      <ContentListPage
        kind="post"
        title="Posts"
        pageSize={CONTENT_PAGE_SIZES.post}
        emptyMessage={CONTENT_MESSAGES.noPosts}
        layout="column"
        renderItem={(post) => <PostCard post={post} />}
        {...inGroup}
      />
    );
  }
  return (
    <ContentListPage
      kind="resource"
      title="Resources"
      pageSize={CONTENT_PAGE_SIZES.resource}
      emptyMessage={CONTENT_MESSAGES.noResources}
      renderItem={(resource) => <ResourceCard resource={resource} />}
      {...inGroup}
    />
  );
}
