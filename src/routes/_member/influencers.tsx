/** /influencers (spec part 2 section 9: 16 per page): influential people, with no follow or message buttons. */
import { createFileRoute } from '@tanstack/react-router';
import { INFLUENCERS_PAGE_SIZE, PROFILE_MESSAGES } from '../../../contract';
import { DirectoryListPage } from '../../features/directory/components/directory-list-page';
import { ListSearch } from '../../features/directory/components/list-search';
import { ResultList } from '../../features/directory/components/result-list';
import { useDirectoryPage } from '../../features/directory/components/use-directory-page';

export const Route = createFileRoute('/_member/influencers')({
  validateSearch: ListSearch,
  component: InfluencersPage,
});

function InfluencersPage() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const view = useDirectoryPage(
    { type: 'user', is_influencer: true },
    page,
    INFLUENCERS_PAGE_SIZE,
    (item) => item.is_influencer,
  );
  return (
    <DirectoryListPage
      title="Influential People"
      view={view}
      page={page}
      onPage={(next) => void navigate({ search: { page: next } })}
    >
      <ResultList
        label="Influential people"
        items={view.items}
        emptyText={PROFILE_MESSAGES.noInfluencers}
        columns={4}
      />
    </DirectoryListPage>
  );
}
