/**
 * Leader election across tabs: only the tab holding the Web Lock 'portal-sync-leader'
 * does network sync. The others forward their requests over BroadcastChannel('portal-sync').
 */
export const LEADER_LOCK = 'portal-sync-leader';
export const SYNC_CHANNEL = 'portal-sync';
/** The Background Sync tag under which the service worker sends the outbox (sync/core/background-push.ts). */
export const OUTBOX_SYNC_TAG = 'portal-outbox';

export interface LocksLike {
  request(name: string, callback: () => Promise<unknown>): Promise<unknown>;
}

export interface ChannelLike {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => unknown) | null;
}

/**
 * 'kick': push and pull now. 'reconnected': the same, and what waits on a backoff is due.
 * 'session': a tab logged in or out; the leader starts or stops.
 */
export type ChannelMessage = { type: 'kick' } | { type: 'reconnected' } | { type: 'session' };

export function isChannelMessage(data: unknown): data is ChannelMessage {
  if (!data || typeof data !== 'object' || !('type' in data)) return false;
  return data.type === 'kick' || data.type === 'reconnected' || data.type === 'session';
}

/**
 * Waits for the lock (no locks: leads at once, as in node tests) and holds it until
 * `release` is called or the worker ends.
 */
export function electLeader(locks: LocksLike | undefined, onLeader: () => void): { release(): void } {
  let release: () => void = () => undefined;
  let isReleased = false;
  if (!locks) {
    onLeader();
    return { release };
  }
  void locks.request(LEADER_LOCK, () => {
    if (isReleased) return Promise.resolve();
    onLeader();
    return new Promise<void>((resolve) => {
      release = resolve;
    });
  });
  return {
    release() {
      isReleased = true;
      release();
    },
  };
}
