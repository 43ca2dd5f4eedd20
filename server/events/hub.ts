/**
 * Websocket clients of this process by tenant and user. Events go out through the bus
 * (bus.ts), so with the Postgres bus a change committed by another server process reaches
 * this process's sockets too. Job changes poke every socket of the tenant; a member's own
 * changes poke only that member's sockets, so their other tabs and devices pull too.
 *
 * A tenant-wide poke carries `spread_ms`, SPREAD_PER_SOCKET_MS for each socket of the tenant
 * this process holds (at most MAX_SPREAD_MS): each client pulls at a random moment within
 * it, so one job edit seen by 200 open pages is 200 pulls over a second, not in one burst
 * that every other request of the process waits behind.
 */
import type { WebSocket } from 'ws';
import type { WsEvent } from '../../contract/sync';
import { type BusEvent, createInProcessBus, type EventBus } from './bus';

export interface EventHub {
  add(tenantId: number, userId: number, socket: WebSocket): void;
  /** Poke sockets after a committed change: all of the tenant's when userId is null. */
  notify(tenantId: number, userId: number | null): void;
  /** Send an event (chat_message, notification) to these users' sockets, after commit. */
  send(tenantId: number, userIds: readonly number[], event: WsEvent): void;
  /** Close every socket of this process (server shutdown). */
  closeAll(code?: number, reason?: string): void;
  /** Sockets held by this process. */
  size(): number;
  /** Stop listening to the bus. */
  close(): void;
}

/** About what one pull costs this process; the spread gives each its own slot. */
export const SPREAD_PER_SOCKET_MS = 5;
export const MAX_SPREAD_MS = 5_000;

interface Client {
  userId: number;
  socket: WebSocket;
}

export function createEventHub(bus: EventBus = createInProcessBus()): EventHub {
  const byTenant = new Map<number, Set<Client>>();

  function deliver({ tenantId, userIds, event }: BusEvent): void {
    const clients = byTenant.get(tenantId);
    if (!clients) return;
    const isBroadcastPoke = event.type === 'changes' && userIds === null;
    const text = JSON.stringify(
      isBroadcastPoke
        ? { ...event, spread_ms: Math.min(MAX_SPREAD_MS, (clients.size - 1) * SPREAD_PER_SOCKET_MS) }
        : event,
    );
    const wanted = userIds === null ? null : new Set(userIds);
    for (const client of clients) {
      if (wanted !== null && !wanted.has(client.userId)) continue;
      if (client.socket.readyState === client.socket.OPEN) client.socket.send(text);
    }
  }
  const unsubscribe = bus.subscribe(deliver);

  return {
    add(tenantId, userId, socket) {
      const clients = byTenant.get(tenantId) ?? new Set<Client>();
      byTenant.set(tenantId, clients);
      const client = { userId, socket };
      clients.add(client);
      socket.once('close', () => {
        clients.delete(client);
        if (clients.size === 0) byTenant.delete(tenantId);
      });
    },
    notify(tenantId, userId) {
      bus.publish({ tenantId, userIds: userId === null ? null : [userId], event: { type: 'changes' } });
    },
    send(tenantId, userIds, event) {
      if (userIds.length > 0) bus.publish({ tenantId, userIds: [...new Set(userIds)], event });
    },
    closeAll(code = 1001, reason = 'Server shutting down') {
      for (const clients of byTenant.values()) {
        for (const client of clients) client.socket.close(code, reason);
      }
    },
    size: () => [...byTenant.values()].reduce((sum, clients) => sum + clients.size, 0),
    close: unsubscribe,
  };
}
