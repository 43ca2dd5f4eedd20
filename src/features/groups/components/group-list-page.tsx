/**
 * /circles and /events (spec part 2 section 2, Lists): filters (search with a 500 ms
 * debounce, career stage, professional field, topic area, country), 9 cards a page,
 * empty, loading and offline states, and Create for those with the right.
 */
import { useState } from 'react';
import { GROUP_BROWSE_PAGE_SIZE, GROUP_MESSAGES, MESSAGES } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { cardGrid } from '../../../ui/card-styles';
import { FilterBar } from '../../../ui/filter-bar';
import { Pagination } from '../../../ui/pagination';
import { filterSelects, useFilterChoices } from '../../lookups/use-filter-choices';
import { useDebouncedSearch } from '../../sync/use-debounced-search';
import { useGroupList } from '../queries';
import type { GroupBrowseSearch } from './browse-search';
import { GroupCard } from './group-card';
import { LazyCreateGroupButton } from './lazy-admin';

interface GroupListPageProps {
  kind: 'circle' | 'event';
  search: GroupBrowseSearch;
  onSearch: (next: GroupBrowseSearch) => void;
}

const filtersStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' },
  gap: '3',
});

const FILTERS = ['career_stage', 'professional_field', 'topic_area', 'roles', 'country'] as const;

export function GroupListPage({ kind, search: raw, onSearch }: GroupListPageProps) {
  const search = {
    search: raw.search ?? '',
    career_stage: raw.career_stage ?? '',
    professional_field: raw.professional_field ?? '',
    topic_area: raw.topic_area ?? '',
    country: raw.country ?? '',
    roles: raw.roles ?? '',
    page: raw.page ?? 1,
  };
  const choices = useFilterChoices();
  const [text, setText] = useDebouncedSearch(search, onSearch);
  const [now] = useState(() => Date.now());

  const serverSearch = search.search.trim().length >= 2 ? search.search.trim() : undefined;
  const list = useGroupList({
    group_type: kind,
    ...(serverSearch ? { search: serverSearch } : {}),
    ...(search.career_stage ? { career_stage: search.career_stage } : {}),
    ...(search.professional_field ? { professional_field: search.professional_field } : {}),
    ...(search.topic_area ? { topic_area: search.topic_area } : {}),
    ...(search.country ? { country: search.country } : {}),
    ...(search.roles ? { roles: search.roles } : {}),
    page: search.page,
    page_size: GROUP_BROWSE_PAGE_SIZE,
  });
  const title = kind === 'event' ? 'Events' : 'Circles';
  const pageCount = Math.max(1, Math.ceil(list.count / GROUP_BROWSE_PAGE_SIZE));

  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{title}</h1>
        <LazyCreateGroupButton kind={kind} />
      </div>
      <FilterBar
        label={`Filter ${title.toLowerCase()}`}
        className={filtersStyle}
        text={text}
        onText={setText}
        selects={filterSelects(choices, FILTERS, search)}
        onSelect={(key, value) => onSearch({ ...search, [key]: value, page: 1 })}
      />
      {list.status === 'loading' && list.items.length === 0 ? (
        <p role="status">Loading {title.toLowerCase()}…</p>
      ) : list.items.length === 0 ? (
        <p role="status">
          {list.status === 'offline'
            ? `You're offline: no ${title.toLowerCase()} saved on this device yet.`
            : list.status === 'failed'
              ? MESSAGES.couldNotComplete
              : kind === 'event'
                ? GROUP_MESSAGES.noEvents
                : GROUP_MESSAGES.noCircles}
        </p>
      ) : (
        <>
          {list.status === 'offline' ? (
            <p role="status">You're offline: showing {title.toLowerCase()} saved on this device.</p>
          ) : null}
          <ul aria-label={title} className={cardGrid}>
            {list.items.map((group) => (
              <GroupCard key={group.id} group={group} now={now} />
            ))}
          </ul>
        </>
      )}
      <Pagination page={search.page} pageCount={pageCount} onPage={(page) => onSearch({ ...search, page })} />
    </section>
  );
}
