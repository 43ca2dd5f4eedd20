/**
 * The administration reads a screen shows: the default organization's circles, stored in
 * db.onlineCache so the last pages stay readable offline.
 */
import { ADMIN_ENDPOINTS } from '../../contract/admin';
import { pathOf } from '../../contract/endpoint';
import { onlineRead } from '../core/online/define';
import { withQuery } from '../core/online/query';

export const ADMIN_CALLS = {
  adminCircles: onlineRead({
    path: (query: { search: string | undefined; page: number; page_size: number }) =>
      withQuery(pathOf(ADMIN_ENDPOINTS.circles), query),
    answer: ADMIN_ENDPOINTS.circles.output,
  }),
};
