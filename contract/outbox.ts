/**
 * The outbox's limits and the batch endpoint that replays it. The server keeps the answers
 * it stored under an Idempotency-Key for longer than a client keeps retrying an entry
 * (OUTBOX_MAX_AGE_MS), so a late retry is always answered from the record, never run twice.
 */
import * as v from 'valibot';

/** An entry whose Idempotency-Key is older than this is never sent: it fails visibly instead. */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Failed answers from a reachable server (5xx, timeouts) before an entry needs attention. */
export const OUTBOX_MAX_ATTEMPTS = 8;

/** Mutations in one batch request. */
export const SYNC_BATCH_MAX = 100;

export const OUTBOX_MESSAGES = {
  tooOld: 'This change is too old to send.',
  notSent: 'Could not send this change. Please try again.',
} as const;

const MUTATION_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** One queued mutation as its own request would carry it. */
export const BatchMutation = v.object({
  method: v.picklist(MUTATION_METHODS),
  path: v.pipe(v.string(), v.startsWith('/api/v1/'), v.maxLength(500)),
  body: v.optional(v.unknown()),
  idempotency_key: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
});
export type BatchMutation = v.InferOutput<typeof BatchMutation>;

/** POST /api/v1/sync/batch/ (SYNC_ENDPOINTS.batch): the mutations are applied in order, each exactly as its own request. */
export const BatchRequest = v.object({
  mutations: v.pipe(v.array(BatchMutation), v.minLength(1), v.maxLength(SYNC_BATCH_MAX)),
});
export type BatchRequest = v.InferOutput<typeof BatchRequest>;

/** What that mutation's own request would have answered (body null when empty). */
export const BatchResult = v.object({ status: v.number(), body: v.unknown() });
export type BatchResult = v.InferOutput<typeof BatchResult>;

/** One result per mutation, in the request's order. */
export const BatchResponse = v.object({ results: v.array(BatchResult) });
export type BatchResponse = v.InferOutput<typeof BatchResponse>;
