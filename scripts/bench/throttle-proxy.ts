/**
 * A TCP proxy that makes a link like Lighthouse's mobile profile (Slow 4G: 150 ms round
 * trip, 1.6 Mbps down, 750 kbps up) between the browser and the server. It throttles
 * everything the browser sends and receives, the service worker's requests included,
 * which DevTools' per-page network emulation does not reach.
 */
import { once } from 'node:events';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';

export interface LinkProfile {
  rttMs: number;
  downKbps: number;
  upKbps: number;
}

export const LIGHTHOUSE_MOBILE: LinkProfile = { rttMs: 150, downKbps: 1638.4, upKbps: 675 };

/** One direction of the link: bytes leave one after another at its rate, then travel half the round trip. */
function createLink(kbps: number, latencyMs: number) {
  const bytesPerMs = (kbps * 1000) / 8 / 1000;
  let freeAt = 0;
  /** Writes `chunk` (or, with null, ends the socket) once the link delivered it. */
  return (to: Socket, chunk: Buffer | null) => {
    const start = Math.max(performance.now(), freeAt);
    freeAt = start + (chunk?.length ?? 0) / bytesPerMs;
    setTimeout(
      () => {
        if (to.destroyed) return;
        if (chunk) to.write(chunk);
        else to.end();
      },
      freeAt + latencyMs - performance.now(),
    );
  };
}

export async function startThrottleProxy(targetPort: number, profile: LinkProfile = LIGHTHOUSE_MOBILE) {
  const down = createLink(profile.downKbps, profile.rttMs / 2);
  const up = createLink(profile.upKbps, profile.rttMs / 2);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('data', (chunk: Buffer) => up(upstream, chunk));
    upstream.on('data', (chunk: Buffer) => down(client, chunk));
    client.on('end', () => up(upstream, null));
    upstream.on('end', () => down(client, null));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
