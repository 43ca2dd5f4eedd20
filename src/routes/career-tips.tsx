/** /career-tips: approved career tips, 15 a page, votes on the cards. Public. */
import { createFileRoute } from '@tanstack/react-router';
import { CareerTipCard } from '../features/content/components/cards';
import { ContentListPage } from '../features/content/components/content-list-page';
import { CONTENT_LISTS } from '../features/content/components/content-lists';
import { HrefLink, memberHref } from '../features/content/components/href-link';
import { ContentListSearch } from '../features/content/components/list-search';
import { useContentListSearch } from '../features/content/components/use-content-list-search';
import { useIsLoggedIn } from '../features/session/queries';

export const Route = createFileRoute('/career-tips')({
  validateSearch: ContentListSearch,
  component: CareerTipsPage,
});

function CareerTipsPage() {
  const listSearch = useContentListSearch(Route);
  const isLoggedIn = useIsLoggedIn();
  return (
    <ContentListPage
      {...CONTENT_LISTS.careerTips}
      {...listSearch}
      renderItem={(tip) => <CareerTipCard tip={tip} />}
      actions={<HrefLink href={memberHref('/contribute/career-tip', isLoggedIn)}>Share a Career Tip</HrefLink>}
    />
  );
}
