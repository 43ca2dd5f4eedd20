import type { LoginResult } from '../../../sync/core/api';
import { syncClient } from '../sync/sync-client';

/** Login needs the network; the worker stores the session and starts syncing. */
export function logIn(email: string, password: string): Promise<LoginResult> {
  return syncClient().auth.login(email, password);
}

export async function logOut(): Promise<void> {
  await syncClient().auth.logout();
}
