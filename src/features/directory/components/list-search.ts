import * as v from 'valibot';
import { PageSearch } from '../../../../contract/paging';

/** Search params of the directory lists: only the page. */
export const ListSearch = v.object({
  page: v.optional(PageSearch, 1),
});
