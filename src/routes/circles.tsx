/** /circles: the circle browsing page (spec part 2 section 2, Lists). Public. */
import { createFileRoute } from '@tanstack/react-router';
import { compactSearch, GroupBrowseSearch } from '../features/groups/components/browse-search';
import { GroupListPage } from '../features/groups/components/group-list-page';
import { useCompactSearch } from '../features/sync/use-compact-search';

export const Route = createFileRoute('/circles')({
  validateSearch: GroupBrowseSearch,
  component: CirclesPage,
});

function CirclesPage() {
  const { search, onSearch } = useCompactSearch(Route, compactSearch);
  return <GroupListPage kind="circle" search={search} onSearch={onSearch} />;
}
