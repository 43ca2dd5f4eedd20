/** /resourcehub: approved resources as a grid of cards, 12 a page (spec part 2 section 2, Lists). Public. */
import { createFileRoute } from '@tanstack/react-router';
import { ResourceCard } from '../features/content/components/cards';
import { ContentListPage } from '../features/content/components/content-list-page';
import { CONTENT_LISTS } from '../features/content/components/content-lists';
import { HrefLink, memberHref } from '../features/content/components/href-link';
import { ContentListSearch } from '../features/content/components/list-search';
import { useContentListSearch } from '../features/content/components/use-content-list-search';
import { useIsLoggedIn } from '../features/session/queries';

export const Route = createFileRoute('/resourcehub')({
  validateSearch: ContentListSearch,
  component: ResourceHubPage,
});

function ResourceHubPage() {
  const listSearch = useContentListSearch(Route);
  const isLoggedIn = useIsLoggedIn();
  return (
    <ContentListPage
      {...CONTENT_LISTS.resourceHub}
      {...listSearch}
      renderItem={(resource) => <ResourceCard resource={resource} />}
      actions={<HrefLink href={memberHref('/contribute/resource', isLoggedIn)}>Contribute Resource</HrefLink>}
    />
  );
}
