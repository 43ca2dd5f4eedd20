/** The Resources and Posts tabs of a circle, event or organization: the group's items (group_id), paged. */
import { useState } from 'react';
import { CONTENT_MESSAGES, CONTENT_PAGE_SIZES } from '../../../../contract';
import { PostCard, ResourceCard } from './cards';
import { ContentListPage } from './content-list-page';
import type { ContentListSearch } from './list-search';

export function GroupContentTab({ groupId, tab }: { groupId: number; tab: 'resources' | 'posts' }) {
  const [search, setSearch] = useState<ContentListSearch>({ page: 1 });
  if (tab === 'posts') {
    return (
      <ContentListPage
        kind="post"
        title="Posts"
        headingLevel="h2"
        pageSize={CONTENT_PAGE_SIZES.post}
        fixed={{ group_id: groupId }}
        emptyMessage={CONTENT_MESSAGES.noPosts}
        search={search}
        onSearch={setSearch}
        filters={[]}
        layout="column"
        renderItem={(post) => <PostCard post={post} />}
      />
    );
  }
  return (
    <ContentListPage
      kind="resource"
      title="Resources"
      headingLevel="h2"
      pageSize={CONTENT_PAGE_SIZES.resource}
      fixed={{ group_id: groupId }}
      emptyMessage={CONTENT_MESSAGES.noResources}
      search={search}
      onSearch={setSearch}
      filters={[]}
      renderItem={(resource) => <ResourceCard resource={resource} />}
    />
  );
}
