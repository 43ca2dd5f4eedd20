/**
 * Websocket clients by tenant and user, and the `changes` poke. Job changes poke every
 * socket of the tenant; a member's own changes (bookmarks) poke only that member's
 * sockets, so their other tabs and devices pull too.
 */
import type { WebSocket } from 'ws';
import type { WsEvent } from '../../contract/sync';

export interface EventHub {
  add(tenantId: number, userId: number, socket: WebSocket): void;
  /** Poke sockets after a committed change: all of the tenant's when userId is null. */
  notify(tenantId: number, userId: number | null): void;
  /** Close every socket (server shutdown). */
  closeAll(code?: number, reason?: string): void;
  size(): number;
}

interface Client {
  userId: number;
  socket: WebSocket;
}

const CHANGES: string = JSON.stringify({ type: 'changes' } satisfies WsEvent);

export function createEventHub(): EventHub {
  const byTenant = new Map<number, Set<Client>>();
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
      for (const client of byTenant.get(tenantId) ?? []) {
        if (userId !== null && client.userId !== userId) continue;
        if (client.socket.readyState === client.socket.OPEN) client.socket.send(CHANGES);
      }
    },
    closeAll(code = 1001, reason = 'Server shutting down') {
      for (const clients of byTenant.values()) {
        for (const client of clients) client.socket.close(code, reason);
      }
    },
    size: () => [...byTenant.values()].reduce((sum, clients) => sum + clients.size, 0),
  };
}
