/** /prompt-library: approved prompts, 15 a page (spec part 2 section 2, Lists). Public. */
import { createFileRoute } from '@tanstack/react-router';
import { CONTENT_MESSAGES, CONTENT_PAGE_SIZES } from '../../contract';
import { ResourceCard } from '../features/content/components/cards';
import { ContentListPage } from '../features/content/components/content-list-page';
import { ContentListSearch } from '../features/content/components/list-search';
import { useContentListSearch } from '../features/content/components/use-content-list-search';

export const Route = createFileRoute('/prompt-library')({
  validateSearch: ContentListSearch,
  component: PromptLibraryPage,
});

function PromptLibraryPage() {
  const { search, onSearch } = useContentListSearch(Route);
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
