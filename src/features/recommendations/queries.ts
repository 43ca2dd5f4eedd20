import { useEffect } from 'react';
import type { RecommendationItem } from '../../../contract';
import { useMeta } from '../../db/use-meta';
import { useIsOnline } from '../sync/queries';
import { syncClient } from '../sync/sync-client';

/** GET /api/v1/recommendations/ into meta 'recommendations'; false when it could not be fetched. */
export async function fetchRecommendations(): Promise<boolean> {
  return syncClient().recommendations.fetch();
}

/** The right panel's recommendations as last fetched (refreshed on mount and when back online). */
export function useRecommendations(): RecommendationItem[] | undefined {
  const isOnline = useIsOnline();
  useEffect(() => {
    if (isOnline) fetchRecommendations().catch(() => undefined); // the cached list stays
  }, [isOnline]);
  return useMeta('recommendations');
}
