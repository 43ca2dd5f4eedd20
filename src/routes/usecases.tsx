/** /usecases: approved use cases, 15 a page, Submit Use Case (spec part 2 section 2, Lists). Public. */
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CONTENT_MESSAGES, CONTENT_PAGE_SIZES } from '../../contract';
import { useIsLoggedIn } from '../features/session/queries';
import { UseCaseCard } from './-components/content/cards';
import { ContentListPage } from './-components/content/content-list-page';
import { HrefLink, memberHref } from './-components/content/href-link';
import { ContentListSearch, compactContentSearch } from './-components/content/list-search';

export const Route = createFileRoute('/usecases')({
  validateSearch: ContentListSearch,
  component: UseCasesPage,
});

function UseCasesPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const isLoggedIn = useIsLoggedIn();
  const onSearch = useCallback(
    (next: ContentListSearch) => void navigate({ search: compactContentSearch(next), replace: true }),
    [navigate],
  );
  return (
    <ContentListPage
      kind="usecase"
      title="Use Cases"
      pageSize={CONTENT_PAGE_SIZES.usecase}
      emptyMessage={CONTENT_MESSAGES.noUseCases}
      search={search}
      onSearch={onSearch}
      renderItem={(useCase) => <UseCaseCard useCase={useCase} />}
      actions={<HrefLink href={memberHref('/contribute/usecase', isLoggedIn)}>Submit Use Case</HrefLink>}
    />
  );
}
