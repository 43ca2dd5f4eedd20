/**
 * 'Search Results' of the connect screen: local matches at once (offline too), the
 * server's page when it answers; 12 per page. Offline, a search of what this device does
 * not hold says it needs a connection.
 */
import { CONNECTIONS_PAGE_SIZE, PROFILE_MESSAGES } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import type { DirectoryQuery } from '../../../../sync/core/api';
import { Pagination } from '../../../ui/pagination';
import { followAction, useMemberGroupIds } from './follow-action';
import { ResultList } from './result-list';
import { useDirectoryPage } from './use-directory-page';

interface SearchResultsProps {
  query: Omit<DirectoryQuery, 'page' | 'page_size'>;
  page: number;
  onPage: (page: number) => void;
}

export function SearchResults({ query, page, onPage }: SearchResultsProps) {
  const result = useDirectoryPage(query, page, CONNECTIONS_PAGE_SIZE);
  const memberGroupIds = useMemberGroupIds();
  const { items, pageCount } = result;
  const isOffline = result.status === 'offline';
  return (
    <section
      aria-labelledby="connect-results-heading"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <h2 id="connect-results-heading" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        Search Results
      </h2>
      <p aria-live="polite" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {result.status === 'loading'
          ? 'Searching…'
          : isOffline
            ? 'Showing what this device holds.'
            : `${result.count} found`}
      </p>
      {isOffline && items.length === 0 ? (
        <p role="status" className={css({ py: '8', textAlign: 'center', color: 'fg.muted' })}>
          {PROFILE_MESSAGES.needsConnection}
        </p>
      ) : (
        <ResultList
          label="Search results"
          items={items}
          emptyText={result.status === 'loading' ? '' : 'No results found'}
          actionsFor={(item) => followAction(item, memberGroupIds)}
        />
      )}
      <Pagination page={page} pageCount={pageCount} onPage={onPage} />
    </section>
  );
}
