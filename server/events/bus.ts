/**
 * Realtime fan-out behind one interface, so it never assumes a single server process.
 * A publisher says "these users of this tenant (or all of them) get this websocket event";
 * every subscriber (one hub per process) delivers it to the sockets it holds.
 *
 * - createInProcessBus: the default; delivery within this process.
 * - createPostgresBus (postgres-bus.ts): LISTEN/NOTIFY on the shared Postgres, so two
 *   server processes on one database deliver to each other's clients.
 */
import type { WsEvent } from '../../contract/sync';

export interface BusEvent {
  tenantId: number;
  /** The users whose sockets get it; null: every socket of the tenant. */
  userIds: number[] | null;
  event: WsEvent;
}

export type BusListener = (event: BusEvent) => void;

export interface EventBus {
  /** Fire and forget; call after the transaction that made the event has committed. */
  publish(event: BusEvent): void;
  subscribe(listener: BusListener): () => void;
  close(): Promise<void>;
}

export function createInProcessBus(): EventBus {
  const listeners = new Set<BusListener>();
  return {
    publish(event) {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => listeners.clear(),
  };
}
