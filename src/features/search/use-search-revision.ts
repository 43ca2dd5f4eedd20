/**
 * A number that grows each time the sync worker's search index changes, so that a search
 * answered before the device stored new rows (a first sync still running) is asked again.
 */
import { useSyncExternalStore } from 'react';
import { SEARCH_CHANGED_CHANNEL } from '../../../sync/search/changes';

let revision = 0;
let channel: BroadcastChannel | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(SEARCH_CHANGED_CHANNEL);
    channel.onmessage = () => {
      revision += 1;
      for (const notify of listeners) notify();
    };
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      channel?.close();
      channel = undefined;
    }
  };
}

export function useSearchRevision(): number {
  return useSyncExternalStore(
    subscribe,
    () => revision,
    () => 0,
  );
}
