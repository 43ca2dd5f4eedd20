/**
 * POST /api/v1/sync/batch/: a client replaying its outbox sends many mutations in one
 * request. Each one is dispatched in order as a sub-request through the whole app, with the
 * caller's own headers and the mutation's Idempotency-Key, so validation, auth, tenant and
 * the idempotency record apply to it exactly as to its own request: a batch is only a
 * cheaper transport, never a second way to change data.
 */
import { Hono } from 'hono';
import { BatchRequest, type BatchResult } from '../../contract/outbox';
import type { AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { parseInput, readJsonObject } from '../http/input';
import { withBatchCaller } from './memo';
import { isBatchablePath } from './paths';

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
export function syncBatchRoutes(dispatch: () => Dispatch) {
  return new Hono<AppEnv>().post('/sync/batch/', requireAuth, async (c) => {
    const { mutations } = parseInput(BatchRequest, await readJsonObject(c));
    const caller = { authorization: c.req.header('authorization') ?? '', auth: callerOf(c) };
    const results: BatchResult[] = [];
    for (const mutation of mutations) {
      if (!isBatchablePath(mutation.path)) {
        results.push({ status: 404, body: { detail: 'Not found.' } });
        continue;
      }
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
      const url = new URL(mutation.path, c.req.url);
      const request = new Request(url, init);
      results.push(await resultOf(await withBatchCaller(caller, () => dispatch()(request, c.env))));
    }
    return c.json({ results });
  });
}
