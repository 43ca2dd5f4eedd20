/**
 * Stand-ins for the browser platform the worker is given: WebSocket, navigator.locks and
 * the global 'online'/'offline' events. Tests drive them the way the browser would.
 */
import type { LocksLike } from '../core/leader';
import type { SocketLike } from '../core/ws';

export function fakeSockets() {
  const sockets: FakeSocket[] = [];
  class FakeSocket implements SocketLike {
    onopen: ((event: never) => unknown) | null = null;
    onmessage: ((event: MessageEvent) => unknown) | null = null;
    onclose: ((event: never) => unknown) | null = null;
    onerror: ((event: never) => unknown) | null = null;
    isClosed = false;
    constructor(readonly url: string) {
      sockets.push(this);
    }
    close(): void {
      this.isClosed = true;
    }
    /** The server accepted the connection. */
    open(): void {
      this.onopen?.(undefined as never);
    }
    send(data: unknown): void {
      this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
    }
    /** The connection dropped. */
    drop(): void {
      this.isClosed = true;
      this.onclose?.(undefined as never);
    }
  }
  return { WebSocket: FakeSocket, sockets, last: () => sockets.at(-1) };
}

/** One exclusive lock per name, granted in request order and held until the callback settles. */
export function fakeLocks(): LocksLike {
  const queues = new Map<string, (() => void)[]>();
  return {
    request(name, callback) {
      return new Promise((resolve, reject) => {
        const queue = queues.get(name) ?? [];
        queues.set(name, queue);
        const grant = () => {
          callback()
            .then(resolve, reject)
            .finally(() => {
              queue.shift();
              queue[0]?.();
            });
        };
        queue.push(grant);
        if (queue.length === 1) grant();
      });
    },
  };
}

export function fakeEvents() {
  const listeners = new Map<string, (() => void)[]>();
  return {
    addEventListener(type: 'online' | 'offline', listener: () => void): void {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    fire(type: 'online' | 'offline'): void {
      for (const listener of listeners.get(type) ?? []) listener();
    },
  };
}
