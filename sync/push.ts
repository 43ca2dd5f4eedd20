/**
 * Push: sends the outbox in (priority, seq) order, one entry at a time with its
 * Idempotency-Key. Accepted -> canonical row, entry dropped. Rejected -> rolled back,
 * entry kept as failed, and the round goes on. Transient -> backoff, and the round stops.
 */
import { MESSAGES } from '../contract';
import { backoffDelay } from './backoff';
import type { StepOutcome, SyncContext } from './context';
import type { OutboxEntry, PortalDb } from './db';
import type { Outcome } from './http';
import { type AnyMutator, mutatorFor, type SendContext } from './mutators';
import { readArgs } from './outbox';

/**
 * Due entries in send order. A key or lane with an entry waiting on backoff (or tried and
 * failed transiently this round) holds back its later entries: chat stays in order.
 */
export async function dueEntries(db: PortalDb, now: number, tried: ReadonlySet<number>) {
  const all = await db.outbox.orderBy('[priority+seq]').toArray();
  const held = new Set<string>();
  const due: number[] = [];
  for (const entry of all) {
    if (entry.seq === undefined || entry.status !== 'pending') continue;
    const holds = [entry.key, entry.lane ? `lane:${entry.lane}` : null].filter((hold) => hold !== null);
    const isWaiting = entry.sendingSince !== null || entry.nextAttemptAt > now || tried.has(entry.seq);
    if (isWaiting || holds.some((hold) => held.has(hold))) {
      for (const hold of holds) held.add(hold);
    } else due.push(entry.seq);
  }
  const maxSeq = all.reduce((max, entry) => Math.max(max, entry.seq ?? 0), 0);
  return { due, maxSeq };
}

/** The first later pending entry for the same key: it was queued while this one was in flight. */
function laterSameKey(db: PortalDb, entry: OutboxEntry): Promise<OutboxEntry | undefined> {
  if (entry.key === null) return Promise.resolve(undefined);
  const seq = entry.seq ?? 0;
  return db.outbox
    .where('key')
    .equals(entry.key)
    .filter((other) => other.status === 'pending' && (other.seq ?? 0) > seq)
    .first();
}

async function settleAccepted(ctx: SyncContext, def: AnyMutator, seq: number, args: unknown, body: unknown) {
  const { db } = ctx;
  await db.transaction('rw', [...def.tables, 'outbox'], async () => {
    const entry = await db.outbox.get(seq);
    if (!entry) return; // logged out meanwhile
    // A newer change to the same row is queued: its optimistic state stays on screen.
    if (!(await laterSameKey(db, entry))) await def.accepted(db, args, body);
    await db.outbox.delete(seq);
  });
}

async function settleRejected(ctx: SyncContext, def: AnyMutator | undefined, seq: number, message: string) {
  const { db } = ctx;
  await db.transaction('rw', [...(def?.tables ?? []), 'outbox'], async () => {
    const entry = await db.outbox.get(seq);
    if (!entry) return;
    const later = await laterSameKey(db, entry);
    // The later entry was applied on top of this one's optimistic state: it inherits the undo.
    if (later?.seq !== undefined) await db.outbox.update(later.seq, { undo: entry.undo });
    else if (def) await def.revert(db, entry.undo);
    await db.outbox.update(seq, { status: 'failed', error: message, sendingSince: null, attempts: entry.attempts + 1 });
  });
}

/** Marks the entry in flight, atomically with reading it, so a coalesce cannot slip in between. */
function claim(ctx: SyncContext, seq: number): Promise<OutboxEntry | null> {
  const { db } = ctx;
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(seq);
    if (entry?.status !== 'pending' || entry.sendingSince !== null) return null;
    await db.outbox.update(seq, { sendingSince: ctx.now() });
    return entry;
  });
}

/** The mutator's own transport (multipart uploads) or its JSON request. */
function sendEntry(ctx: SendContext, def: AnyMutator, args: unknown, idempotencyKey: string): Promise<Outcome> {
  if (def.send) return def.send(ctx, args, idempotencyKey);
  const { method, path, body } = def.request(args);
  return ctx.api.request(method, path, body === undefined ? { idempotencyKey } : { body, idempotencyKey });
}

/**
 * Sends one entry and settles the answer. On a transient failure the normal path backs off;
 * 'release' (the keepalive flush) just hands the entry back to the normal path unchanged.
 */
export async function pushEntry(
  ctx: SendContext,
  seq: number,
  onTransient: 'backoff' | 'release' = 'backoff',
): Promise<StepOutcome> {
  const entry = await claim(ctx, seq);
  if (!entry) return { kind: 'done' };
  const def = mutatorFor(entry.name);
  const read = def ? readArgs(def, entry) : null;
  if (!def || !read) {
    await settleRejected(ctx, undefined, seq, MESSAGES.couldNotComplete);
    return { kind: 'done' };
  }
  const outcome: Outcome = await sendEntry(ctx, def, read.args, entry.idempotencyKey);
  switch (outcome.kind) {
    case 'ok':
      await settleAccepted(ctx, def, seq, read.args, outcome.body);
      return { kind: 'done' };
    case 'rejected':
      if (def.isSettledBy?.(read.args, outcome.status)) await settleAccepted(ctx, def, seq, read.args, null);
      else await settleRejected(ctx, def, seq, outcome.message);
      return { kind: 'done' };
    case 'transient': {
      if (onTransient === 'release') {
        await ctx.db.outbox.update(seq, { sendingSince: null });
        return { kind: 'transient', isUnreachable: outcome.isUnreachable };
      }
      const attempts = entry.attempts + 1;
      const nextAttemptAt = ctx.now() + backoffDelay(attempts, ctx.random);
      await ctx.db.outbox.update(seq, { sendingSince: null, attempts, nextAttemptAt });
      return { kind: 'transient', isUnreachable: outcome.isUnreachable };
    }
    case 'unauthenticated':
      await ctx.db.outbox.update(seq, { sendingSince: null });
      return outcome;
  }
}

/** A new leader owns the outbox: an in-flight mark left by a closed tab is stale. */
export async function releaseInFlight(db: PortalDb): Promise<void> {
  await db.outbox.toCollection().modify((entry) => {
    entry.sendingSince = null;
  });
}

/** One push round. Never sends an entry twice concurrently: the engine runs one round at a time. */
export async function pushOutbox(ctx: SendContext): Promise<StepOutcome> {
  const tried = new Set<number>();
  for (;;) {
    const { due, maxSeq } = await dueEntries(ctx.db, ctx.now(), tried);
    if (due.length === 0) return { kind: 'done' };
    for (const seq of due) {
      tried.add(seq);
      const outcome = await pushEntry(ctx, seq);
      if (outcome.kind !== 'done') return outcome;
      // Entries queued meanwhile may go first (chat before bookmarks): plan again.
      if ((await ctx.db.outbox.where('seq').above(maxSeq).count()) > 0) break;
    }
  }
}
