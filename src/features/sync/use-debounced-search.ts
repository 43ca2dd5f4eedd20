/**
 * The search box of a URL-driven list (content lists, circles and events): the typed text shows
 * at once and goes to the URL (back to page 1) SEARCH_DELAY_MS after the last keystroke; when
 * the URL's search changes (back, a link) the box follows it.
 */
import { useEffect, useRef, useState } from 'react';
import { SEARCH_DELAY_MS } from '../../../contract';

export function useDebouncedSearch<S extends { search: string; page: number }>(
  search: S,
  onSearch: (next: S) => void,
): [text: string, setText: (text: string) => void] {
  const [text, setText] = useState(search.search);
  const latest = useRef({ search, onSearch });
  latest.current = { search, onSearch };
  useEffect(() => setText(search.search), [search.search]);
  useEffect(() => {
    if (text === search.search) return;
    const timer = setTimeout(() => {
      const current = latest.current;
      current.onSearch({ ...current.search, search: text, page: 1 });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search.search]);
  return [text, setText];
}
