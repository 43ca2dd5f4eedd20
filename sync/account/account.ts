/** The member's identity, re-read after an online account call changed it. */
import { Identity } from '../../contract';
import type { AuthDeps } from '../core/auth';
import { setMeta } from '../core/db';
import { getJson } from '../core/http';

export async function refreshIdentity(deps: AuthDeps): Promise<void> {
  const identity = await getJson(deps.api, '/api/v1/identity/', Identity);
  if (identity.kind === 'data') await setMeta(deps.db, 'identity', identity.data);
}
