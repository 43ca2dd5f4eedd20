/**
 * Account flows (spec part 1 sections 2-5). They need the network now, so they are calls
 * through the worker (`account.call`), never queued mutations; their results that the UI
 * renders (session, identity) land in Dexie through the worker.
 */
import * as v from 'valibot';
import {
  ACCOUNT_PATHS,
  CaptchaChallenge,
  type FocusArea,
  MESSAGES,
  PasswordChangeResponse,
  SignupResponse,
  type TokenPair,
  VerifyEmailResponse,
} from '../../../contract';
import type { CallMethod } from '../../../sync/api';
import { syncClient } from '../sync/sync-client';

export type FormErrors = Record<string, string[]>;
export type AccountResult<T = null> = { ok: true; data: T } | { ok: false; errors: FormErrors };

const unexpected: AccountResult<never> = { ok: false, errors: { non_field_errors: [MESSAGES.couldNotComplete] } };

export async function call(method: CallMethod, path: string, body?: unknown): Promise<AccountResult<unknown>> {
  const result = await syncClient().account.call(method, path, body);
  return result.ok ? { ok: true, data: result.body } : result;
}

/** A call whose answer must match `schema`. */
export async function callFor<T>(
  method: CallMethod,
  path: string,
  body: unknown,
  schema: v.GenericSchema<unknown, T>,
): Promise<AccountResult<T>> {
  const result = await call(method, path, body);
  if (!result.ok) return result;
  const parsed = v.safeParse(schema, result.data);
  return parsed.success ? { ok: true, data: parsed.output } : unexpected;
}

const Detail = v.object({ detail: v.string() });

/** The server's `detail` message (what to show after forgot, reset, resend, change). */
function callForDetail(method: CallMethod, path: string, body?: unknown): Promise<AccountResult<string>> {
  return callFor(
    method,
    path,
    body,
    v.pipe(
      Detail,
      v.transform((answer) => answer.detail),
    ),
  );
}

export async function adopt(tokens: TokenPair): Promise<AccountResult> {
  const adopted = await syncClient().account.adoptSession(tokens);
  return adopted.ok ? { ok: true, data: null } : adopted;
}

/** The fields of the signup form, as sent (spec part 1 section 3, Signup payload). */
export interface SignupInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirm_password: string;
  subscribe_to_newsletter: boolean;
  recaptcha_response: string;
}

/** Register; the answer logs the new member in at once (redirect_to_login). */
export async function signUp(input: SignupInput): Promise<AccountResult> {
  const body = { ...input, profile_type: 'individual', username: input.email };
  const created = await callFor('POST', ACCOUNT_PATHS.register, body, SignupResponse);
  if (!created.ok) return created;
  return adopt({ access: created.data.access, refresh: created.data.refresh });
}

/** Check the e-mailed code, then re-read the identity so the guards see `is_verified`. */
export async function verifyOtp(otp: string): Promise<AccountResult> {
  const result = await call('POST', ACCOUNT_PATHS.otpVerify, { otp });
  if (!result.ok) return result;
  await syncClient().account.refreshIdentity();
  return { ok: true, data: null };
}

export function resendOtp(): Promise<AccountResult<string>> {
  return callForDetail('POST', ACCOUNT_PATHS.otpResend, {});
}

/** One request per key even when React runs the page's effect twice: a key works once. */
const emailVerifications = new Map<string, Promise<AccountResult>>();

/** Verify the e-mail link's key and keep the session the server answers with. */
export function verifyEmail(key: string): Promise<AccountResult> {
  let pending = emailVerifications.get(key);
  if (!pending) {
    pending = (async () => {
      const verified = await callFor('POST', ACCOUNT_PATHS.verifyEmail, { verification_key: key }, VerifyEmailResponse);
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
  return callForDetail('POST', ACCOUNT_PATHS.passwordForgot, { email });
}

export function resetPassword(
  token: string,
  password: string,
  confirmPassword: string,
): Promise<AccountResult<string>> {
  return callForDetail('POST', ACCOUNT_PATHS.passwordReset, { token, password, confirm_password: confirmPassword });
}

/** Change the password; the server ends other sessions and answers this device a new pair. */
export async function changePassword(input: {
  old_password: string;
  new_password: string;
  confirm_password: string;
}): Promise<AccountResult<string>> {
  const changed = await callFor('POST', ACCOUNT_PATHS.passwordChange, input, PasswordChangeResponse);
  if (!changed.ok) return changed;
  const adopted = await adopt({ access: changed.data.access, refresh: changed.data.refresh });
  return adopted.ok ? { ok: true, data: changed.data.detail } : adopted;
}

export async function sendFeedback(title: string, description: string): Promise<AccountResult> {
  const result = await call('POST', ACCOUNT_PATHS.feedback, { title, description });
  return result.ok ? { ok: true, data: null } : result;
}

/** Save persona and focus, then re-read the identity so every screen follows them. */
export async function savePreferences(currentRole: number, focusArea: FocusArea): Promise<AccountResult> {
  const result = await call('PATCH', ACCOUNT_PATHS.preferences, { current_role: currentRole, focus_area: focusArea });
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
  return callFor('GET', ACCOUNT_PATHS.captchaChallenge, undefined, CaptchaChallenge);
}
