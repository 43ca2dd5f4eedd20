/** The search params of /circles and /events (spec part 2 section 2, Lists); absent ones stay out of the URL. */
import * as v from 'valibot';
import { PageSearch } from '../../../../contract/paging';

const Text = v.optional(v.fallback(v.string(), ''));

export const GroupBrowseSearch = v.object({
  search: Text,
  career_stage: Text,
  professional_field: Text,
  topic_area: Text,
  country: Text,
  roles: Text,
  page: v.optional(PageSearch),
});
export type GroupBrowseSearch = v.InferOutput<typeof GroupBrowseSearch>;

/** Leaves empty filters and page 1 out of the URL. */
export function compactSearch(search: GroupBrowseSearch): GroupBrowseSearch {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    out[key] = value;
  }
  return out as GroupBrowseSearch;
}
