/**
 * The content lists (spec part 2 section 2, Lists): filters (search from 2 characters after
 * the search delay, topic area, career stage, professional field, country), the kind's page
 * size, empty, loading and offline states, paging, and the page's own actions.
 */
import { Fragment, type ReactNode } from 'react';
import { type ContentByKind, type ContentKind, MESSAGES } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { cardGrid } from '../../../ui/card-styles';
import { FilterBar } from '../../../ui/filter-bar';
import { Pagination } from '../../../ui/pagination';
import { filterSelects, useFilterChoices } from '../../lookups/use-filter-choices';
import { useDebouncedSearch } from '../../sync/use-debounced-search';
import { type ContentListParams, useContentList } from '../queries';
import { type ContentListSearch, idsText } from './list-search';

export const OFFLINE_LIST_NOTE = 'Results may be incomplete until you are back online';

type Filter = 'topic_area' | 'career_stage' | 'professional_field' | 'country';
const ALL_FILTERS: readonly Filter[] = ['topic_area', 'career_stage', 'professional_field', 'country'];

export interface ContentListPageProps<K extends ContentKind> {
  kind: K;
  title: string;
  pageSize: number;
  /** Fixed parameters of this list (the resource type, the post type, a group). */
  fixed?: Partial<ContentListParams>;
  emptyMessage: string;
  search: ContentListSearch;
  onSearch: (next: ContentListSearch) => void;
  renderItem: (item: ContentByKind[K]) => ReactNode;
  actions?: ReactNode;
  filters?: readonly Filter[];
  /** 'grid' of cards (default) or a single column. */
  layout?: 'grid' | 'column';
  /** Heading level: 'h1' on the list routes, 'h2' inside a group's tab. */
  headingLevel?: 'h1' | 'h2';
}

const filtersStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' },
  gap: '3',
});
const columnStyle = css({ display: 'flex', flexDirection: 'column', gap: '3' });

const keyOf = (item: { id: number }) => item.id;

export function ContentListPage<K extends ContentKind>(props: ContentListPageProps<K>) {
  const { kind, title, pageSize, fixed, emptyMessage, onSearch, renderItem, actions } = props;
  const filters = props.filters ? ALL_FILTERS.filter((key) => props.filters?.includes(key)) : ALL_FILTERS;
  const search = {
    search: props.search.search ?? '',
    topic_area: idsText(props.search.topic_area),
    topic_areas: idsText(props.search.topic_areas),
    career_stage: idsText(props.search.career_stage),
    professional_field: idsText(props.search.professional_field),
    country: props.search.country ?? '',
    page: props.search.page ?? 1,
  };
  const choices = useFilterChoices();
  const [text, setText] = useDebouncedSearch(search, onSearch);

  const serverSearch = search.search.trim().length >= 2 ? search.search.trim() : undefined;
  const params: ContentListParams = {
    ...fixed,
    ...(serverSearch ? { search: serverSearch } : {}),
    ...(search.topic_area ? { topic_area: search.topic_area } : {}),
    ...(search.topic_areas && !search.topic_area ? { topic_areas: search.topic_areas } : {}),
    ...(search.career_stage ? { career_stage: search.career_stage } : {}),
    ...(search.professional_field ? { professional_field: search.professional_field } : {}),
    ...(search.country ? { country: search.country } : {}),
    page: search.page,
    page_size: pageSize,
  };
  const list = useContentList(kind, params);
  const pageCount = Math.max(1, Math.ceil(list.count / pageSize));
  const Heading = props.headingLevel ?? 'h1';

  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: '3',
          flexWrap: 'wrap',
        })}
      >
        <Heading className={css({ fontSize: Heading === 'h1' ? '2xl' : 'xl', fontWeight: 'bold' })}>{title}</Heading>
        {actions ? <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>{actions}</div> : null}
      </div>
      <FilterBar
        label={`Filter ${title.toLowerCase()}`}
        className={filtersStyle}
        text={text}
        onText={setText}
        selects={filterSelects(choices, filters, search)}
        onSelect={(key, value) =>
          onSearch({ ...search, [key]: value, ...(key === 'topic_area' ? { topic_areas: '' } : {}), page: 1 })
        }
      />
      {list.status === 'offline' ? <p role="status">{OFFLINE_LIST_NOTE}</p> : null}
      {list.status === 'loading' && list.items.length === 0 ? (
        <p role="status">Loading {title.toLowerCase()}…</p>
      ) : list.items.length === 0 ? (
        <p role="status">{list.status === 'failed' ? (list.message ?? MESSAGES.couldNotComplete) : emptyMessage}</p>
      ) : (
        <ul aria-label={title} className={props.layout === 'column' ? columnStyle : cardGrid}>
          {list.items.map((item) => (
            <Fragment key={keyOf(item)}>{renderItem(item)}</Fragment>
          ))}
        </ul>
      )}
      <Pagination page={search.page} pageCount={pageCount} onPage={(page) => onSearch({ ...search, page })} />
    </section>
  );
}
