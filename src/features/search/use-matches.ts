/**
 * A list's text filter through the device's search index (sync/search): the rows of one
 * table that match the typed text, by primary key, with their scores. Lists keep their other
 * filters and order their matches best first.
 */
import { SEARCH_MIN_CHARS } from '../../../contract';
import type { SearchTable } from '../../../sync/search/documents';
import type { SearchMatches } from '../../../sync/search/matches';
import { syncClient } from '../sync/sync-client';
import { useAnswer } from './use-answer';
import { useSearchRevision } from './use-search-revision';

const NO_MATCHES: SearchMatches = new Map();

/**
 * Null when `text` is shorter than a search (no text filter); undefined until the first
 * answer. While a newer text is asked, the last answer stays, so the list does not blink.
 * When the index changes (the device stored rows), it is asked again.
 */
export function useSearchMatches(table: SearchTable, text: string): SearchMatches | null | undefined {
  const trimmed = text.trim();
  const isSearch = trimmed.length >= SEARCH_MIN_CHARS;
  const revision = useSearchRevision();
  const answer = useAnswer(
    isSearch ? trimmed : null,
    async (query): Promise<SearchMatches> => new Map(await syncClient().search.match(table, query)),
    revision,
  );
  switch (answer.status) {
    case 'idle':
      return null;
    case 'loading':
      return answer.last;
    case 'done':
      return answer.value;
    case 'failed':
      return NO_MATCHES;
  }
}
