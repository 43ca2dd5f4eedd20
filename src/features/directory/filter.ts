/** The local half of the directory search: what db.directory already holds, filtered like the server. */
import type { ConnectionTab } from '../../../contract';
import type { DirectoryItem } from '../../../sync/core/db';
import { rankByMatches, type SearchMatches } from '../../../sync/search/matches';

export interface DirectoryFilter {
  type?: ConnectionTab;
  q?: string;
  country?: string;
  /** Comma list of professional field ids. */
  professional_fields?: string;
}

/** Search items the connect tab shows for `type` ('all': people, groups and events). */
function matchesType(item: DirectoryItem, type: ConnectionTab): boolean {
  if (type === 'all') return item.type !== 'job';
  return item.type === type;
}

/**
 * By name; with a search, the rows the device's search index matched (`matches`, keyed by
 * the row's key; null: no search), best first.
 */
export function filterDirectory(
  items: readonly DirectoryItem[],
  filter: Omit<DirectoryFilter, 'q'>,
  matches: SearchMatches | null = null,
): DirectoryItem[] {
  const fields = new Set(
    (filter.professional_fields ?? '')
      .split(',')
      .filter((part) => part.trim() !== '')
      .map(Number),
  );
  const kept = items
    .filter((item) => matchesType(item, filter.type ?? 'all'))
    .filter((item) => !filter.country || item.country === filter.country)
    .filter((item) => fields.size === 0 || (item.professional_field !== null && fields.has(item.professional_field)))
    .sort((a, b) => a.name.localeCompare(b.name));
  return matches ? rankByMatches(kept, (item) => item.key, matches) : kept;
}
