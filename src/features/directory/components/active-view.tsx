/**
 * 'Active': the member's connections (12 per page) and suggestions (8 shown of 200
 * fetched, by profile completion; part 1 section 9). Connections are read from the
 * device (db.directory rows the member follows); online, the worker refreshes them from
 * GET /api/v1/connections/ whenever the member's follows change or are confirmed.
 */
import { useEffect } from 'react';
import {
  CONNECTIONS_PAGE_SIZE,
  type ConnectionTab,
  SUGGESTIONS_FETCHED,
  SUGGESTIONS_SHOWN,
} from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Pagination } from '../../../ui/pagination';
import { useFollowedIds } from '../../follows/queries';
import { useIsOnline, usePendingKeys } from '../../sync/queries';
import { fetchConnections } from '../mutations';
import { useConnections, useDirectorySearch } from '../queries';
import { followAction, useMemberGroupIds } from './follow-action';
import { ResultList } from './result-list';

interface ActiveViewProps {
  tab: ConnectionTab;
  limitedSearch: boolean | undefined;
  page: number;
  onPage: (page: number) => void;
}

const heading = css({ fontSize: 'xl', fontWeight: 'bold' });

export function ActiveView({ tab, limitedSearch, page, onPage }: ActiveViewProps) {
  const followedPeople = useFollowedIds('user');
  const followedGroups = useFollowedIds('group');
  const pendingFollows = [...usePendingKeys()].filter((key) => key.startsWith('user:') || key.startsWith('group:'));
  // Fetched again when a follow is made and again once the server has it.
  const refreshKey = `${followedPeople.size + followedGroups.size}:${pendingFollows.length}`;
  const isOnline = useIsOnline();
  useEffect(() => {
    // refreshKey stands for the follows: a change (or its confirmation) refreshes the list.
    if (isOnline && refreshKey) void fetchConnections();
  }, [isOnline, refreshKey]);
  const connections = useConnections();
  const suggestionType = tab === 'all' ? 'user' : tab;
  const pool = useDirectorySearch({
    type: suggestionType,
    page_size: SUGGESTIONS_FETCHED,
    ...(limitedSearch === undefined ? {} : { limited_search: limitedSearch }),
  });
  const memberGroupIds = useMemberGroupIds();
  const isFollowed = (item: { type: string; id: number; followed: boolean }) =>
    item.followed || (item.type === 'user' ? followedPeople : followedGroups).has(item.id);
  const suggestions = pool.items.filter((item) => !isFollowed(item)).slice(0, SUGGESTIONS_SHOWN);
  const all = connections ?? [];
  const shown = all.slice((page - 1) * CONNECTIONS_PAGE_SIZE, page * CONNECTIONS_PAGE_SIZE);
  const count = all.length;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <section
        aria-labelledby="connect-active-heading"
        className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      >
        <h2 id="connect-active-heading" className={heading}>
          Active
        </h2>
        {connections === undefined ? (
          <p aria-busy="true">Loading connections…</p>
        ) : (
          <ResultList
            label="Your connections"
            items={shown}
            emptyText="You are not following anyone yet."
            actionsFor={(item) => followAction(item, memberGroupIds)}
          />
        )}
        <Pagination page={page} pageCount={Math.ceil(count / CONNECTIONS_PAGE_SIZE)} onPage={onPage} />
      </section>
      <section
        aria-labelledby="connect-suggestions-heading"
        className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      >
        <h2 id="connect-suggestions-heading" className={heading}>
          Suggestions
        </h2>
        <ResultList
          label="Suggestions"
          items={suggestions}
          emptyText={pool.status === 'loading' ? 'Loading suggestions…' : 'No suggestions right now.'}
          actionsFor={(item) => followAction(item, memberGroupIds)}
        />
      </section>
    </div>
  );
}
