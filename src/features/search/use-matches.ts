/**
 * A list's text filter through the device's search index (sync/search): the rows of one
 * table that match the typed text, by primary key, with their scores. Lists keep their other
 * filters and order their matches best first.
 */
import { useEffect, useState } from 'react';
import { SEARCH_MIN_CHARS } from '../../../contract';
import type { SearchTable } from '../../../sync/search/documents';
import type { SearchMatches } from '../../../sync/search/matches';
import { syncClient } from '../sync/sync-client';

/**
 * Null when `text` is shorter than a search (no text filter); undefined until the first
 * answer. While a newer text is asked, the last answer stays, so the list does not blink.
 * `rows` is what the list shows unfiltered: when it changes, the index is asked again.
 */
export function useSearchMatches(table: SearchTable, text: string, rows?: unknown): SearchMatches | null | undefined {
  const trimmed = text.trim();
  const isSearch = trimmed.length >= SEARCH_MIN_CHARS;
  const [matches, setMatches] = useState<SearchMatches | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the rows asks the index again
  useEffect(() => {
    if (!isSearch) return;
    let isCurrent = true;
    syncClient()
      .search.match(table, trimmed)
      .then((found) => {
        if (isCurrent) setMatches(new Map(found));
      })
      .catch(() => {
        if (isCurrent) setMatches(new Map());
      });
    return () => {
      isCurrent = false;
    };
  }, [table, trimmed, isSearch, rows]);
  return isSearch ? matches : null;
}
