/**
 * How an answer to one outbox entry lands locally: accepted -> canonical row, entry dropped;
 * rejected -> rolled back, kept as failed for the needs-attention list; transient -> backoff,
 * or needs attention once the retry limit is reached. An entry that fails while a newer
 * entry for its key waits is dropped instead: the newer one carries the last intent (and
 * inherits the undo, since it was applied on top of this one's optimistic state).
 */
import { firstErrorMessage, OUTBOX_MESSAGES } from '../../contract';
import type { AnyMutator } from '../mutators';
import { backoffDelay } from './backoff';
import type { StepOutcome, SyncContext } from './context';
import type { OutboxEntry, PortalDb } from './db';
import type { Outcome } from './http';
import { foldArgs } from './outbox';
import { isTooOld, type PushPolicy } from './push-policy';

/** The newest later pending entry for the same key: it was queued while this one was in flight. */
async function laterSameKey(db: PortalDb, entry: OutboxEntry): Promise<OutboxEntry | undefined> {
  if (entry.key === null) return undefined;
  const seq = entry.seq ?? 0;
  const later = await db.outbox
    .where('key')
    .equals(entry.key)
    .filter((other) => other.status === 'pending' && (other.seq ?? 0) > seq)
    .toArray();
  return later.reduce<OutboxEntry | undefined>((a, b) => ((b.seq ?? 0) > (a?.seq ?? -1) ? b : a), undefined);
}

export async function settleAccepted(ctx: SyncContext, def: AnyMutator, seq: number, args: unknown, body: unknown) {
  const { db } = ctx;
  await db.transaction('rw', [...def.tables, 'outbox'], async () => {
    const entry = await db.outbox.get(seq);
    if (!entry) return; // logged out meanwhile
    // A newer change to the same row is queued: its optimistic state stays on screen.
    if (!(await laterSameKey(db, entry))) await def.accepted(db, args, body);
    await db.outbox.delete(seq);
  });
}

/**
 * Accepted answers to many entries, settled as `settleAccepted` settles each one in turn but
 * with one read of the entries, one of the newer entries for their keys and one delete: a
 * batch of a hundred costs a few hundred IndexedDB requests less. Runs inside the caller's
 * transaction over every entry's tables and the outbox.
 */
export async function settleAcceptedMany(
  ctx: SyncContext,
  items: readonly { def: AnyMutator; seq: number; args: unknown; body: unknown }[],
) {
  const { db } = ctx;
  const entries = await db.outbox.bulkGet(items.map((item) => item.seq));
  const keys = [...new Set(entries.flatMap((entry) => (entry?.key ? [entry.key] : [])))];
  const pending = keys.length === 0 ? [] : await db.outbox.where('key').anyOf(keys).toArray();
  const newestPending = new Map<string, number>();
  for (const other of pending) {
    if (other.status !== 'pending' || other.key === null || other.seq === undefined) continue;
    newestPending.set(other.key, Math.max(newestPending.get(other.key) ?? 0, other.seq));
  }
  const settled: number[] = [];
  for (const [index, item] of items.entries()) {
    const entry = entries[index];
    if (!entry) continue; // logged out meanwhile
    // A newer change to the same row is queued: its optimistic state stays on screen.
    const isSuperseded = entry.key !== null && (newestPending.get(entry.key) ?? 0) > item.seq;
    if (!isSuperseded) await item.def.accepted(db, item.args, item.body);
    settled.push(item.seq);
  }
  await db.outbox.bulkDelete(settled);
}

/**
 * Rolls the entry back and keeps it as failed with `message` (Retry or Discard), unless a
 * newer entry for its key waits: then it is dropped. `carry` folds its arguments into that
 * newer entry (a transient failure: a profile patch's other fields must still reach the server).
 */
export async function settleFailed(
  ctx: SyncContext,
  def: AnyMutator | undefined,
  seq: number,
  message: string,
  carry = false,
) {
  const { db } = ctx;
  await db.transaction('rw', [...(def?.tables ?? []), 'outbox'], async () => {
    const entry = await db.outbox.get(seq);
    if (!entry) return;
    const later = await laterSameKey(db, entry);
    if (later?.seq !== undefined) {
      const laterDef = def && later.name === entry.name ? def : undefined;
      const args = carry && laterDef ? foldArgs(laterDef, entry, later.args) : later.args;
      await db.outbox.update(later.seq, { undo: entry.undo, args });
      await db.outbox.delete(seq);
      return;
    }
    if (def) await def.revert(db, entry.undo);
    await db.outbox.update(seq, { status: 'failed', error: message, sendingSince: null, attempts: entry.attempts + 1 });
  });
}

/** The last error of a reachable server, or why nothing answered. */
function transientMessage(outcome: Extract<Outcome, { kind: 'transient' }>): string {
  return outcome.body === undefined
    ? OUTBOX_MESSAGES.notSent
    : firstErrorMessage(outcome.body, OUTBOX_MESSAGES.notSent);
}

/**
 * A transient failure: back off with jitter. Only answers of a reachable server (5xx, 429,
 * timeouts) count against the attempt limit: a member offline for a day keeps their changes.
 */
export async function settleTransient(
  ctx: SyncContext,
  def: AnyMutator,
  entry: OutboxEntry & { seq: number },
  outcome: Extract<Outcome, { kind: 'transient' }>,
  policy: PushPolicy,
): Promise<StepOutcome> {
  // A request cut off by our timeout hung on a reachable server: the pass goes on past it.
  const step: StepOutcome = { kind: 'transient', isUnreachable: outcome.isUnreachable && !outcome.isTimeout };
  const isStrike = !outcome.isUnreachable || outcome.isTimeout === true;
  const strikes = (entry.strikes ?? 0) + (isStrike ? 1 : 0);
  const isOld = isTooOld(policy, entry, ctx.now());
  const { db } = ctx;
  await db.transaction('rw', [...def.tables, 'outbox'], async () => {
    if (strikes >= policy.maxAttempts || isOld || (await laterSameKey(db, entry))) {
      await settleFailed(ctx, def, entry.seq, isOld ? OUTBOX_MESSAGES.tooOld : transientMessage(outcome), true);
      return;
    }
    const attempts = entry.attempts + 1;
    const nextAttemptAt = ctx.now() + backoffDelay(attempts, ctx.random);
    await db.outbox.update(entry.seq, { sendingSince: null, attempts, strikes, nextAttemptAt });
  });
  return step;
}
