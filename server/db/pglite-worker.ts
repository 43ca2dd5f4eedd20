/**
 * The embedded database's own thread: PGlite runs here, so Postgres's work (parsing, planning,
 * executing in WebAssembly, writing its files) never holds up the HTTP server, the websockets
 * or the answers served from memory. The server's thread talks to it through pglite-thread.ts;
 * this file only answers its messages.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PreparedPGlite } from './pglite-prepared';
import type { FromThread, ThreadOptions, ToThread, WireError } from './pglite-thread';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread (see pglite-thread.ts)');

const options = workerData as ThreadOptions;
const extensions = { pg_trgm };
const db = await PreparedPGlite.open(
  options.dataDir
    ? { dataDir: options.dataDir, extensions }
    : { extensions, ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}) },
);

/** The open transactions, by the id the server's thread knows them by. */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; ended: Promise<void> }>();
let nextTransaction = 1;
/** Thrown inside PGlite's transaction to make it roll back; never leaves this thread. */
const ROLLBACK = Symbol('rollback');

/** A value left as Postgres's text, for the types the caller parses itself (see pglite-thread.ts). */
const asText = (value: string) => value;

/** An error as data: its message and every field Postgres gave it (code, constraint, detail...). */
function wireError(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

function send(message: FromThread, transfer: ArrayBuffer[] = []): void {
  port?.postMessage(message, transfer);
}

function begin(id: number): void {
  const txId = nextTransaction;
  nextTransaction += 1;
  let end: (commit: boolean) => void = () => undefined;
  const decided = new Promise<boolean>((resolve) => {
    end = resolve;
  });
  let opened = false;
  const ended = db
    .transaction(async (tx) => {
      opened = true;
      transactions.set(txId, { tx, end, ended });
      send({ id, ok: true, value: txId });
      if (!(await decided)) throw ROLLBACK;
    })
    .then(
      () => undefined,
      (error: unknown) => {
        if (error !== ROLLBACK) throw error;
      },
    )
    .finally(() => transactions.delete(txId));
  // A failed commit is answered to 'end', which awaits `ended`; a failed BEGIN (a closing
  // database) is answered here, since no transaction id was sent.
  ended.catch((error: unknown) => {
    if (!opened) send({ id, ok: false, error: wireError(error) });
  });
}

async function handle(message: ToThread): Promise<void> {
  const { id } = message;
  try {
    switch (message.op) {
      case 'query': {
        const target = message.tx === undefined ? db : transactions.get(message.tx)?.tx;
        if (!target) throw new Error('Transaction is closed');
        const parsers = Object.fromEntries(message.textTypes.map((type) => [type, asText]));
        const result = await target.query(message.text, message.params, { rowMode: message.rowMode, parsers });
        send({ id, ok: true, value: result });
        return;
      }
      case 'exec': {
        const target = message.tx === undefined ? db : transactions.get(message.tx)?.tx;
        if (!target) throw new Error('Transaction is closed');
        send({ id, ok: true, value: await target.exec(message.text) });
        return;
      }
      case 'begin':
        begin(id);
        return;
      case 'end': {
        const open = transactions.get(message.tx);
        if (!open) throw new Error('Transaction is closed');
        open.end(message.commit);
        await open.ended;
        send({ id, ok: true, value: null });
        return;
      }
      case 'dump': {
        const bytes = await (await db.dumpDataDir('none')).arrayBuffer();
        send({ id, ok: true, value: bytes }, [bytes]);
        return;
      }
      case 'close':
        await db.close();
        send({ id, ok: true, value: null });
        port?.close();
        return;
    }
  } catch (error) {
    send({ id, ok: false, error: wireError(error) });
  }
}

port.on('message', (message: ToThread) => {
  void handle(message);
});
send({ id: 0, ok: true, value: 'ready' });
