/**
 * The one door from the UI to the sync worker (comlink). The worker owns all network
 * I/O for data; the UI only asks it to act and reads results from Dexie.
 *
 * The worker (about 90 KB gzip) and comlink start after the page's first paint, so that a
 * first visit on a slow link spends its bandwidth on what it shows first: the screens read
 * Dexie meanwhile, and a call made before then is sent once the worker runs.
 */
import type { Remote } from 'comlink';
import type { SyncApi } from '../../../sync/core/api';
import { afterFirstPaint } from '../../ui/after-first-paint';

/**
 * comlink's `Remote<T>` types nested plain objects as promises, although calls through a
 * path (`api.auth.login()`) are sent to the worker as one call; this is that real shape.
 */
type RemoteSyncApi = { [Area in keyof SyncApi]: Remote<SyncApi[Area]> };

let remote: Promise<RemoteSyncApi> | undefined;

function startWorker(): Promise<RemoteSyncApi> {
  remote ??= afterFirstPaint().then(async () => {
    const { wrap } = await import('comlink');
    const worker = new Worker(new URL('../../../workers/sync.worker.ts', import.meta.url), {
      type: 'module',
      name: 'portal-sync',
    });
    return wrap<SyncApi>(worker) as unknown as RemoteSyncApi;
  });
  return remote;
}

/** Not a promise: `await syncClient().auth` must not look for `then` on the worker. */
const notThenable = (key: PropertyKey) => key === 'then';

/**
 * `syncClient().area.method(...args)`, sent to the worker once it runs. Every call of the
 * worker's API is a method of an area, so two levels are all a call needs.
 */
const client = new Proxy({} as RemoteSyncApi, {
  get(_, area) {
    if (notThenable(area) || typeof area !== 'string') return undefined;
    return new Proxy(
      {},
      {
        get(__, method) {
          if (notThenable(method) || typeof method !== 'string') return undefined;
          return async (...args: unknown[]) => {
            const areaApi = (await startWorker())[area as keyof SyncApi] as unknown as Record<
              string,
              (...callArgs: unknown[]) => Promise<unknown>
            >;
            return areaApi[method]?.(...args);
          };
        },
      },
    );
  },
});

export function syncClient(): RemoteSyncApi {
  void startWorker();
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
