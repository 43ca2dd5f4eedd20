/** The member's identity, re-read after an online account call changed it. */
import { ACCOUNT_ENDPOINTS, pathOf } from '../../contract';
import type { AuthDeps } from '../core/auth';
import { setMeta } from '../core/db';
import { getJson } from '../core/http';

export async function refreshIdentity(deps: AuthDeps): Promise<void> {
  const identity = await getJson(deps.api, pathOf(ACCOUNT_ENDPOINTS.identity), ACCOUNT_ENDPOINTS.identity.output);
  if (identity.kind === 'data') await setMeta(deps.db, 'identity', identity.data);
}
