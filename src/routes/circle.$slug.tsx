/** /circle/{slug}: a circle's page (spec part 2 section 2, Circle detail). Public. */
import { createFileRoute } from '@tanstack/react-router';
import { DetailSearch, type DetailTab } from '../features/groups/components/detail-search';
import { GroupDetailPage } from '../features/groups/components/group-detail-page';

export const Route = createFileRoute('/circle/$slug')({
  validateSearch: DetailSearch,
  component: CirclePage,
});

function CirclePage() {
  const { slug } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onTab = (next: DetailTab) => void navigate({ search: next === 'overview' ? {} : { tab: next }, replace: true });
  return <GroupDetailPage slug={slug} kind="circle" tab={tab} onTab={onTab} />;
}
