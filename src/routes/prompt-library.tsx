/** /prompt-library: approved prompts, 15 a page (spec part 2 section 2, Lists). Public. */
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CONTENT_MESSAGES, CONTENT_PAGE_SIZES } from '../../contract';
import { ResourceCard } from './-components/content/cards';
import { ContentListPage } from './-components/content/content-list-page';
import { ContentListSearch, compactContentSearch } from './-components/content/list-search';

export const Route = createFileRoute('/prompt-library')({
  validateSearch: ContentListSearch,
  component: PromptLibraryPage,
});

function PromptLibraryPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (next: ContentListSearch) => void navigate({ search: compactContentSearch(next), replace: true }),
    [navigate],
  );
  return (
    <ContentListPage
      kind="resource"
      title="Prompt Library"
      pageSize={CONTENT_PAGE_SIZES.prompt}
      fixed={{ type: 'prompt' }}
      emptyMessage={CONTENT_MESSAGES.noPrompts}
      search={search}
      onSearch={onSearch}
      renderItem={(resource) => <ResourceCard resource={resource} />}
    />
  );
}
