import { createFileRoute } from '@tanstack/react-router';
import { CollectionTableSearch } from '../../features/collections/components/collection-search';
import { CollectionTable } from '../../features/collections/components/collection-table';

/** /favorites/{segment}: one bookmarked section as a table of 10 per page. */
export const Route = createFileRoute('/_member/favorites/$section')({
  validateSearch: CollectionTableSearch,
  component: FavoritesSectionPage,
});

function FavoritesSectionPage() {
  const { section } = Route.useParams();
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CollectionTable
      which="favorites"
      segment={section}
      page={page}
      onPage={(next) => void navigate({ search: { page: next } })}
    />
  );
}
