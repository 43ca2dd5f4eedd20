/**
 * The worker side of online-only calls: one SyncApi method per entry of ONLINE_CALLS. Each
 * goes with the session's token (one refresh on 401), checks the answer against the call's
 * schema, and stores a cached read's answer in db.onlineCache, where screens read it.
 */
import * as v from 'valibot';
import { MESSAGES } from '../../../contract';
import { type AuthDeps, failedCall } from '../auth';
import { getMeta } from '../db';
import { rememberAnswer } from '../page-cache';
import { ONLINE_CALLS, type OnlineApi } from './calls';
import { type CallTable, type OnlineCall, type OnlineResult, onlineCacheKey } from './define';

const unexpected: OnlineResult<never> = { ok: false, errors: { non_field_errors: [MESSAGES.couldNotComplete] } };

async function run<A, R>(deps: AuthDeps, name: string, call: OnlineCall<A, R>, args: A): Promise<OnlineResult<R>> {
  // Visitors' calls (captcha, signup, forgotten password, e-mail links) go without a token.
  const isSignedIn = (await getMeta(deps.db, 'session')) !== undefined;
  const body = call.body?.(args);
  const idempotencyKey = call.idempotencyKey?.(args);
  const outcome = await deps.api.request(call.method, call.path(args), {
    ...(body === undefined ? {} : { body }),
    ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
    ...(isSignedIn ? {} : { token: null }),
  });
  if (outcome.kind === 'unauthenticated') {
    deps.onSessionChanged();
    return { ok: false, errors: { non_field_errors: ['Your session has ended. Please log in again.'] } };
  }
  if (outcome.kind !== 'ok') return failedCall(outcome);
  const parsed = v.safeParse(call.answer, outcome.body);
  if (!parsed.success) return unexpected;
  if (call.isCached) await remember(deps, name, args, parsed.output);
  return { ok: true, data: parsed.output };
}

function remember(deps: AuthDeps, name: string, args: unknown, value: unknown): Promise<void> {
  return rememberAnswer(deps.db, onlineCacheKey(name, args), name, value, Date.now());
}

function methodsOf(deps: AuthDeps, table: CallTable): Record<string, (args: never) => Promise<OnlineResult<unknown>>> {
  return Object.fromEntries(
    Object.entries(table).map(([name, call]) => [name, (args: never) => run(deps, name, call, args)]),
  );
}

/** The `online` area of the SyncApi. */
export function createOnlineApi(deps: AuthDeps): OnlineApi {
  // Built from the table entry by entry, so each method has the types its entry declares.
  return methodsOf(deps, ONLINE_CALLS) as unknown as OnlineApi;
}
