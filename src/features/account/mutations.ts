/**
 * Account flows (spec part 1 sections 2-5). They need the network now, so they are online
 * calls through the worker (sync/account/online-calls.ts), never queued mutations; their
 * results that the UI renders (session, identity) land in Dexie through the worker.
 */
import type { CaptchaChallenge, FocusArea, TokenPair } from '../../../contract';
import type { RegisterArgs } from '../../../sync/account/online-calls';
import { callOnline, type FormErrors, type OnlineResult } from '../sync/online';
import { syncClient } from '../sync/sync-client';

export type { FormErrors };
export type AccountResult<T = null> = OnlineResult<T>;

/** The server's `detail` message (what to show after forgot, reset, resend, change). */
function detailOf(result: OnlineResult<{ detail: string }>): AccountResult<string> {
  return result.ok ? { ok: true, data: result.data.detail } : result;
}

/** Drops the answer of a call whose success is all that matters. */
function doneOf(result: OnlineResult<unknown>): AccountResult {
  return result.ok ? { ok: true, data: null } : result;
}

export async function adopt(tokens: TokenPair): Promise<AccountResult> {
  const adopted = await syncClient().account.adoptSession(tokens);
  return adopted.ok ? { ok: true, data: null } : adopted;
}

/** The fields of the signup form; the profile type and the username are added on the way. */
export type SignupInput = Omit<RegisterArgs, 'profile_type' | 'username'>;

/** Register; the answer logs the new member in at once (redirect_to_login). */
export async function signUp(input: SignupInput): Promise<AccountResult> {
  const body = { ...input, profile_type: 'individual' as const, username: input.email };
  const created = await callOnline('register', body);
  if (!created.ok) return created;
  return adopt({ access: created.data.access, refresh: created.data.refresh });
}

/** Check the e-mailed code, then re-read the identity so the guards see `is_verified`. */
export async function verifyOtp(otp: string): Promise<AccountResult> {
  const result = await callOnline('verifyOtp', { otp });
  if (!result.ok) return result;
  await syncClient().account.refreshIdentity();
  return { ok: true, data: null };
}

export function resendOtp(): Promise<AccountResult<string>> {
  return callOnline('resendOtp', undefined).then(detailOf);
}

/** One request per key even when React runs the page's effect twice: a key works once. */
const emailVerifications = new Map<string, Promise<AccountResult>>();

/** Verify the e-mail link's key and keep the session the server answers with. */
export function verifyEmail(key: string): Promise<AccountResult> {
  let pending = emailVerifications.get(key);
  if (!pending) {
    pending = (async () => {
      const verified = await callOnline('verifyEmail', { verification_key: key });
      if (!verified.ok) return verified;
      return adopt({ access: verified.data.access_token, refresh: verified.data.refresh });
    })().then((result) => {
      // A failure (offline, say) may be tried again; a success must not be sent twice.
      if (!result.ok) emailVerifications.delete(key);
      return result;
    });
    emailVerifications.set(key, pending);
  }
  return pending;
}

export function requestPasswordReset(email: string): Promise<AccountResult<string>> {
  return callOnline('requestPasswordReset', { email }).then(detailOf);
}

export function resetPassword(
  token: string,
  password: string,
  confirmPassword: string,
): Promise<AccountResult<string>> {
  return callOnline('resetPassword', { token, password, confirm_password: confirmPassword }).then(detailOf);
}

/** Change the password; the server ends other sessions and answers this device a new pair. */
export async function changePassword(input: {
  old_password: string;
  new_password: string;
  confirm_password: string;
}): Promise<AccountResult<string>> {
  const changed = await callOnline('changePassword', input);
  if (!changed.ok) return changed;
  const adopted = await adopt({ access: changed.data.access, refresh: changed.data.refresh });
  return adopted.ok ? { ok: true, data: changed.data.detail } : adopted;
}

export async function sendFeedback(title: string, description: string): Promise<AccountResult> {
  return doneOf(await callOnline('sendFeedback', { title, description }));
}

/** Save persona and focus, then re-read the identity so every screen follows them. */
export async function savePreferences(currentRole: number, focusArea: FocusArea): Promise<AccountResult> {
  const result = await callOnline('savePreferences', { current_role: currentRole, focus_area: focusArea });
  if (!result.ok) return result;
  await syncClient().account.refreshIdentity();
  return { ok: true, data: null };
}

/** Re-read the identity (e.g. whether a pending membership was accepted meanwhile). */
export async function refreshIdentity(): Promise<void> {
  await syncClient().account.refreshIdentity();
}

/** A fresh captcha challenge: one per signup attempt. */
export function fetchCaptchaChallenge(): Promise<AccountResult<CaptchaChallenge>> {
  return callOnline('captchaChallenge', undefined);
}
