/** /ai-tools: approved AI tools, 9 a page, Submit AI Tool (spec part 2 section 2, Lists). Public. */
import { createFileRoute } from '@tanstack/react-router';
import { AiToolCard } from '../features/content/components/cards';
import { ContentListPage } from '../features/content/components/content-list-page';
import { CONTENT_LISTS } from '../features/content/components/content-lists';
import { SubmitAiToolButton } from '../features/content/components/forms/submit-ai-tool-button';
import { ContentListSearch } from '../features/content/components/list-search';
import { useContentListSearch } from '../features/content/components/use-content-list-search';

export const Route = createFileRoute('/ai-tools')({
  validateSearch: ContentListSearch,
  component: AiToolsPage,
});

function AiToolsPage() {
  const listSearch = useContentListSearch(Route);
  return (
    <ContentListPage
      {...CONTENT_LISTS.aiTools}
      {...listSearch}
      renderItem={(tool) => <AiToolCard tool={tool} />}
      actions={<SubmitAiToolButton />}
    />
  );
}
