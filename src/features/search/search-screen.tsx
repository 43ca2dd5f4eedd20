/**
 * One search over everything this device stores (jobs, people, groups, content, reports,
 * notifications, messages), answered by the sync worker's index offline too; online, a
 * member's search also asks the server for people and groups, merged after the device's own.
 * The text goes to the address SEARCH_DELAY_MS after the last keystroke (the spec's lists),
 * so back, forward and reload keep it.
 */
import { useEffect } from 'react';
import { MESSAGES, SEARCH_MIN_CHARS } from '../../../contract';
import { css } from '../../../styled-system/css';
import { TextField } from '../../ui/text-field';
import { useDebouncedText } from '../admin/use-debounced-text';
import { useIsOnline } from '../sync/queries';
import { useDeviceSearch, useServerSearch, warmSearch } from './queries';
import { SearchSectionView } from './search-section';
import { groupResults, mergeResults } from './search-sections';

interface SearchScreenProps {
  /** The search text in the address. */
  q: string;
  onSearch: (q: string) => void;
}

const note = css({ fontSize: 'sm', color: 'fg.muted' });

export function SearchScreen({ q, onSearch }: SearchScreenProps) {
  const [text, setText] = useDebouncedText(q, onSearch);
  const isOnline = useIsOnline();
  const device = useDeviceSearch(q);
  const server = useServerSearch(q);
  useEffect(warmSearch, []);

  const trimmed = q.trim();
  const isSearch = trimmed.length >= SEARCH_MIN_CHARS;
  const hits = device.status === 'done' ? device.value : device.status === 'loading' ? device.last : undefined;
  const serverItems = server.status === 'done' ? server.value : null;
  const results = hits ? mergeResults(hits, serverItems ?? []) : undefined;
  const sections = results ? groupResults(results) : [];
  const isServerUnavailable = isOnline && (server.status === 'failed' || (server.status === 'done' && !serverItems));

  const status = !isSearch
    ? MESSAGES.searchHint
    : device.status === 'failed'
      ? MESSAGES.searchDeviceFailed
      : device.status !== 'done'
        ? MESSAGES.searching
        : results?.length
          ? MESSAGES.searchResultCount(results.length)
          : MESSAGES.searchNoResults(trimmed);

  return (
    <section
      aria-labelledby="search-heading"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '3xl', w: 'full', mx: 'auto' })}
    >
      <h1 id="search-heading" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        Search
      </h1>
      <search aria-label="Search the portal">
        <TextField
          label="Search"
          type="search"
          value={text}
          onValueChange={setText}
          // The page is for searching: the field has the focus on arrival.
          autoFocus
          enterKeyHint="search"
          autoComplete="off"
          onFocus={warmSearch}
          // Enter searches at once rather than after the pause.
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSearch(text);
          }}
        />
      </search>
      <p aria-live="polite" className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        {status}
      </p>
      {isSearch && !isOnline ? <p className={note}>{MESSAGES.searchStoredOnDevice}</p> : null}
      {isSearch && isServerUnavailable ? <p className={note}>{MESSAGES.searchServerUnavailable}</p> : null}
      {isSearch ? (
        // A new text starts every section folded again.
        <div key={trimmed} className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
          {sections.map((section) => (
            <SearchSectionView key={section.id} section={section} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
