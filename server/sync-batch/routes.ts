/**
 * POST /api/v1/sync/batch/ (contract/sync-endpoints.ts): a client replaying its outbox sends
 * many mutations in one request. Each one is dispatched in order as a sub-request through the whole app, with the
 * caller's own headers and the mutation's Idempotency-Key, so validation, auth, tenant and
 * the idempotency record apply to it exactly as to its own request: a batch is only a
 * cheaper transport, never a second way to change data.
 *
 * On PGlite (one connection, one transaction at a time) the batch is one transaction and each
 * mutation a savepoint of it, with the keys claimed and the answers stored in one statement
 * each (http/idempotency-batch.ts): a commit per mutation is most of what a small mutation
 * costs there. On Postgres each mutation keeps a transaction of its own, as on its own request.
 */
import { Hono } from 'hono';
import { getPath } from 'hono/utils/url';
import type { BatchResult } from '../../contract/outbox';
import { SYNC_ENDPOINTS } from '../../contract/sync-endpoints';
import type { AppEnv } from '../app-env';
import { callerOf } from '../auth/middleware';
import type { Db } from '../db/client';
import { inRequestTransaction, isSingleConnection } from '../db/request-tx';
import { claimBatch, storeAnswers, withBatchKeys } from '../http/idempotency-batch';
import { crashPoint, MID_BATCH_INDEX } from '../http/idempotency-support';
import { register } from '../http/register';
import { withBatchCaller } from './memo';
import { isPlainApiPath } from './paths';

/** Headers of the batch request that each sub-request carries as its own. */
const FORWARDED = ['authorization', 'host', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'user-agent'];

type Dispatch = (request: Request, env: unknown) => Response | Promise<Response>;

async function resultOf(response: Response): Promise<BatchResult> {
  const text = await response.text();
  if (text === '') return { status: response.status, body: null };
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: text };
  }
}

/** `dispatch` is the whole app's fetch (read lazily: the app is built around this route). */
export function syncBatchRoutes(db: Db, dispatch: () => Dispatch) {
  const isOneTransaction = isSingleConnection(db);
  const crash = crashPoint();
  return register(new Hono<AppEnv>(), SYNC_ENDPOINTS.batch, async (c, { body: { mutations } }) => {
    const caller = { authorization: c.req.header('authorization') ?? '', auth: callerOf(c) };
    const requests = mutations.map((mutation) => {
      if (!isPlainApiPath(mutation.path)) return null;
      const headers = new Headers({ Accept: 'application/json', 'Idempotency-Key': mutation.idempotency_key });
      for (const name of FORWARDED) {
        const value = c.req.header(name);
        if (value !== undefined) headers.set(name, value);
      }
      const init: RequestInit = { method: mutation.method, headers };
      if (mutation.body !== undefined) {
        headers.set('Content-Type', 'application/json');
        init.body = JSON.stringify(mutation.body);
      }
      return { key: mutation.idempotency_key, request: new Request(new URL(mutation.path, c.req.url), init) };
    });
    const applyAll = async () => {
      const results: BatchResult[] = [];
      for (const sub of requests) {
        if (!sub) results.push({ status: 404, body: { detail: 'Not found.' } });
        else results.push(await resultOf(await withBatchCaller(caller, () => dispatch()(sub.request, c.env))));
        if (results.length === MID_BATCH_INDEX + 1) crash('mid-batch');
      }
      return results;
    };
    if (!isOneTransaction) {
      const results = await applyAll();
      crash('after-batch-commit');
      return c.json({ results });
    }
    const results = await inRequestTransaction(db, async () => {
      const keyed = requests.flatMap((sub) =>
        sub ? [{ key: sub.key, method: sub.request.method, path: getPath(sub.request) }] : [],
      );
      const keys = await claimBatch(db, caller.auth, keyed);
      const applied = await withBatchKeys(keys, applyAll);
      await storeAnswers(db, keys);
      return applied;
    });
    crash('after-batch-commit');
    return c.json({ results });
  });
}
