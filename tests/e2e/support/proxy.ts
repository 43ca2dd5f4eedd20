/**
 * A TCP proxy on its own loopback port in front of the test server, so one browser context
 * can lose the network while the server stays up for the others. HTTP and the websocket
 * upgrade are just bytes here; the tenant is chosen by host name, so
 * http://localhost:{proxy port} is the same tenant as the server's own origin.
 *
 * cut() stops accepting and destroys every open connection (the page's fetches and its
 * websocket fail at once); restore() listens again on the same port.
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { releasePort, reservePort } from './ports';

export interface TcpProxy {
  port: number;
  origin(host?: string): string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `port` is the proxy's own port (a reserved one when not given; the caller then owns its
 * reservation). It listens on every interface, as the server does, so `localhost` finds it
 * over IPv6 and IPv4 alike.
 */
export async function startProxy(targetPort: number, ownPort?: number): Promise<TcpProxy> {
  const port = ownPort ?? (await reservePort());
  const open = new Set<Socket>();
  let server: Server | undefined;

  const track = (socket: Socket): void => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };

  const onConnection = (client: Socket): void => {
    const upstream = createConnection({ host: '127.0.0.1', port: targetPort });
    track(client);
    track(upstream);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const listen = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const next = createServer(onConnection);
      next.once('error', reject);
      next.listen(port, () => {
        next.off('error', reject);
        server = next;
        resolve();
      });
    });

  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      const running = server;
      server = undefined;
      for (const socket of open) socket.destroy();
      open.clear();
      if (!running) {
        resolve();
        return;
      }
      running.close(() => resolve());
    });

  await listen();
  return {
    port,
    origin: (host = 'localhost') => `http://${host}:${port}`,
    cut: stop,
    async restore() {
      if (!server) await listen();
    },
    async close() {
      await stop();
      if (ownPort === undefined) releasePort(port);
    },
  };
}
