/**
 * Online-only account calls go through the worker too, so the session's tokens and
 * their refresh live in one place. Nothing here is queued: these need the network now.
 */
import { Identity } from '../contract';
import type { CallMethod, CallResult } from './api';
import { type AuthDeps, failedCall } from './auth';
import { getMeta, setMeta } from './db';
import { getJson } from './http';

export async function callOnline(
  deps: AuthDeps,
  method: CallMethod,
  path: string,
  body?: unknown,
): Promise<CallResult> {
  // Visitors' calls (captcha, signup, forgotten password, e-mail links) go without a token.
  const isSignedIn = (await getMeta(deps.db, 'session')) !== undefined;
  const outcome = await deps.api.request(method, path, {
    ...(body === undefined ? {} : { body }),
    ...(isSignedIn ? {} : { token: null }),
  });
  if (outcome.kind === 'ok') return { ok: true, status: outcome.status, body: outcome.body };
  if (outcome.kind === 'unauthenticated') {
    deps.onSessionChanged();
    return { ok: false, errors: { non_field_errors: ['Your session has ended. Please log in again.'] } };
  }
  return failedCall(outcome);
}

export async function refreshIdentity(deps: AuthDeps): Promise<void> {
  const identity = await getJson(deps.api, '/api/v1/identity/', Identity);
  if (identity.kind === 'data') await setMeta(deps.db, 'identity', identity.data);
}
