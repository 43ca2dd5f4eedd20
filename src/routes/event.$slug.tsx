/** /event/{slug}: an event's page (spec part 2 section 2, Event detail). Public. */
import { createFileRoute } from '@tanstack/react-router';
import { DetailSearch, type DetailTab } from '../features/groups/components/detail-search';
import { GroupDetailPage } from '../features/groups/components/group-detail-page';

export const Route = createFileRoute('/event/$slug')({
  validateSearch: DetailSearch,
  component: EventPage,
});

function EventPage() {
  const { slug } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onTab = (next: DetailTab) => void navigate({ search: next === 'overview' ? {} : { tab: next }, replace: true });
  return <GroupDetailPage slug={slug} kind="event" tab={tab} onTab={onTab} />;
}
