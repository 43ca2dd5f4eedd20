/** /resourcehub: approved resources as a grid of cards, 12 a page (spec part 2 section 2, Lists). Public. */
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CONTENT_MESSAGES, CONTENT_PAGE_SIZES } from '../../contract';
import { useIsLoggedIn } from '../features/session/queries';
import { ResourceCard } from './-components/content/cards';
import { ContentListPage } from './-components/content/content-list-page';
import { HrefLink, memberHref } from './-components/content/href-link';
import { ContentListSearch, compactContentSearch } from './-components/content/list-search';

export const Route = createFileRoute('/resourcehub')({
  validateSearch: ContentListSearch,
  component: ResourceHubPage,
});

function ResourceHubPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const isLoggedIn = useIsLoggedIn();
  const onSearch = useCallback(
    (next: ContentListSearch) => void navigate({ search: compactContentSearch(next), replace: true }),
    [navigate],
  );
  return (
    <ContentListPage
      kind="resource"
      title="Resource Hub"
      pageSize={CONTENT_PAGE_SIZES.resource}
      fixed={{ type: 'resource' }}
      emptyMessage={CONTENT_MESSAGES.noResources}
      search={search}
      onSearch={onSearch}
      renderItem={(resource) => <ResourceCard resource={resource} />}
      actions={<HrefLink href={memberHref('/contribute/resource', isLoggedIn)}>Contribute Resource</HrefLink>}
    />
  );
}
