import * as v from 'valibot';
import { PageSearch } from '../../../../contract/paging';

/** ?page= of a collections table (/favorites/{segment}, /my/{segment}). */
export const CollectionTableSearch = v.object({
  page: v.optional(PageSearch),
});
