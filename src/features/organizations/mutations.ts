/**
 * Switching organization (spec part 1 section 4): on this portal the choice is local to
 * the device; on another tenant's domain a single-use hand-off code signs the member in
 * there. Making one the default is the member's own setting on the server.
 */
import type { SwitchableOrganization } from '../../../contract';
import { setMeta } from '../../../sync/core/db';
import { db } from '../../db/db';
import type { AccountResult } from '../account/mutations';
import { callOnline } from '../sync/online';
import { syncClient } from '../sync/sync-client';

/** Same domain: remember it here. Another domain: the address of its portal's hand-off page. */
export async function switchOrganization(
  organization: SwitchableOrganization,
): Promise<AccountResult<{ kind: 'here' } | { kind: 'elsewhere'; url: string }>> {
  if (organization.domain === window.location.hostname) {
    await setMeta(db, 'currentOrganizationId', organization.id);
    return { ok: true, data: { kind: 'here' } };
  }
  const body = { organization_id: organization.id, next: '/' };
  const result = await callOnline('startHandoff', body);
  if (!result.ok) return result;
  return { ok: true, data: { kind: 'elsewhere', url: result.data.url } };
}

/** Make `organizationId` the member's default, then re-read the identity. */
export async function makeDefaultOrganization(organizationId: number): Promise<AccountResult> {
  const result = await callOnline('makeDefaultOrganization', { organizationId });
  if (!result.ok) return result;
  await syncClient().account.refreshIdentity();
  return { ok: true, data: null };
}
