/** Whether the window is at Panda's lg breakpoint (1024 px) or wider, following resizes. */
import { useSyncExternalStore } from 'react';

const LARGE = '(min-width: 1024px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(LARGE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

const isLargeNow = () => window.matchMedia(LARGE).matches;

export function useIsLargeScreen(): boolean {
  return useSyncExternalStore(subscribe, isLargeNow, () => false);
}
