/**
 * The embedded PGlite on a thread of its own (pglite-worker.ts), seen from the server's thread
 * as the part of PGlite's client that Drizzle and request-tx.ts use: `query`, `exec` and
 * `transaction`, plus the dump and close that client.ts needs. While the worker runs a
 * statement, this thread goes on serving requests, websockets and cached answers; without it a
 * slow query stopped all of them.
 *
 * It is still one connection: PGlite runs one statement at a time and a transaction holds it
 * until it ends, as PGlite does on any thread. Values cross as structured clones
 * (dates, byte arrays and big integers included); an error crosses as its message and its
 * Postgres fields (code, constraint, detail...), which is all errors.ts reads.
 */
import { Worker } from 'node:worker_threads';

/** What the worker starts from: a data directory, or a dump loaded into memory. */
export interface ThreadOptions {
  dataDir?: string;
  loadDataDir?: ArrayBuffer;
}

export type ToThread =
  | {
      id: number;
      op: 'query';
      text: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** Types left as Postgres's text: the caller parses them with its own parsers. */
      textTypes: number[];
      tx?: number;
    }
  | { id: number; op: 'exec'; text: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

export interface WireError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export type FromThread = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WireError };

type Parser = (value: string, type: number) => unknown;

export interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Partial<Record<number, Parser>>;
}

export interface Results<T = Record<string, unknown>> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** The client of one transaction, as PGlite hands its own to a transaction's callback. */
export interface ThreadTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
}

/** The message PGlite gives once closed: errors.ts answers it 503, as a lost connection. */
const CLOSED = 'PGlite is closed';

function errorOf(wire: WireError): Error {
  const error = new Error(wire.message);
  error.name = wire.name;
  return Object.assign(error, wire.fields);
}

/**
 * The worker: its bundle beside this module's in dist-server/, or from the source, where a
 * short bootstrap registers tsx in the new thread first (a worker does not inherit the loader
 * the parent registered, and Node 20 loads a worker's entry before its --import hooks).
 */
function workerOf(options: ThreadOptions, transferList: ArrayBuffer[]): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData: options, transferList });
  }
  const entry = new URL('./pglite-worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(bootstrap, { eval: true, workerData: options, transferList });
}

/** Applies the caller's parsers to the columns the worker left as text. */
function parsed<T>(result: Results<T>, options: QueryOptions, rowMode: 'array' | 'object'): Results<T> {
  const parsers = options.parsers;
  if (!parsers) return result;
  const columns = result.fields.flatMap((field, index) => {
    const parse = parsers[field.dataTypeID];
    return parse ? [{ index, name: field.name, type: field.dataTypeID, parse }] : [];
  });
  if (columns.length === 0) return result;
  for (const row of result.rows as unknown as Record<string | number, unknown>[]) {
    for (const column of columns) {
      const key = rowMode === 'array' ? column.index : column.name;
      const value = row[key];
      if (typeof value === 'string') row[key] = column.parse(value, column.type);
    }
  }
  return result;
}

export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  #closed = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  /** Starts the worker and waits until its PGlite is open (created, or resumed from its files). */
  static async start(options: ThreadOptions): Promise<PgliteThread> {
    const worker = workerOf(options, options.loadDataDir ? [options.loadDataDir] : []);
    const thread = new PgliteThread(worker);
    await new Promise<void>((resolve, reject) => {
      const failed = (error: unknown) => reject(error instanceof Error ? error : new Error(String(error)));
      const exited = (code: number) => reject(new Error(`the database thread exited (${code}) before it opened`));
      worker.once('error', failed);
      worker.once('exit', exited);
      worker.once('message', () => {
        worker.off('error', failed);
        worker.off('exit', exited);
        resolve();
      });
    });
    thread.#listen();
    return thread;
  }

  #listen(): void {
    this.#worker.on('message', (message: FromThread) => {
      const waiting = this.#pending.get(message.id);
      if (!waiting) return;
      this.#pending.delete(message.id);
      if (message.ok) waiting.resolve(message.value);
      else waiting.reject(errorOf(message.error));
    });
    const lost = (error?: unknown) => {
      this.#closed = true;
      const reason = new Error(CLOSED, error === undefined ? {} : { cause: error });
      for (const waiting of this.#pending.values()) waiting.reject(reason);
      this.#pending.clear();
    };
    this.#worker.on('error', lost);
    this.#worker.on('exit', () => lost());
  }

  #ask<T>(message: DistributiveOmit<ToThread, 'id'>): Promise<T> {
    if (this.#closed) return Promise.reject(new Error(CLOSED));
    const id = this.#nextId;
    this.#nextId += 1;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  get closed(): boolean {
    return this.#closed;
  }

  async #query<T>(text: string, params: unknown[], options: QueryOptions, tx?: number): Promise<Results<T>> {
    const rowMode = options.rowMode ?? 'object';
    const textTypes = options.parsers ? Object.keys(options.parsers).map(Number) : [];
    const result = await this.#ask<Results<T>>({
      op: 'query',
      text,
      params,
      rowMode,
      textTypes,
      ...(tx === undefined ? {} : { tx }),
    });
    return parsed(result, options, rowMode);
  }

  query<T>(text: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    return this.#query(text, params, options);
  }

  exec(text: string): Promise<Results[]> {
    return this.#ask({ op: 'exec', text });
  }

  /**
   * Runs `work` in a transaction: it commits when `work` resolves and rolls back when it
   * throws, and nothing else reaches the database until it ends.
   */
  async transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const txId = await this.#ask<number>({ op: 'begin' });
    let open = true;
    const ensureOpen = () => {
      if (!open) throw new Error('Transaction is closed');
    };
    const tx: ThreadTransaction = {
      query: async (text, params = [], options = {}) => {
        ensureOpen();
        return this.#query(text, params, options, txId);
      },
      exec: async (text) => {
        ensureOpen();
        return this.#ask({ op: 'exec', text, tx: txId });
      },
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      open = false;
      // The work's error is the one to report; a rollback fails only on a database already gone.
      await this.#ask({ op: 'end', tx: txId, commit: false }).catch(() => undefined);
      throw error;
    }
    open = false;
    await this.#ask({ op: 'end', tx: txId, commit: true });
    return result;
  }

  /** The whole database as a tar file, as PGlite's `dumpDataDir('none')`. */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.#ask<ArrayBuffer>({ op: 'dump' })]);
  }

  /** Closes PGlite (its files are flushed) and ends the thread. */
  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#ask({ op: 'close' });
    this.#closed = true;
    await this.#worker.terminate();
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
