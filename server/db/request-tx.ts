/**
 * A request's own transaction. While `inRequestTransaction` runs, every query made through
 * the `Db` that openDatabase hands out goes to that transaction (a transaction opened inside
 * it becomes a savepoint), so a handler's effect and the record of its answer commit or roll
 * back together. Work that others must only see after the commit (socket pokes, cache
 * invalidation) is queued with `afterCommit` and runs once the outermost transaction commits;
 * nothing of it runs after a rollback.
 *
 * Every query of the request must go through this handle: PGlite is one connection, and a
 * query on a handle of its own would wait for the open transaction forever.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';
import { PgliteThread } from './pglite-thread';

interface Scope {
  tx: Tx;
  /** False once the transaction ended: later queries (work the request left running) go elsewhere. */
  open: boolean;
  afterCommit: Effect[];
  parent: Scope | undefined;
}

/** Work after the commit; a promise is awaited before the request answers. */
type Effect = () => void | Promise<void>;

const scopes = new AsyncLocalStorage<Scope>();

function openScope(): Scope | undefined {
  let scope = scopes.getStore();
  while (scope && !scope.open) scope = scope.parent;
  return scope;
}

/**
 * The database handle whose queries follow the caller's request transaction, if any; a
 * transaction opened through it inside one is a savepoint of it.
 */
export function requestScoped(root: Db): Db {
  return new Proxy(root, {
    get(target, property) {
      const tx = openScope()?.tx;
      if (tx && property === 'transaction') return (work: (tx: Tx) => Promise<unknown>) => savepoint(tx, work);
      const source: object = tx && property in tx ? tx : target;
      const value: unknown = Reflect.get(source, property, source);
      return typeof value === 'function' ? value.bind(source) : value;
    },
  });
}

let savepoints = 0;

/**
 * `work` under a savepoint of `tx`: a throw undoes what it wrote and leaves `tx` usable, as
 * drizzle's nested transactions do. The three statements carry no parameters, so on PGlite
 * they take its simple protocol (one round trip, where a query takes five): a handler's
 * transaction costs a request almost nothing more than its own statements.
 */
async function savepoint<T>(tx: Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  savepoints = (savepoints % 1_000_000) + 1;
  const name = `request_sp${savepoints}`;
  await plain(tx, `savepoint ${name}`);
  let result: T;
  try {
    result = await work(tx);
  } catch (error) {
    await plain(tx, `rollback to savepoint ${name}`);
    throw error;
  }
  try {
    await plain(tx, `release savepoint ${name}`);
  } catch (error) {
    // The work caught a failed statement of its own: the transaction is unusable until undone.
    await plain(tx, `rollback to savepoint ${name}`);
    throw error;
  }
  return result;
}

/** A statement without parameters: PGlite's `exec` when the transaction is PGlite's, else drizzle's. */
async function plain(tx: Tx, text: string): Promise<void> {
  const session: unknown = Reflect.get(tx, 'session');
  const client: unknown = typeof session === 'object' && session !== null ? Reflect.get(session, 'client') : null;
  if (client instanceof Object && 'exec' in client && typeof client.exec === 'function') await client.exec(text);
  else await tx.execute(sql.raw(text));
}

/**
 * Runs `work` in a transaction that every query of the async context joins; a throw rolls it
 * back. Inside another request transaction it is a savepoint, and its after-commit work waits
 * for the outer commit.
 */
export async function inRequestTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const parent = openScope();
  let scope: Scope | undefined;
  let result: T;
  try {
    result = await db.transaction(async (tx) => {
      const opened: Scope = { tx, open: true, afterCommit: [], parent };
      scope = opened;
      try {
        return await scopes.run(opened, () => work(tx));
      } finally {
        // Closed as soon as the work settles, not once the commit is done: a query of work the
        // request left running (a timer, a stream) would otherwise reach a transaction that is
        // committing, which refuses it. It goes to the database and waits for the commit.
        opened.open = false;
      }
    });
  } finally {
    if (scope) scope.open = false;
  }
  const queued = scope?.afterCommit ?? [];
  if (parent) parent.afterCommit.push(...queued);
  else await runAll(queued);
  return result;
}

/**
 * Runs `effect` once the caller's request transaction commits (before the request answers);
 * at once when there is none.
 */
export function afterCommit(effect: () => void): void {
  const scope = openScope();
  if (scope) scope.afterCommit.push(effect);
  else effect();
}

/** Like afterCommit for async work (a mail): the request answers once it is done. */
export function afterCommitAsync(effect: () => Promise<void>): Promise<void> {
  const scope = openScope();
  if (!scope) return effect();
  scope.afterCommit.push(effect);
  return Promise.resolve();
}

/** Whether the caller runs inside a request transaction. */
export function inTransaction(): boolean {
  return openScope() !== undefined;
}

/** In order; every effect runs even when one fails, the first failure is thrown after. */
async function runAll(effects: readonly Effect[]): Promise<void> {
  let failure: { error: unknown } | undefined;
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      failure ??= { error };
    }
  }
  if (failure) throw failure.error;
}

/**
 * Whether `db` is one connection owned by this process (PGlite): its transactions run one at
 * a time, and no other process can hold a row or a lock in it.
 */
export function isSingleConnection(db: Db): boolean {
  const client: unknown = Reflect.get(db, '$client');
  return client instanceof PGlite || client instanceof PgliteThread;
}
