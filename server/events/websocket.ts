/**
 * The websocket endpoint /ws/events/{token}/ on the HTTP server's `upgrade` event. The
 * token is an access JWT of the host's tenant; an invalid one is accepted and closed
 * at once with code 4401 (a browser can read a close code, not an HTTP status), which
 * tells the client to refresh and reconnect. Dead peers are dropped by ping/pong.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { MESSAGES } from '../../contract/messages';
import { verifyAccessToken } from '../auth/access-token';
import { isDatabaseUnavailable } from '../db/errors';
import type { Logger } from '../logger';
import type { TenantDirectory } from '../tenants/directory';
import type { EventHub } from './hub';

export const WS_CLOSE_TOKEN_INVALID = 4401;
const HEARTBEAT_MS = 30_000;
const UPGRADE_RETRY_AFTER_SECONDS = 5;
const PATH = /^\/ws\/events\/([^/?]+)\/?$/;

export interface WebsocketDeps {
  secret: Uint8Array;
  tenants: TenantDirectory;
  hub: EventHub;
  logger: Logger;
}

export function attachWebsocket(server: Server, deps: WebsocketDeps): { close(): Promise<void> } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const alive = new WeakSet<WebSocket>();

  async function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    // The HTTP server stops watching an upgraded socket: a client that resets it while the
    // tenant is looked up would otherwise be an unhandled 'error' event.
    const onSocketError = (error: Error) => deps.logger.debug({ err: error }, 'websocket upgrade: socket error');
    socket.on('error', onSocketError);
    const match = PATH.exec(new URL(request.url ?? '/', 'http://local').pathname);
    const tenant = match ? await deps.tenants.byHost(request.headers.host) : null;
    if (!match || !tenant) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const auth = await verifyAccessToken(deps.secret, decodeURIComponent(match[1]!));
    socket.off('error', onSocketError);
    wss.handleUpgrade(request, socket, head, (ws) => {
      if (!auth || auth.tenantId !== tenant.id) {
        ws.close(WS_CLOSE_TOKEN_INVALID, MESSAGES.tokenInvalid);
        return;
      }
      alive.add(ws);
      ws.on('pong', () => alive.add(ws));
      ws.on('error', (error) => deps.logger.debug({ err: error }, 'websocket error'));
      deps.hub.add(tenant.id, auth.userId, ws);
      deps.logger.debug({ tenant: tenant.id, user: auth.userId }, 'websocket connected');
    });
  }

  const listener = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    onUpgrade(request, socket, head).catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) {
        // The client's reconnect backoff tries again (here or on another process).
        deps.logger.warn({ err: error }, 'websocket upgrade: database unavailable');
        socket.end(
          `HTTP/1.1 503 Service Unavailable\r\nRetry-After: ${UPGRADE_RETRY_AFTER_SECONDS}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
        );
        return;
      }
      deps.logger.error({ err: error }, 'websocket upgrade failed');
      socket.destroy();
    });
  };
  server.on('upgrade', listener);

  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    /** Says goodbye (close 1001) to every client, gives them a moment to answer, then cuts the rest. */
    async close() {
      clearInterval(heartbeat);
      server.off('upgrade', listener);
      deps.hub.closeAll();
      const deadline = Date.now() + 500;
      while (wss.clients.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
