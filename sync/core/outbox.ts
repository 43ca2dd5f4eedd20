/**
 * The outbox: every local write goes through `mutate`, which applies the mutator's
 * optimistic change and queues (or coalesces) its entry in ONE Dexie transaction, so a
 * crash can never keep one without the other. Runs in the UI thread and in the worker.
 */
import * as v from 'valibot';
import { type AnyMutator, type MutatorArgs, type MutatorDef, type MutatorName, mutatorFor } from '../mutators';
import { type OutboxEntry, type PortalDb, pendingEntriesOf } from './db';

/**
 * The entry a new mutation with this key folds into: the newest one for the key, if it is
 * waiting. When the newest is in flight the change needs an entry of its own, queued after it:
 * folding into an older waiting entry would let the newer one, sent last, win.
 */
async function coalescingTarget(db: PortalDb, key: string | null): Promise<OutboxEntry | undefined> {
  if (key === null) return undefined;
  const pending = await pendingEntriesOf(db, key).toArray();
  const newest = pending.reduce<OutboxEntry | undefined>(
    (latest, entry) => ((entry.seq ?? 0) > (latest?.seq ?? -1) ? entry : latest),
    undefined,
  );
  return newest?.sendingSince === null ? newest : undefined;
}

/** The waiting entry's arguments with the new ones folded in (by default the new replace them). */
export function foldArgs(def: AnyMutator, target: OutboxEntry, args: unknown): unknown {
  if (!def.merge || target.name !== def.name) return args;
  const read = readArgs(def, target);
  return read ? def.merge(read.args, args) : args;
}

/** Appends an entry, or folds the final state into a waiting one (keeping its position and undo). */
async function enqueue(db: PortalDb, def: AnyMutator, args: unknown, undo: unknown): Promise<number> {
  const key = def.key(args);
  const target = await coalescingTarget(db, key);
  if (target?.seq !== undefined) {
    // A fresh key: the old one may already have reached the server with the old arguments.
    // The name follows too: mutators may share a key (an entry's save, then its delete).
    await db.outbox.update(target.seq, {
      name: def.name,
      args: foldArgs(def, target, args),
      version: def.version,
      idempotencyKey: crypto.randomUUID(),
      keyedAt: Date.now(),
    });
    return target.seq;
  }
  const seq = await db.outbox.add({
    name: def.name,
    version: def.version,
    args,
    key,
    lane: def.lane?.(args) ?? null,
    priority: def.priority,
    idempotencyKey: crypto.randomUUID(),
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: Date.now(),
    keyedAt: Date.now(),
    sendingSince: null,
    undo,
    error: null,
  });
  if (seq === undefined) throw new Error('outbox add returned no key');
  return seq;
}

function tablesOf(def: AnyMutator): string[] {
  return [...def.tables, 'outbox'];
}

/** Applies a named mutation locally and queues it for the server. Answers the entry's seq. */
export async function mutate<N extends MutatorName>(db: PortalDb, name: N, args: MutatorArgs<N>): Promise<number> {
  const def = mutatorFor(name);
  if (!def) throw new Error(`Unknown mutator ${name}`);
  return applyAndQueue(db, def, args);
}

/**
 * `mutate` with the definition in hand: what the UI uses, so a screen's bundle holds only
 * the mutators it needs (the registry of all of them belongs to the worker).
 */
export function mutateWith<Args, Undo>(db: PortalDb, def: MutatorDef<Args, Undo>, args: Args): Promise<number> {
  return applyAndQueue(db, def as unknown as AnyMutator, args);
}

function applyAndQueue(db: PortalDb, def: AnyMutator, args: unknown): Promise<number> {
  const parsed = v.parse(def.args, args);
  return db.transaction('rw', tablesOf(def), async () => enqueue(db, def, parsed, await def.apply(db, parsed)));
}

/** The entry's arguments in the current shape, or null when this app version cannot send it. */
export function readArgs(def: AnyMutator, entry: OutboxEntry): { args: unknown } | null {
  if (entry.version > def.version) return null;
  const raw = entry.version < def.version && def.upgrade ? def.upgrade(entry.args, entry.version) : entry.args;
  const parsed = v.safeParse(def.args, raw);
  return parsed.success ? { args: parsed.output } : null;
}

/** Needs attention -> retry: re-applies the change (fresh undo) and queues it again at once. */
export async function retryEntry(db: PortalDb, seq: number): Promise<void> {
  const entry = await db.outbox.get(seq);
  const def = entry && mutatorFor(entry.name);
  const read = def && entry ? readArgs(def, entry) : null;
  if (!def || !read) return;
  await db.transaction('rw', tablesOf(def), async () => {
    const current = await db.outbox.get(seq);
    if (current?.status !== 'failed') return;
    const undo = await def.apply(db, read.args);
    const target = await coalescingTarget(db, def.key(read.args));
    if (target?.seq !== undefined) {
      // A newer change to the same item is waiting: retrying makes this the final state.
      await db.outbox.update(target.seq, {
        name: def.name,
        args: foldArgs(def, target, read.args),
        version: def.version,
        idempotencyKey: crypto.randomUUID(),
        keyedAt: Date.now(),
      });
      await db.outbox.delete(seq);
      return;
    }
    await db.outbox.update(seq, {
      args: read.args,
      version: def.version,
      status: 'pending',
      attempts: 0,
      strikes: 0,
      nextAttemptAt: 0,
      sendingSince: null,
      undo,
      error: null,
      // The server may have stored the rejection under the old key and would replay it.
      idempotencyKey: crypto.randomUUID(),
      keyedAt: Date.now(),
    });
  });
}

/** Needs attention -> discard: its optimistic change was already rolled back. */
export async function discardEntry(db: PortalDb, seq: number): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(seq);
    if (entry?.status === 'failed') await db.outbox.delete(seq);
  });
}

/** Keys of rows with a change still to be sent: the UI marks them pending; pulls never overwrite them. */
export function pendingKeysOf(entries: readonly OutboxEntry[]): Set<string> {
  return new Set(entries.flatMap((entry) => (entry.status === 'pending' && entry.key !== null ? [entry.key] : [])));
}

export function pendingEntries(db: PortalDb): Promise<OutboxEntry[]> {
  return db.outbox.where('status').equals('pending').toArray();
}

/**
 * The connection is back (the browser's 'online', the websocket open again): entries waiting
 * on a backoff are due now. Offline, every try fails and the delay grows to its cap, so
 * without this a change made offline could wait half a minute after the member is back.
 */
export async function wakeWaiting(db: PortalDb, now: number): Promise<void> {
  await db.outbox
    .where('status')
    .equals('pending')
    .filter((entry) => entry.sendingSince === null && entry.nextAttemptAt > now)
    .modify({ nextAttemptAt: now });
}

/** Rejected mutations, rolled back, waiting for the member to retry or discard them. */
export function needsAttention(db: PortalDb): Promise<OutboxEntry[]> {
  return db.outbox.where('status').equals('failed').sortBy('seq');
}
