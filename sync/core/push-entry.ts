/**
 * Sending one outbox entry: claim it (in flight), send it with its Idempotency-Key, and
 * settle the answer. The batch path shares the claim and the settling.
 */
import { MESSAGES } from '../../contract';
import { OUTBOX_MESSAGES } from '../../contract/outbox';
import { type AnyMutator, mutatorFor, type SendContext } from '../mutators';
import type { StepOutcome } from './context';
import type { OutboxEntry } from './db';
import type { ApiClient, Outcome } from './http';
import { readArgs } from './outbox';
import { DEFAULT_PUSH_POLICY, isTooOld, type PushPolicy, timeoutFor } from './push-policy';
import { settleAccepted, settleFailed, settleTransient } from './push-settle';

/** A claimed entry ready to send: its definition and its arguments in the current shape. */
export interface Claimed {
  entry: OutboxEntry & { seq: number };
  def: AnyMutator;
  args: unknown;
}

/**
 * Marks the entries in flight, atomically with reading them, so a coalesce cannot slip in
 * between. Entries this app cannot send, or too old to send, are settled as failed here.
 */
export async function claim(ctx: SendContext, seqs: readonly number[], policy: PushPolicy): Promise<Claimed[]> {
  const { db } = ctx;
  const entries = await db.transaction('rw', db.outbox, async () => {
    const claimed: (OutboxEntry & { seq: number })[] = [];
    for (const entry of await db.outbox.bulkGet([...seqs])) {
      if (entry?.seq === undefined || entry.status !== 'pending' || entry.sendingSince !== null) continue;
      claimed.push({ ...entry, seq: entry.seq });
    }
    const sendingSince = ctx.now();
    await db.outbox.bulkUpdate(claimed.map((entry) => ({ key: entry.seq, changes: { sendingSince } })));
    return claimed;
  });
  const ready: Claimed[] = [];
  for (const entry of entries) {
    const def = mutatorFor(entry.name);
    const read = def ? readArgs(def, entry) : null;
    if (!def || !read) await settleFailed(ctx, undefined, entry.seq, MESSAGES.couldNotComplete);
    else if (isTooOld(policy, entry, ctx.now())) await settleFailed(ctx, def, entry.seq, OUTBOX_MESSAGES.tooOld);
    else ready.push({ entry, def, args: read.args });
  }
  return ready;
}

/** The API client with a first timeout of its own for JSON requests (uploads keep theirs). */
function withTimeout(api: ApiClient, timeoutMs: number): ApiClient {
  return {
    request: (method, path, options = {}) => api.request(method, path, { timeoutMs, ...options }),
    stream: (method, path, options = {}) => api.stream(method, path, { timeoutMs, ...options }),
  };
}

/** The mutator's own transport (multipart uploads) or its JSON request. */
export function sendEntry(ctx: SendContext, { entry, def, args }: Claimed, policy: PushPolicy): Promise<Outcome> {
  const api = withTimeout(ctx.api, timeoutFor(policy, entry.strikes ?? 0));
  if (def.send) return def.send({ ...ctx, api }, args, entry.idempotencyKey);
  const { method, path, body } = def.request(args);
  return api.request(
    method,
    path,
    body === undefined ? { idempotencyKey: entry.idempotencyKey } : { body, idempotencyKey: entry.idempotencyKey },
  );
}

/**
 * Settles one answer. On a transient failure the normal path backs off; 'release' (the
 * keepalive flush) just hands the entry back to the normal path unchanged.
 */
export async function settle(
  ctx: SendContext,
  { entry, def, args }: Claimed,
  outcome: Outcome,
  policy: PushPolicy,
  onTransient: 'backoff' | 'release' = 'backoff',
): Promise<StepOutcome> {
  switch (outcome.kind) {
    case 'ok':
      await settleAccepted(ctx, def, entry.seq, args, outcome.body);
      return { kind: 'done' };
    case 'rejected':
      if (def.isSettledBy?.(args, outcome.status)) await settleAccepted(ctx, def, entry.seq, args, null);
      else await settleFailed(ctx, def, entry.seq, outcome.message);
      return { kind: 'done' };
    case 'transient':
      if (onTransient === 'backoff') return settleTransient(ctx, def, entry, outcome, policy);
      await ctx.db.outbox.update(entry.seq, { sendingSince: null });
      return { kind: 'transient', isUnreachable: outcome.isUnreachable };
    case 'unauthenticated':
      await ctx.db.outbox.update(entry.seq, { sendingSince: null });
      return outcome;
  }
}

/** Sends one entry and settles the answer. */
export async function pushEntry(
  ctx: SendContext,
  seq: number,
  onTransient: 'backoff' | 'release' = 'backoff',
  policy: PushPolicy = DEFAULT_PUSH_POLICY,
): Promise<StepOutcome> {
  const [claimed] = await claim(ctx, [seq], policy);
  if (!claimed) return { kind: 'done' };
  return settle(ctx, claimed, await sendEntry(ctx, claimed, policy), policy, onTransient);
}
