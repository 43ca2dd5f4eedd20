/**
 * The progress ("Reviewed N of M") of the agent runs under way, by scope (a group's members,
 * the use cases): kept here rather than in a component, so a table that reloads or a page
 * change during a run keeps showing it.
 */
import { useSyncExternalStore } from 'react';

export interface RunProgress {
  done: number;
  total: number;
}

const runs = new Map<string, RunProgress>();
const listeners = new Set<() => void>();

export function publish(scope: string, progress: RunProgress | null) {
  if (progress) runs.set(scope, progress);
  else runs.delete(scope);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The run under way in `scope`, or null. */
export function useAgentRun(scope: string): RunProgress | null {
  return useSyncExternalStore(subscribe, () => runs.get(scope) ?? null);
}

export const isRunning = (scope: string) => runs.has(scope);
