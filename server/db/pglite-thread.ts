/**
 * The embedded database's own thread. PGlite is Postgres compiled to WebAssembly: a query runs
 * on the thread that calls it, so on the server's thread a slow query held up every HTTP
 * answer and websocket message behind it. Here it has a thread of its own, served over the
 * Postgres wire protocol on a Unix socket (pglite-socket), and the server talks to it with
 * node-postgres as it talks to a real Postgres (see openPgliteThread in client.ts).
 *
 * Started with `workerData` { dataDir, socketPath }; posts 'ready' once the socket listens,
 * and on 'close' stops the socket, closes PGlite (flushing its files) and posts 'closed'.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface PgliteThreadData {
  dataDir: string;
  socketPath: string;
}

export type PgliteThreadMessage = 'ready' | 'closed';

const port = parentPort;
if (!port) throw new Error('pglite-thread.ts runs as a worker thread');
const { dataDir, socketPath } = workerData as PgliteThreadData;

// The extensions the migrations create (Postgres ships them as contrib modules).
const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
// One client: the server's pool has one connection, as PGlite has one session.
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
await server.start();

port.on('message', async (message: unknown) => {
  if (message !== 'close') return;
  await server.stop();
  await db.close();
  port.postMessage('closed' satisfies PgliteThreadMessage);
});
port.postMessage('ready' satisfies PgliteThreadMessage);
