/** /career-tips: approved career tips, 15 a page, votes on the cards. Public. */
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CONTENT_MESSAGES, CONTENT_PAGE_SIZES } from '../../contract';
import { useIsLoggedIn } from '../features/session/queries';
import { CareerTipCard } from './-components/content/cards';
import { ContentListPage } from './-components/content/content-list-page';
import { HrefLink, memberHref } from './-components/content/href-link';
import { ContentListSearch, compactContentSearch } from './-components/content/list-search';

export const Route = createFileRoute('/career-tips')({
  validateSearch: ContentListSearch,
  component: CareerTipsPage,
});

function CareerTipsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const isLoggedIn = useIsLoggedIn();
  const onSearch = useCallback(
    (next: ContentListSearch) => void navigate({ search: compactContentSearch(next), replace: true }),
    [navigate],
  );
  return (
    <ContentListPage
      kind="careertip"
      title="Career Tips"
      pageSize={CONTENT_PAGE_SIZES.careertip}
      emptyMessage={CONTENT_MESSAGES.noCareerTips}
      search={search}
      onSearch={onSearch}
      filters={[]}
      layout="column"
      renderItem={(tip) => <CareerTipCard tip={tip} />}
      actions={<HrefLink href={memberHref('/contribute/career-tip', isLoggedIn)}>Share a Career Tip</HrefLink>}
    />
  );
}
