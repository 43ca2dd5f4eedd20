/** The alternate e-mail (spec part 1 section 4); each call re-reads the identity the page shows. */
import { ALTERNATE_EMAIL_PATHS, AlternateEmailState, MakePrimaryResponse } from '../../../contract';
import { type AccountResult, adopt, call, callFor } from '../account/mutations';
import { syncClient } from '../sync/sync-client';

/** Add (or replace, or resend the code of) the alternate e-mail; answers the server's message. */
export async function addAlternateEmail(email: string): Promise<AccountResult<string>> {
  const added = await callFor('POST', ALTERNATE_EMAIL_PATHS.alternateEmail, { email }, AlternateEmailState);
  if (!added.ok) return added;
  await syncClient().account.refreshIdentity();
  return { ok: true, data: added.data.detail };
}

export async function verifyAlternateEmail(otp: string): Promise<AccountResult<string>> {
  const verified = await callFor('POST', ALTERNATE_EMAIL_PATHS.verify, { otp }, AlternateEmailState);
  if (!verified.ok) return verified;
  await syncClient().account.refreshIdentity();
  return { ok: true, data: verified.data.detail };
}

export async function removeAlternateEmail(): Promise<AccountResult> {
  const removed = await call('DELETE', ALTERNATE_EMAIL_PATHS.alternateEmail);
  if (!removed.ok) return removed;
  await syncClient().account.refreshIdentity();
  return { ok: true, data: null };
}

/** The verified alternate becomes the login e-mail; the server ends every session and answers this one. */
export async function makeAlternateEmailPrimary(): Promise<AccountResult<string>> {
  const made = await callFor('POST', ALTERNATE_EMAIL_PATHS.makePrimary, {}, MakePrimaryResponse);
  if (!made.ok) return made;
  const adopted = await adopt({ access: made.data.access, refresh: made.data.refresh });
  if (!adopted.ok) return adopted;
  await syncClient().account.refreshIdentity();
  return { ok: true, data: made.data.detail };
}
