import { lazy, Suspense } from 'react';
import { useNeedsAttention } from '../features/sync/queries';

// The list and its Retry / Discard load only when there is something to show (first-route budget).
const NeedsAttentionList = lazy(() => import('./needs-attention-list'));

/** Rejected changes: rolled back, kept here with the server's message until retried or discarded. */
export function NeedsAttention() {
  const entries = useNeedsAttention();
  if (entries.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NeedsAttentionList entries={entries} />
    </Suspense>
  );
}
