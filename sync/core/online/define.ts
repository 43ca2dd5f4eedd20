/**
 * Online-only calls, declared as data: each names its method, its path and body from typed
 * arguments, and the contract schema its answer must match. The worker turns every entry
 * into one SyncApi method (sync/core/online/run.ts), so a screen calls `online.removeGroupMember`
 * with typed arguments and gets a typed answer, never a method and a path of its own.
 */
import type * as v from 'valibot';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type FormErrors = Record<string, string[]>;

/** An online call's outcome: the checked answer, or form errors (the server's words, or "You're offline"). */
export type OnlineResult<T> = { ok: true; data: T } | { ok: false; errors: FormErrors };

export interface OnlineCall<A, R> {
  method: CallMethod;
  path(args: A): string;
  /** The JSON body; none for GET and DELETE unless given. */
  body?(args: A): unknown;
  answer: v.GenericSchema<unknown, R>;
  /** The Idempotency-Key of a mutation a retry must not repeat (the caller keeps it across retries). */
  idempotencyKey?(args: A): string;
  /**
   * A read a screen shows: its answer is stored in db.onlineCache under the call's name and
   * arguments, and read back through a live query (offline too, with when it was fetched).
   */
  isCached?: true;
}

/** Declares one call; the arguments' type comes from `path`'s parameter. */
export function onlineCall<A = void, R = unknown>(call: Omit<OnlineCall<A, R>, 'isCached'>): OnlineCall<A, R> {
  return call;
}

export type CachedRead<A, R> = OnlineCall<A, R> & { method: 'GET'; isCached: true };

/** Declares a read a screen shows: a GET whose answer is kept in db.onlineCache. */
export function onlineRead<A = void, R = unknown>(call: Pick<OnlineCall<A, R>, 'path' | 'answer'>): CachedRead<A, R> {
  return { ...call, method: 'GET', isCached: true };
}

/** Any call: a path taking `never` accepts every typed path function. */
export type CallTable = Record<string, OnlineCall<never, unknown>>;

export type ArgsOf<C> = C extends OnlineCall<infer A, unknown> ? A : never;
export type AnswerOf<C> = C extends OnlineCall<infer _A, infer R> ? R : never;

/** The SyncApi methods a table becomes: one per call, typed by its arguments and answer. */
export type OnlineMethods<T extends CallTable> = {
  [K in keyof T]: (args: ArgsOf<T[K]>) => Promise<OnlineResult<AnswerOf<T[K]>>>;
};

/** The key a cached read is stored under: the call's name and its arguments (stable key order). */
export function onlineCacheKey(name: string, args: unknown): string {
  return `${name}\n${stableJson(args)}`;
}

function stableJson(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
}

/** An endpoint without path parameters whose JSON body and answer the contract declares. */
interface BodyEndpoint<P extends string, B extends v.GenericSchema, O extends v.GenericSchema> {
  readonly method: CallMethod;
  /** A path with a `:name` parameter does not fit: its call needs the parameter's value. */
  readonly path: P extends `${string}:${string}` ? never : P;
  readonly body: B;
  readonly output: O;
}

/**
 * The common call: the arguments are the endpoint's body as the contract takes it, sent to the
 * endpoint's path (it has no parameters), and the answer is checked against its output schema.
 */
export function bodyCall<const P extends string, B extends v.GenericSchema, O extends v.GenericSchema>(
  endpoint: BodyEndpoint<P, B, O>,
): OnlineCall<v.InferInput<B>, v.InferOutput<O>> {
  return {
    method: endpoint.method,
    path: () => endpoint.path,
    body: (args) => args,
    answer: endpoint.output,
  };
}
