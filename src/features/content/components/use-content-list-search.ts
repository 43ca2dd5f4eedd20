/**
 * The list routes' search params: read from the route, written back compact (empty filters and
 * page 1 stay out of the URL) in place of the current history entry. Imported by the route
 * components only, so the first bundle keeps just the `ContentListSearch` schema.
 */
import { type ListRoute, useCompactSearch } from '../../sync/use-compact-search';
import type { ContentListSearch, ContentListSearchInput } from './list-search';

const ID_KEYS = new Set(['topic_area', 'topic_areas', 'career_stage', 'professional_field']);

/** Leaves empty filters and page 1 out of the URL; a single id goes as a number (a clean `?career_stage=1`). */
export function compactContentSearch(search: ContentListSearch): ContentListSearchInput {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    out[key] = ID_KEYS.has(key) && typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  }
  return out as ContentListSearchInput;
}

export function useContentListSearch(route: ListRoute<ContentListSearch, ContentListSearchInput>) {
  return useCompactSearch(route, compactContentSearch);
}
