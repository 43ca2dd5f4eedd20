/** The frame of /influencers, /influential-orgs and /circle-leaders: heading, status, list, paging. */
import type { ReactNode } from 'react';
import { PROFILE_MESSAGES } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Pagination } from '../../../ui/pagination';
import type { DirectoryPageView } from './use-directory-page';

interface DirectoryListPageProps {
  title: string;
  intro?: ReactNode;
  view: DirectoryPageView;
  page: number;
  onPage: (page: number) => void;
  /** The list itself (a ResultList). */
  children: ReactNode;
}

export function DirectoryListPage({ title, intro, view, page, onPage, children }: DirectoryListPageProps) {
  const isOfflineEmpty = view.status === 'offline' && view.items.length === 0;
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <header className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', flex: '1' })}>{title}</h1>
        {intro}
      </header>
      {view.status === 'loading' && view.items.length === 0 ? (
        <p aria-busy="true">Loading…</p>
      ) : isOfflineEmpty ? (
        <p role="status" className={css({ py: '8', textAlign: 'center', color: 'fg.muted' })}>
          {PROFILE_MESSAGES.needsConnection}
        </p>
      ) : (
        children
      )}
      <Pagination page={page} pageCount={view.pageCount} onPage={onPage} />
    </section>
  );
}
