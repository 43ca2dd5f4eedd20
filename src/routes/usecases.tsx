/** /usecases: approved use cases, 15 a page, Submit Use Case (spec part 2 section 2, Lists). Public. */
import { createFileRoute } from '@tanstack/react-router';
import { UseCaseCard } from '../features/content/components/cards';
import { ContentListPage } from '../features/content/components/content-list-page';
import { CONTENT_LISTS } from '../features/content/components/content-lists';
import { HrefLink, memberHref } from '../features/content/components/href-link';
import { ContentListSearch } from '../features/content/components/list-search';
import { useContentListSearch } from '../features/content/components/use-content-list-search';
import { useIsLoggedIn } from '../features/session/queries';

export const Route = createFileRoute('/usecases')({
  validateSearch: ContentListSearch,
  component: UseCasesPage,
});

function UseCasesPage() {
  const listSearch = useContentListSearch(Route);
  const isLoggedIn = useIsLoggedIn();
  return (
    <ContentListPage
      {...CONTENT_LISTS.usecases}
      {...listSearch}
      renderItem={(useCase) => <UseCaseCard useCase={useCase} />}
      actions={<HrefLink href={memberHref('/contribute/usecase', isLoggedIn)}>Submit Use Case</HrefLink>}
    />
  );
}
