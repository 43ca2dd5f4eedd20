/** The group's Resources and Posts tabs, loaded when a tab is opened (keeps the cards out of the group page's chunk). */
import { lazy, Suspense } from 'react';

const GroupContentTab = lazy(() =>
  import('./group-content-tab').then((module) => ({ default: module.GroupContentTab })),
);

export function LazyGroupContentTab({ groupId, tab }: { groupId: number; tab: 'resources' | 'posts' }) {
  return (
    <Suspense fallback={<p role="status">Loading…</p>}>
      <GroupContentTab groupId={groupId} tab={tab} />
    </Suspense>
  );
}
