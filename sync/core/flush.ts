/**
 * The keepalive flush: when the page is hidden or about to close, the due outbox entries
 * go out at once with fetch's keepalive, without waiting behind a running sync round, so
 * a request can outlive the page. Browsers allow keepalive bodies of 64 KiB in flight in
 * total: entries that would not fit are left to the normal push, and so are uploads
 * (no multipart transport here). Each entry is claimed and settled exactly as push does,
 * with its own Idempotency-Key: if the answer is lost with the page, the normal push sends
 * it again on the next start and the server answers the replay without a second effect.
 */

import { mutatorFor, type SendContext } from '../mutators';
import type { StepOutcome } from './context';
import type { ApiClient } from './http';
import { readArgs } from './outbox';
import { dueEntries, pushEntry } from './push';

/** Below the browsers' 64 KiB so that a token refresh or another keepalive request still fits. */
export const KEEPALIVE_BUDGET_BYTES = 60 * 1024;

const encoder = new TextEncoder();
const bodyBytes = (body: unknown): number => (body === undefined ? 0 : encoder.encode(JSON.stringify(body)).length);

/** The API client, sending with keepalive while the bodies in flight fit the budget. */
function keepaliveApi(api: ApiClient, budget: { left: number }): ApiClient {
  return {
    async request(method, path, options = {}) {
      const size = bodyBytes(options.body);
      if (size > budget.left) return api.request(method, path, options);
      budget.left -= size;
      try {
        return await api.request(method, path, { ...options, keepalive: true });
      } finally {
        budget.left += size;
      }
    },
    stream: (method, path, options) => api.stream(method, path, options),
  };
}

export interface FlushOptions {
  /** @default KEEPALIVE_BUDGET_BYTES */
  budgetBytes?: number;
}

/**
 * Sends every due entry whose request fits what is left of the budget, all at once (the
 * page may have milliseconds left). Answers how many entries it handed to the network.
 */
export async function flushOutbox(ctx: SendContext, options: FlushOptions = {}): Promise<number> {
  const budget = { left: options.budgetBytes ?? KEEPALIVE_BUDGET_BYTES };
  // No multipart transport: an entry with files fails here as transient and waits for the normal push.
  const flushCtx: SendContext = { db: ctx.db, api: keepaliveApi(ctx.api, budget), now: ctx.now, random: ctx.random };
  const { due } = await dueEntries(ctx.db, ctx.now(), new Set());
  const entries = await ctx.db.outbox.bulkGet(due);
  let planned = 0;
  const sends: Promise<StepOutcome>[] = [];
  // Sent side by side, so only the first entry of a key or lane goes: the rest keep their order.
  const held = new Set<string>();
  for (const entry of entries) {
    const def = entry ? mutatorFor(entry.name) : undefined;
    const read = entry && def ? readArgs(def, entry) : null;
    if (entry?.seq === undefined || !def || !read) continue;
    const holds = [entry.key, entry.lane ? `lane:${entry.lane}` : null].filter((hold) => hold !== null);
    if (holds.some((hold) => held.has(hold))) continue;
    for (const hold of holds) held.add(hold);
    // The declared request is the size estimate; a body larger than that still goes, without keepalive.
    const size = bodyBytes(def.request(read.args).body);
    if (planned + size > budget.left) continue;
    planned += size;
    sends.push(pushEntry(flushCtx, entry.seq, 'release'));
  }
  await Promise.all(sends);
  return sends.length;
}
