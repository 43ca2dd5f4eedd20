/**
 * Push: sends the outbox in (priority, seq) order, each entry with its Idempotency-Key,
 * JSON mutations in batches where the policy allows. A pass goes on past an entry that
 * failed transiently (its key and lane wait, so chat keeps its order); it stops only when
 * the server cannot be reached at all or the session ended.
 */

import { mutatorFor, type SendContext } from '../mutators';
import type { StepOutcome } from './context';
import type { PortalDb } from './db';
import { isBatchable, sendClaimed } from './push-batch';
import { type Claimed, claim } from './push-entry';
import { DEFAULT_PUSH_POLICY, type PushPolicy } from './push-policy';

export { pushEntry } from './push-entry';

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

/** A new leader owns the outbox: an in-flight mark left by a closed tab is stale. */
export async function releaseInFlight(db: PortalDb): Promise<void> {
  await db.outbox.toCollection().modify((entry) => {
    entry.sendingSince = null;
  });
}

/**
 * The due entries in groups sent one after another: runs of JSON mutations up to the batch
 * size (one entry per lane in a batch, so a failed chat message never has a later one of
 * its room applied in the same request), and each upload alone.
 */
async function plan(db: PortalDb, due: readonly number[], batchMax: number): Promise<number[][]> {
  const groups: number[][] = [];
  let batch: number[] = [];
  let lanes = new Set<string>();
  const flush = () => {
    if (batch.length > 0) groups.push(batch);
    batch = [];
    lanes = new Set();
  };
  for (const entry of await db.outbox.bulkGet([...due])) {
    if (entry?.seq === undefined) continue;
    const def = mutatorFor(entry.name);
    const isJson = batchMax > 1 && def !== undefined && isBatchable(def);
    if (!isJson) {
      flush();
      groups.push([entry.seq]);
      continue;
    }
    if (batch.length >= batchMax || (entry.lane && lanes.has(entry.lane))) flush();
    batch.push(entry.seq);
    if (entry.lane) lanes.add(entry.lane);
  }
  flush();
  return groups;
}

/** Claimed entries that will not be sent in this pass after all: due again at once. */
async function release(db: PortalDb, claimed: readonly Claimed[]): Promise<void> {
  await db.outbox.bulkUpdate(claimed.map(({ entry }) => ({ key: entry.seq, changes: { sendingSince: null } })));
}

/**
 * One push round. Never sends an entry twice concurrently: the engine runs one round at a
 * time. The next group is claimed while a group's request is out, and goes out while that
 * group's answers settle locally (the server applied the earlier one before it answered),
 * unless an answer failed transiently: then the round plans again. Answers the first reason
 * to stop, else the last transient failure, else done.
 */
export async function pushOutbox(ctx: SendContext, policy: PushPolicy = DEFAULT_PUSH_POLICY): Promise<StepOutcome> {
  const tried = new Set<number>();
  let result: StepOutcome = { kind: 'done' };
  for (;;) {
    const { due, maxSeq } = await dueEntries(ctx.db, ctx.now(), tried);
    if (due.length === 0) return result;
    let settling: Promise<StepOutcome[]> = Promise.resolve([]);
    const groups = await plan(ctx.db, due, policy.batchMax);
    let next = groups[0] ? claim(ctx, groups[0], policy) : null;
    try {
      for (const [index, group] of groups.entries()) {
        for (const seq of group) tried.add(seq);
        const claimed = (await next) ?? [];
        const following = groups[index + 1];
        next = following ? claim(ctx, following, policy) : null;
        const sent = await sendClaimed(ctx, claimed, policy, settling);
        settling = sent.settled;
        // Plan again after a failure (its key and lane now wait), or when entries were queued
        // meanwhile: they may go first (chat before bookmarks).
        if (!sent.isClean || (await ctx.db.outbox.where('seq').above(maxSeq).count()) > 0) break;
      }
    } finally {
      // A group claimed ahead and not sent (the pass replans, or a send threw) is due again.
      const unsent = next;
      next = null;
      if (unsent) await release(ctx.db, await unsent);
    }
    const steps = await settling;
    const stop = steps.find(
      (step) => step.kind === 'unauthenticated' || (step.kind === 'transient' && step.isUnreachable),
    );
    if (stop) return stop;
    result = steps.find((step) => step.kind === 'transient') ?? result;
  }
}
