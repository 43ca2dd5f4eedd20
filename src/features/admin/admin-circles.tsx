/**
 * /admin-dashboard/circles (spec part 2 sections 2 and 6): the circles the dashboard's
 * Circles count counts, 15 a page, searched by name from 2 characters. An online read kept
 * in db.onlineCache: offline, the pages already seen stay on screen with when they were
 * fetched.
 */
import { GROUP_MESSAGES, MESSAGES } from '../../../contract';
import { ADMIN_CIRCLES_PAGE_SIZE, ADMIN_MESSAGES } from '../../../contract/admin';
import { css } from '../../../styled-system/css';
import { Pagination } from '../../ui/pagination';
import { TextField } from '../../ui/text-field';
import { OnlineReadNote } from '../sync/online-read-note';
import { useDebouncedSearch } from '../sync/use-debounced-search';
import type { AdminCirclesSearch } from './admin-circles-search';
import { AdminCirclesTable } from './admin-circles-table';
import { useAdminCircles } from './queries';

interface AdminCirclesProps {
  search: AdminCirclesSearch;
  onSearch(next: AdminCirclesSearch): void;
}

export function AdminCircles({ search, onSearch }: AdminCirclesProps) {
  const [text, setText] = useDebouncedSearch(search, onSearch);
  const list = useAdminCircles(search.search, search.page);
  const items = list.data?.data ?? [];
  const pageCount = Math.max(1, Math.ceil((list.data?.pagination.count ?? 0) / ADMIN_CIRCLES_PAGE_SIZE));
  const failure = Object.values(list.errors)[0]?.[0] ?? MESSAGES.couldNotComplete;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{ADMIN_MESSAGES.circles}</h1>
      <div className={css({ maxWidth: 'md' })}>
        <TextField label={ADMIN_MESSAGES.searchCircles} type="search" value={text} onValueChange={setText} />
      </div>
      <OnlineReadNote read={list} />
      {list.status === 'offline' && list.data === undefined ? (
        <p role="status">{ADMIN_MESSAGES.offlineCircles}</p>
      ) : null}
      {list.status === 'loading' && list.data === undefined ? (
        <p role="status">{ADMIN_MESSAGES.loadingCircles}</p>
      ) : null}
      {list.status === 'failed' ? <p role="alert">{failure}</p> : null}
      {list.data !== undefined && items.length === 0 ? <p role="status">{GROUP_MESSAGES.noCircles}</p> : null}
      {items.length > 0 ? <AdminCirclesTable circles={items} /> : null}
      <Pagination page={search.page} pageCount={pageCount} onPage={(page) => onSearch({ ...search, page })} />
    </div>
  );
}
