/**
 * /influential-orgs (spec part 2 section 9: 16 per page): influential organizations and
 * institutions; each can be followed unless the member belongs to it.
 */
import { createFileRoute } from '@tanstack/react-router';
import { INFLUENTIAL_ORGS_PAGE_SIZE, NO_INFLUENTIAL_ORGS } from '../../../contract';
import { DirectoryListPage } from '../../features/directory/components/directory-list-page';
import { followAction, useMemberGroupIds } from '../../features/directory/components/follow-action';
import { ListSearch } from '../../features/directory/components/list-search';
import { ResultList } from '../../features/directory/components/result-list';
import { useDirectoryPage } from '../../features/directory/components/use-directory-page';

export const Route = createFileRoute('/_member/influential-orgs')({
  validateSearch: ListSearch,
  component: InfluentialOrgsPage,
});

const isOrganization = (type: string) => type === 'organization' || type === 'institution';

function InfluentialOrgsPage() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const memberGroupIds = useMemberGroupIds();
  const view = useDirectoryPage(
    { type: 'organization', is_influencer: true },
    page,
    INFLUENTIAL_ORGS_PAGE_SIZE,
    (item) => item.is_influencer && isOrganization(item.type),
  );
  return (
    <DirectoryListPage
      title="Influential Organizations"
      view={view}
      page={page}
      onPage={(next) => void navigate({ search: { page: next } })}
    >
      <ResultList
        label="Influential organizations"
        items={view.items}
        emptyText={NO_INFLUENTIAL_ORGS}
        columns={4}
        actionsFor={(item) => followAction(item, memberGroupIds)}
      />
    </DirectoryListPage>
  );
}
