/**
 * /circle-leaders (spec part 2 section 9: 9 per page): certified circle leaders with
 * their certification level, and a way to become one for members who are not.
 */
import { createFileRoute } from '@tanstack/react-router';
import { CIRCLE_LEADERS_PAGE_SIZE, PROFILE_MESSAGES } from '../../../contract';
import { ResultList } from '../../features/directory/components/result-list';
import { useOwnProfile } from '../../features/profile/queries';
import { BecomeLeaderDialog } from './-components/connect/become-leader-dialog';
import { DirectoryListPage } from './-components/connect/directory-list-page';
import { ListSearch } from './-components/connect/list-search';
import { useDirectoryPage } from './-components/connect/use-directory-page';

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
