/**
 * The API client: bearer token from Dexie meta 'session', one serialised refresh on 401,
 * and every answer classified so callers never parse statuses themselves.
 */
import * as v from 'valibot';
import { AUTH_ENDPOINTS, firstErrorMessage, MESSAGES, pathOf, TokenPair } from '../../contract';
import { getMeta, type PortalDb, type Session, setMeta } from './db';

export type FetchFn = (input: string, init: RequestInit) => Promise<Response>;

export type Outcome =
  | { kind: 'ok'; status: number; body: unknown }
  | { kind: 'rejected'; status: number; body: unknown; message: string }
  /**
   * isUnreachable: no answer from our server at all (network error, timeout, gateway error).
   * isTimeout: the request was cut off by our timeout (the server may be up but hung).
   */
  | { kind: 'transient'; status: number | null; isUnreachable: boolean; isTimeout?: boolean; body?: unknown }
  | { kind: 'unauthenticated' };

export interface RequestOptions {
  body?: unknown;
  idempotencyKey?: string;
  /** A token to use instead of the session's (null: no Authorization); disables the refresh. */
  token?: string | null;
  /** false: answer 401 as unauthenticated without refreshing (logout). */
  canRefresh?: boolean;
  timeoutMs?: number;
  /** Send with fetch's keepalive, so the request outlives a closing page (small bodies only). */
  keepalive?: boolean;
}

/** A streamed answer: the open response (2xx, body unread), or why there is none. */
export type StreamOutcome = { kind: 'stream'; response: Response } | Exclude<Outcome, { kind: 'ok' }>;

export interface ApiClient {
  request(method: string, path: string, options?: RequestOptions): Promise<Outcome>;
  /** Like request with the session's token, but a 2xx answer comes back unread (NDJSON streams). */
  stream(method: string, path: string, options?: Omit<RequestOptions, 'token'>): Promise<StreamOutcome>;
}

/** null: no answer at all; 'timeout': cut off by our timeout. */
type Answer = { status: number; body: unknown } | 'timeout' | null;

export interface ApiClientOptions {
  db: PortalDb;
  baseUrl: string;
  fetch: FetchFn;
  timeoutMs?: number;
}

export function createApiClient({ db, baseUrl, fetch, timeoutMs = 30_000 }: ApiClientOptions): ApiClient {
  let refreshing: Promise<Outcome & { session?: Session }> | null = null;

  /** A call's fetch options: JSON body, bearer token, idempotency key and our timeout's signal. */
  function initOf(
    method: string,
    accept: string,
    token: string | null,
    options: RequestOptions,
    signal: AbortSignal,
  ): RequestInit {
    const headers: Record<string, string> = { Accept: accept };
    if (token) headers['Authorization'] = `Bearer ${token}`;
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    const init: RequestInit = { method, headers, signal };
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(options.body);
    }
    if (options.keepalive) init.keepalive = true;
    return init;
  }

  async function send(method: string, path: string, token: string | null, options: RequestOptions): Promise<Answer> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? timeoutMs);
    try {
      const init = initOf(method, 'application/json', token, options, controller.signal);
      const response = await fetch(new URL(path, baseUrl).href, init);
      const text = await response.text();
      return { status: response.status, body: text ? parseJson(text) : null };
    } catch {
      // TypeError (network), AbortError (our timeout): the server did not answer.
      return controller.signal.aborted ? 'timeout' : null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Sends without reading the body; the timeout covers the wait for the headers only. */
  async function open(method: string, path: string, token: string, options: RequestOptions): Promise<Response | null> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? timeoutMs);
    try {
      return await fetch(
        new URL(path, baseUrl).href,
        initOf(method, 'application/x-ndjson', token, options, controller.signal),
      );
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** A failed or empty streamed answer, read and classified like any other. */
  async function streamed(response: Response | null): Promise<StreamOutcome> {
    if (response?.ok && response.body) return { kind: 'stream', response };
    if (!response) return { kind: 'transient', status: null, isUnreachable: true };
    const text = await response.text().catch(() => '');
    const outcome = classify({ status: response.status, body: text ? parseJson(text) : null });
    return outcome.kind === 'ok' ? { kind: 'transient', status: outcome.status, isUnreachable: false } : outcome;
  }

  /** Ends the session only if it is still the one whose refresh token failed. */
  async function endSession(refresh: string): Promise<void> {
    await db.transaction('rw', db.meta, async () => {
      if ((await getMeta(db, 'session'))?.refresh === refresh) await db.meta.delete('session');
    });
  }

  async function refreshOnce(staleAccess: string): Promise<Outcome & { session?: Session }> {
    const current = await getMeta(db, 'session');
    if (!current) return { kind: 'unauthenticated' };
    if (current.access !== staleAccess) return { kind: 'ok', status: 200, body: null, session: current };
    const answer = await send(AUTH_ENDPOINTS.refresh.method, pathOf(AUTH_ENDPOINTS.refresh), null, {
      body: { refresh: current.refresh },
    });
    const outcome = classify(answer);
    if (outcome.kind === 'transient') return outcome;
    const pair = v.safeParse(TokenPair, outcome.kind === 'ok' ? outcome.body : null);
    if (!pair.success) {
      await endSession(current.refresh);
      return { kind: 'unauthenticated' };
    }
    await setMeta(db, 'session', pair.output);
    return { ...outcome, session: pair.output };
  }

  /** Concurrent 401s share one refresh: a refresh token is good for one use only. */
  function refresh(staleAccess: string): Promise<Outcome & { session?: Session }> {
    refreshing ??= refreshOnce(staleAccess).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  return {
    async request(method, path, options = {}) {
      if (options.token !== undefined) return classify(await send(method, path, options.token, options));
      const session = await getMeta(db, 'session');
      if (!session) return { kind: 'unauthenticated' };
      const first = await send(method, path, session.access, options);
      if (!isUnauthorized(first)) return classify(first);
      if (options.canRefresh === false) return { kind: 'unauthenticated' };
      const refreshed = await refresh(session.access);
      if (!refreshed.session) return refreshed.kind === 'transient' ? refreshed : { kind: 'unauthenticated' };
      const second = await send(method, path, refreshed.session.access, options);
      if (!isUnauthorized(second)) return classify(second);
      await endSession(refreshed.session.refresh);
      return { kind: 'unauthenticated' };
    },
    async stream(method, path, options = {}) {
      const session = await getMeta(db, 'session');
      if (!session) return { kind: 'unauthenticated' };
      const first = await open(method, path, session.access, options);
      if (first?.status !== 401) return streamed(first);
      await first.body?.cancel();
      const refreshed = await refresh(session.access);
      if (!refreshed.session) return refreshed.kind === 'transient' ? refreshed : { kind: 'unauthenticated' };
      const second = await open(method, path, refreshed.session.access, options);
      if (second?.status !== 401) return streamed(second);
      await second.body?.cancel();
      await endSession(refreshed.session.refresh);
      return { kind: 'unauthenticated' };
    },
  };
}

const isUnauthorized = (answer: Answer): boolean => answer !== null && answer !== 'timeout' && answer.status === 401;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function classify(answer: Answer): Outcome {
  if (!answer) return { kind: 'transient', status: null, isUnreachable: true };
  if (answer === 'timeout') return { kind: 'transient', status: null, isUnreachable: true, isTimeout: true };
  const { status, body } = answer;
  if (status >= 200 && status < 300) return { kind: 'ok', status, body };
  // 409 on a key still being processed: the first attempt outlived our timeout; ask again later.
  const isKeyBusy = status === 409 && firstErrorMessage(body, '') === MESSAGES.idempotencyConflict;
  if (status === 408 || status === 429 || status >= 500 || isKeyBusy) {
    return { kind: 'transient', status, isUnreachable: status === 502 || status === 503 || status === 504, body };
  }
  return { kind: 'rejected', status, body, message: firstErrorMessage(body, MESSAGES.couldNotComplete) };
}

export type JsonResult<T> = { kind: 'data'; data: T } | Exclude<Outcome, { kind: 'ok' }>;

/** GET and validate: a body that does not match the contract is a failure, not data. */
export async function getJson<T>(
  api: ApiClient,
  path: string,
  schema: v.GenericSchema<unknown, T>,
  options?: RequestOptions,
): Promise<JsonResult<T>> {
  const outcome = await api.request('GET', path, options);
  if (outcome.kind !== 'ok') return outcome;
  const parsed = v.safeParse(schema, outcome.body);
  if (parsed.success) return { kind: 'data', data: parsed.output };
  return { kind: 'rejected', status: outcome.status, body: outcome.body, message: MESSAGES.couldNotComplete };
}
