/** Connect tabs, small on its own: the /connect route's search validation is in the first bundle. */
import * as v from 'valibot';

/** Connect tabs: query `connection` (part 1 section 2); all is the default. */
export const CONNECTION_TABS = [
  { id: 'all', label: 'All' },
  { id: 'circle', label: 'Circle' },
  { id: 'organization', label: 'Organization' },
  { id: 'user', label: 'People' },
  { id: 'event', label: 'Event' },
] as const;
export const ConnectionTab = v.picklist(['all', 'circle', 'organization', 'user', 'event']);
export type ConnectionTab = v.InferOutput<typeof ConnectionTab>;
