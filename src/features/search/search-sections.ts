/**
 * How the search page lays out its results: the device's hits and the server's people and
 * groups merged into one list per section, sections in a fixed order. Pure, so it is tested
 * without a worker or a server.
 */
import type { SearchItem } from '../../../contract';
import type { SearchKind } from '../../../sync/search/documents';
import type { SearchHit } from '../../../sync/search/search-index';

/** One result as the page shows it, from the device's index or from the server. */
export type SearchResult = Pick<SearchHit, 'kind' | 'slug' | 'sub' | 'title' | 'detail'>;

/** Groups are shown by their type, so a circle and an organization of the same name read apart. */
export type SearchSectionId = Exclude<SearchKind, 'group'> | 'circle' | 'event' | 'organization';

export interface SearchSection {
  id: SearchSectionId;
  heading: string;
  results: SearchResult[];
}

/** The sections in the order the page shows them, with their headings. */
export const SEARCH_SECTIONS: ReadonlyArray<{ id: SearchSectionId; heading: string }> = [
  { id: 'job', heading: 'Jobs' },
  { id: 'person', heading: 'People' },
  { id: 'circle', heading: 'Circles' },
  { id: 'event', heading: 'Events' },
  { id: 'organization', heading: 'Organizations' },
  { id: 'resource', heading: 'Resources' },
  { id: 'prompt', heading: 'Prompts' },
  { id: 'post', heading: 'Posts' },
  { id: 'careertip', heading: 'Career tips' },
  { id: 'usecase', heading: 'Use cases' },
  { id: 'aitool', heading: 'AI tools' },
  { id: 'report', heading: 'Reports' },
  { id: 'notification', heading: 'Notifications' },
  { id: 'message', heading: 'Messages' },
];

/** The section a result belongs to: a group by its type (an institution is an organization). */
export function sectionOf(result: SearchResult): SearchSectionId {
  if (result.kind !== 'group') return result.kind;
  if (result.sub === 'circle' || result.sub === 'event') return result.sub;
  return 'organization';
}

/** A server search item as a result; jobs are left to the device's index, which knows their page. */
export function resultOfItem(item: SearchItem): SearchResult | null {
  if (item.type === 'job') return null;
  return {
    kind: item.type === 'user' ? 'person' : 'group',
    slug: item.slug,
    sub: item.type,
    title: item.name,
    detail: item.institution_name ?? '',
  };
}

/**
 * The device's results, then the server's that the device does not have (same kind and
 * slug is the same item), both in their own order.
 */
export function mergeResults(device: readonly SearchResult[], server: readonly SearchItem[]): SearchResult[] {
  const seen = new Set(device.map((result) => `${result.kind}:${result.slug}`));
  const merged = [...device];
  for (const item of server) {
    const result = resultOfItem(item);
    if (!result) continue;
    const key = `${result.kind}:${result.slug}`;
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(result);
  }
  return merged;
}

/** The non-empty sections in page order, each keeping its results' order. */
export function groupResults(results: readonly SearchResult[]): SearchSection[] {
  const bySection = new Map<SearchSectionId, SearchResult[]>();
  for (const result of results) {
    const id = sectionOf(result);
    const list = bySection.get(id) ?? [];
    list.push(result);
    bySection.set(id, list);
  }
  return SEARCH_SECTIONS.flatMap(({ id, heading }) => {
    const list = bySection.get(id);
    return list ? [{ id, heading, results: list }] : [];
  });
}
