/** /ai-tools: approved AI tools, 9 a page, Submit AI Tool (spec part 2 section 2, Lists). Public. */
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CONTENT_MESSAGES, CONTENT_PAGE_SIZES } from '../../contract';
import { AiToolCard } from './-components/content/cards';
import { ContentListPage } from './-components/content/content-list-page';
import { SubmitAiToolButton } from './-components/content/forms/submit-ai-tool-button';
import { ContentListSearch, compactContentSearch } from './-components/content/list-search';

export const Route = createFileRoute('/ai-tools')({
  validateSearch: ContentListSearch,
  component: AiToolsPage,
});

function AiToolsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (next: ContentListSearch) => void navigate({ search: compactContentSearch(next), replace: true }),
    [navigate],
  );
  return (
    <ContentListPage
      kind="aitool"
      title="AI Tools"
      pageSize={CONTENT_PAGE_SIZES.aitool}
      emptyMessage={CONTENT_MESSAGES.noAiTools}
      search={search}
      onSearch={onSearch}
      renderItem={(tool) => <AiToolCard tool={tool} />}
      actions={<SubmitAiToolButton />}
    />
  );
}
