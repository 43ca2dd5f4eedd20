/** /circles: the circle browsing page (spec part 2 section 2, Lists). Public. */
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { compactSearch, GroupBrowseSearch } from '../features/groups/components/browse-search';
import { GroupListPage } from '../features/groups/components/group-list-page';

export const Route = createFileRoute('/circles')({
  validateSearch: GroupBrowseSearch,
  component: CirclesPage,
});

function CirclesPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (next: GroupBrowseSearch) => void navigate({ search: compactSearch(next), replace: true }),
    [navigate],
  );
  return <GroupListPage kind="circle" search={search} onSearch={onSearch} />;
}
