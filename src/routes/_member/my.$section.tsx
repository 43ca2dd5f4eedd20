import { createFileRoute } from '@tanstack/react-router';
import { CollectionTableSearch } from '../../features/collections/components/collection-search';
import { CollectionTable } from '../../features/collections/components/collection-table';

/** /my/{segment}: one of the member's own sections as a table of 10 per page. */
export const Route = createFileRoute('/_member/my/$section')({
  validateSearch: CollectionTableSearch,
  component: MySectionPage,
});

function MySectionPage() {
  const { section } = Route.useParams();
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CollectionTable
      which="my"
      segment={section}
      page={page}
      onPage={(next) => void navigate({ search: { page: next } })}
    />
  );
}
