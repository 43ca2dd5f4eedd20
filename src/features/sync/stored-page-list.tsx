/**
 * A page of stored items with the page in the address (notifications, reports): the
 * server's page when online, the stored rows paged on the device offline. It says which,
 * shows Loading until Dexie has answered, the empty state, the list and the pages.
 */
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { Pagination } from '../../ui/pagination';
import type { StoredPageView } from './stored-page-view';

interface StoredPageListProps<T> {
  view: StoredPageView<T>;
  /** The list's accessible name. */
  label: string;
  offlineNote: string;
  failedNote: string;
  empty: ReactNode;
  page: number;
  onPage(page: number): void;
  children(item: T): ReactNode;
}

const noteStyle = css({ fontSize: 'sm', color: 'fg.muted' });

export function StoredPageList<T>({
  view,
  label,
  offlineNote,
  failedNote,
  empty,
  page,
  onPage,
  children,
}: StoredPageListProps<T>) {
  const isLoading = view.status === 'loading';
  return (
    <>
      {view.status === 'offline' ? (
        <p role="status" className={noteStyle}>
          {offlineNote}
        </p>
      ) : view.status === 'failed' ? (
        <p role="status" className={noteStyle}>
          {failedNote}
        </p>
      ) : null}
      {!view.isReady || (isLoading && view.items.length === 0) ? (
        <p aria-busy="true">Loading…</p>
      ) : view.items.length === 0 ? (
        empty
      ) : (
        <ul
          aria-label={label}
          aria-busy={isLoading || undefined}
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '1',
            p: '1',
            bg: 'bg.surface',
            borderWidth: '1px',
            borderColor: 'border.default',
            borderRadius: 'lg',
          })}
        >
          {view.items.map(children)}
        </ul>
      )}
      <Pagination page={page} pageCount={view.pageCount} onPage={onPage} />
    </>
  );
}
