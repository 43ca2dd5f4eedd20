/**
 * A list route's search params: read from the route, and written back through `compact`
 * (empty filters and page 1 stay out of the URL) in place of the current history entry.
 */
import { useCallback } from 'react';

export interface ListRoute<S, I> {
  useSearch: () => S;
  useNavigate: () => (options: { search: I; replace: boolean }) => Promise<void>;
}

export function useCompactSearch<S, I>(route: ListRoute<NoInfer<S>, NoInfer<I>>, compact: (search: S) => I) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onSearch = useCallback(
    (next: S) => void navigate({ search: compact(next), replace: true }),
    [navigate, compact],
  );
  return { search, onSearch };
}
