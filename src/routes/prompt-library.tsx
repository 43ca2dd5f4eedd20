/** /prompt-library: approved prompts, 15 a page (spec part 2 section 2, Lists). Public. */
import { createFileRoute } from '@tanstack/react-router';
import { CONTENT_MESSAGES, CONTENT_PAGE_SIZES } from '../../contract';
import { ResourceCard } from './-components/content/cards';
import { ContentListPage } from './-components/content/content-list-page';
import { ContentListSearch } from './-components/content/list-search';
import { useContentListSearch } from './-components/content/use-content-list-search';

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
