/**
 * Many due JSON entries in one request (SYNC_ENDPOINTS.batch): the server applies them in
 * order, each exactly as its own request, and answers one result per entry, which is settled
 * exactly as that request's answer would be. A server without the endpoint gets the entries
 * one by one.
 */
import * as v from 'valibot';
import { pathOf } from '../../contract/endpoint';
import { BatchResponse } from '../../contract/outbox';
import { SYNC_ENDPOINTS } from '../../contract/sync-endpoints';
import type { AnyMutator, SendContext } from '../mutators';
import type { StepOutcome } from './context';
import { type ApiClient, classify, type Outcome } from './http';
import { type Claimed, claim, sendEntry, settle } from './push-entry';
import { type PushPolicy, timeoutFor } from './push-policy';
import { settleAcceptedMany } from './push-settle';

/**
 * Mutators whose own `send` only wraps their JSON `request` (to word a refusal): batched,
 * their answer still goes through that `send`. Uploads and multi-step sends never batch.
 */
const SEND_WRAPS_REQUEST = new Set(['vote.set', 'group.leave', 'job.unapply']);

export function isBatchable(def: AnyMutator): boolean {
  return def.send === undefined || SEND_WRAPS_REQUEST.has(def.name);
}

/** The entry's outcome as its mutator's own `send` would have answered it. */
async function asSent(ctx: SendContext, { entry, def, args }: Claimed, answer: Outcome): Promise<Outcome> {
  if (!def.send) return answer;
  const api: ApiClient = { request: async () => answer, stream: (...call) => ctx.api.stream(...call) };
  return def.send({ ...ctx, api }, args, entry.idempotencyKey);
}

/** Clients whose server answered that it has no batch endpoint. */
const withoutBatch = new WeakSet<ApiClient>();

/** Time a batch may take on top of the first timeout, per mutation in it. */
const PER_MUTATION_MS = 200;

function batchTimeout(policy: PushPolicy, claimed: readonly Claimed[]): number {
  const strikes = Math.max(...claimed.map(({ entry }) => entry.strikes ?? 0));
  return timeoutFor(policy, strikes) + PER_MUTATION_MS * claimed.length;
}

async function sendOneByOne(ctx: SendContext, claimed: readonly Claimed[], policy: PushPolicy) {
  const steps: StepOutcome[] = [];
  for (const item of claimed) steps.push(await settle(ctx, item, await sendEntry(ctx, item, policy), policy));
  return steps;
}

/**
 * Settles a batch's answers in ONE Dexie transaction: one commit, and one change the page's
 * live queries react to, instead of one per entry. Each entry is settled exactly as on its
 * own (the per-entry transactions nest into this one). Should one entry's settling throw,
 * the batch rolls back and the entries settle one by one, so the others still land.
 */
async function settleAll(
  ctx: SendContext,
  claimed: readonly Claimed[],
  outcomes: readonly Outcome[],
  policy: PushPolicy,
): Promise<StepOutcome[]> {
  const settleEach = async () => {
    const steps: StepOutcome[] = [];
    for (const [index, item] of claimed.entries()) {
      const outcome = outcomes[index] ?? UNANSWERED;
      steps.push(await settle(ctx, item, outcome, policy));
    }
    return steps;
  };
  const tables = [...new Set(claimed.flatMap(({ def }) => def.tables)), 'outbox'];
  const accepted = outcomes.length === claimed.length && outcomes.every((outcome) => outcome.kind === 'ok');
  const settleAccepted = async (): Promise<StepOutcome[]> => {
    await settleAcceptedMany(
      ctx,
      claimed.map(({ entry, def, args }, index) => {
        const outcome = outcomes[index];
        return { def, seq: entry.seq, args, body: outcome?.kind === 'ok' ? outcome.body : undefined };
      }),
    );
    return claimed.map(() => ({ kind: 'done' }));
  };
  try {
    return await ctx.db.transaction('rw', tables, accepted ? settleAccepted : settleEach);
  } catch {
    return settleEach();
  }
}

/** A result the server left out: the entry is tried again. */
const UNANSWERED: Outcome = { kind: 'transient', status: null, isUnreachable: false };

/**
 * A group whose answer is in. `settled` lands it (after the group before it has landed, so
 * two entries of one key settle in order). `isClean` when no entry failed transiently: the
 * next group may then go out while this one settles.
 */
export interface SentGroup {
  isClean: boolean;
  settled: Promise<StepOutcome[]>;
}

const isFinal = (kind: string) => kind === 'ok' || kind === 'rejected' || kind === 'done';

/** Steps already settled, answered after the earlier group's (which may still be settling). */
function sentGroup(steps: StepOutcome[], previous: Promise<unknown>): SentGroup {
  return { isClean: steps.every((step) => isFinal(step.kind)), settled: previous.then(() => steps) };
}

/** Claims and sends the entries; `previous` is the earlier group's settling, which this one's follows. */
export async function sendGroup(
  ctx: SendContext,
  seqs: readonly number[],
  policy: PushPolicy,
  previous: Promise<unknown> = Promise.resolve(),
): Promise<SentGroup> {
  return sendClaimed(ctx, await claim(ctx, seqs, policy), policy, previous);
}

/** Sends entries already claimed (in flight); `previous` as for `sendGroup`. */
export async function sendClaimed(
  ctx: SendContext,
  claimed: readonly Claimed[],
  policy: PushPolicy,
  previous: Promise<unknown> = Promise.resolve(),
): Promise<SentGroup> {
  if (claimed.length === 0) return sentGroup([], previous);
  if (claimed.length === 1 || withoutBatch.has(ctx.api)) {
    await previous;
    return sentGroup(await sendOneByOne(ctx, claimed, policy), previous);
  }
  const mutations = claimed.map(({ entry, def, args }) => {
    const { method, path, body } = def.request(args);
    return { method, path, ...(body === undefined ? {} : { body }), idempotency_key: entry.idempotencyKey };
  });
  const answer = await ctx.api.request(SYNC_ENDPOINTS.batch.method, pathOf(SYNC_ENDPOINTS.batch), {
    body: { mutations },
    timeoutMs: batchTimeout(policy, claimed),
  });
  const parsed = answer.kind === 'ok' ? v.safeParse(BatchResponse, answer.body) : null;
  if (parsed?.success && parsed.output.results.length === claimed.length) {
    const { results } = parsed.output;
    // Worded outside the transaction: a mutator's own `send` is not Dexie work.
    const outcomes: Outcome[] = [];
    for (const [index, item] of claimed.entries()) {
      const result = results[index];
      outcomes.push(await asSent(ctx, item, result ? classify(result) : UNANSWERED));
    }
    return {
      isClean: outcomes.every((outcome) => isFinal(outcome.kind)),
      settled: previous.then(() => settleAll(ctx, claimed, outcomes, policy)),
    };
  }
  await previous;
  if (answer.kind === 'transient' || answer.kind === 'unauthenticated') {
    return sentGroup(
      await settleAll(
        ctx,
        claimed,
        claimed.map(() => answer),
        policy,
      ),
      previous,
    );
  }
  // No batch endpoint (404/405) or an answer outside the contract: plain requests still work.
  if (answer.kind === 'rejected' && (answer.status === 404 || answer.status === 405)) withoutBatch.add(ctx.api);
  return sentGroup(await sendOneByOne(ctx, claimed, policy), previous);
}

/** Claims, sends and settles the entries; answers each one's step. */
export async function pushBatch(ctx: SendContext, seqs: readonly number[], policy: PushPolicy): Promise<StepOutcome[]> {
  return (await sendGroup(ctx, seqs, policy)).settled;
}
