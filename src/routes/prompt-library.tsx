/** /prompt-library: approved prompts, 15 a page (spec part 2 section 2, Lists). Public. */
import { createFileRoute } from '@tanstack/react-router';
import { ResourceCard } from '../features/content/components/cards';
import { ContentListPage } from '../features/content/components/content-list-page';
import { CONTENT_LISTS } from '../features/content/components/content-lists';
import { ContentListSearch } from '../features/content/components/list-search';
import { useContentListSearch } from '../features/content/components/use-content-list-search';

export const Route = createFileRoute('/prompt-library')({
  validateSearch: ContentListSearch,
  component: PromptLibraryPage,
});

function PromptLibraryPage() {
  const listSearch = useContentListSearch(Route);
  return (
    <ContentListPage
      {...CONTENT_LISTS.promptLibrary}
      {...listSearch}
      renderItem={(resource) => <ResourceCard resource={resource} />}
    />
  );
}
