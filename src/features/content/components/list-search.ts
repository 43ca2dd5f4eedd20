/** The search params of the content lists (spec part 2 section 2, Lists); absent ones stay out of the URL. */
import * as v from 'valibot';
import { PageSearch } from '../../../../contract/paging';

const Text = v.optional(v.fallback(v.string(), ''));
/** Ids arrive as numbers (`?career_stage=1` is read as JSON) or lists (`?topic_areas=1,2` from the home focus dialog). */
const Ids = v.optional(v.fallback(v.union([v.string(), v.number()]), ''));

export const ContentListSearch = v.object({
  search: Text,
  topic_area: Ids,
  topic_areas: Ids,
  career_stage: Ids,
  professional_field: Ids,
  country: Text,
  page: v.optional(PageSearch),
});
export type ContentListSearch = v.InferOutput<typeof ContentListSearch>;
export type ContentListSearchInput = v.InferInput<typeof ContentListSearch>;

/** An id filter as the API takes it ('' when absent). */
export const idsText = (value: string | number | undefined): string => (value === undefined ? '' : String(value));
