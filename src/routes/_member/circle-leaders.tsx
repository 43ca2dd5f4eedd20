/**
 * /circle-leaders (spec part 2 section 9: 9 per page): certified circle leaders with
 * their certification level, and a way to become one for members who are not.
 */
import { createFileRoute } from '@tanstack/react-router';
import { CIRCLE_LEADERS_PAGE_SIZE, PROFILE_MESSAGES } from '../../../contract';
import { BecomeLeaderDialog } from '../../features/directory/components/become-leader-dialog';
import { DirectoryListPage } from '../../features/directory/components/directory-list-page';
import { ListSearch } from '../../features/directory/components/list-search';
import { ResultList } from '../../features/directory/components/result-list';
import { useDirectoryPage } from '../../features/directory/components/use-directory-page';
import { useOwnProfile } from '../../features/profile/queries';

export const Route = createFileRoute('/_member/circle-leaders')({
  validateSearch: ListSearch,
  component: CircleLeadersPage,
});

function CircleLeadersPage() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const isLeader = Boolean(useOwnProfile()?.leadership_certification_details);
  const view = useDirectoryPage(
    { type: 'user', is_certified: true },
    page,
    CIRCLE_LEADERS_PAGE_SIZE,
    (item) => item.is_certified,
  );
  return (
    <DirectoryListPage
      title="Circle Leaders"
      intro={isLeader ? null : <BecomeLeaderDialog />}
      view={view}
      page={page}
      onPage={(next) => void navigate({ search: { page: next } })}
    >
      <ResultList label="Circle leaders" items={view.items} emptyText={PROFILE_MESSAGES.noCircleLeaders} showLevel />
    </DirectoryListPage>
  );
}
