/** The alternate e-mail (spec part 1 section 4); each call re-reads the identity the page shows. */
import { type AccountResult, adopt } from '../account/mutations';
import { callOnline } from '../sync/online';
import { syncClient } from '../sync/sync-client';

/** Add (or replace, or resend the code of) the alternate e-mail; answers the server's message. */
export async function addAlternateEmail(email: string): Promise<AccountResult<string>> {
  const added = await callOnline('addAlternateEmail', { email });
  if (!added.ok) return added;
  await syncClient().account.refreshIdentity();
  return { ok: true, data: added.data.detail };
}

export async function verifyAlternateEmail(otp: string): Promise<AccountResult<string>> {
  const verified = await callOnline('verifyAlternateEmail', { otp });
  if (!verified.ok) return verified;
  await syncClient().account.refreshIdentity();
  return { ok: true, data: verified.data.detail };
}

export async function removeAlternateEmail(): Promise<AccountResult> {
  const removed = await callOnline('removeAlternateEmail', undefined);
  if (!removed.ok) return removed;
  await syncClient().account.refreshIdentity();
  return { ok: true, data: null };
}

/** The verified alternate becomes the login e-mail; the server ends every session and answers this one. */
export async function makeAlternateEmailPrimary(): Promise<AccountResult<string>> {
  const made = await callOnline('makeAlternateEmailPrimary', undefined);
  if (!made.ok) return made;
  const adopted = await adopt({ access: made.data.access, refresh: made.data.refresh });
  if (!adopted.ok) return adopted;
  await syncClient().account.refreshIdentity();
  return { ok: true, data: made.data.detail };
}
