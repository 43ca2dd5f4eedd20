/**
 * One Dexie live query shared by every component that reads it: the query runs once per
 * database change however many widgets are on the page, and it runs only while someone
 * listens. Read it with `useSyncExternalStore(store.subscribe, store.getSnapshot)`, or
 * with a selector that answers a primitive so a widget re-renders only when its answer changes.
 */
import { liveQuery } from 'dexie';

export interface SharedLiveQuery<T> {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): T;
}

export function sharedLiveQuery<T>(query: () => Promise<T>, initial: T): SharedLiveQuery<T> {
  const listeners = new Set<() => void>();
  let snapshot = initial;
  let stop: (() => void) | null = null;

  const start = () => {
    const subscription = liveQuery(query).subscribe({
      next: (value) => {
        snapshot = value;
        for (const listener of listeners) listener();
      },
      // A failed read keeps the last answer; the next change runs the query again.
      error: () => undefined,
    });
    stop = () => subscription.unsubscribe();
  };

  return {
    subscribe(onChange) {
      listeners.add(onChange);
      if (!stop) start();
      return () => {
        listeners.delete(onChange);
        if (listeners.size > 0 || !stop) return;
        stop();
        stop = null;
        // A later page must not show what was pending when this one closed.
        snapshot = initial;
      };
    },
    getSnapshot: () => snapshot,
  };
}
