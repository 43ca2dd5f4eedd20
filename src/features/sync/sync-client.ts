/**
 * The one door from the UI to the sync worker (comlink). The worker owns all network
 * I/O for data; the UI only asks it to act and reads results from Dexie.
 */
import { type Remote, wrap } from 'comlink';
import type { SyncApi } from '../../../sync/core/api';

/**
 * comlink's `Remote<T>` types nested plain objects as promises, although calls through a
 * path (`api.auth.login()`) are sent to the worker as one call; this is that real shape.
 */
type RemoteSyncApi = { [Area in keyof SyncApi]: Remote<SyncApi[Area]> };

let client: RemoteSyncApi | undefined;

export function syncClient(): RemoteSyncApi {
  if (!client) {
    const worker = new Worker(new URL('../../../workers/sync.worker.ts', import.meta.url), {
      type: 'module',
      name: 'portal-sync',
    });
    client = wrap<SyncApi>(worker) as unknown as RemoteSyncApi;
  }
  return client;
}

/** Ask the worker to push and pull now. Fire and forget: results arrive through Dexie. */
export function kickSync(): void {
  void syncClient().sync.kick();
}

/** The connection is back: the worker sends what waits on a backoff at once. */
export function syncReconnected(): void {
  void syncClient().sync.reconnected();
}
