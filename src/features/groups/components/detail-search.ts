/** The ?tab= of /circle/{slug} and /event/{slug}: a small module, so the route's search check stays out of the page's chunk. */
import * as v from 'valibot';

export const DETAIL_TABS = ['overview', 'people', 'resources', 'posts', 'admin'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];
export const DetailSearch = v.object({
  tab: v.optional(v.fallback(v.picklist(DETAIL_TABS), 'overview')),
});
