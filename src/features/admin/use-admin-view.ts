/**
 * The admin view toggle (spec part 1 sections 3 and 6): kept on this device in meta
 * 'adminView', offered only to staff and accepted admins of the default organization.
 * Small on purpose: the main menu (first chunk) reads it.
 */
import type { Identity } from '../../../contract/identity';
import { useMeta } from '../../db/use-meta';
import { useIdentity } from '../session/queries';

/** Staff, or an accepted admin of the default organization. */
export function canAdminister(identity: Identity | undefined): boolean {
  return identity !== undefined && (identity.is_staff || identity.is_org_admin);
}

export function useCanAdminister(): boolean {
  return canAdminister(useIdentity());
}

/** The toggle is on and the member may still administer. */
export function useIsAdminView(): boolean {
  const canUse = useCanAdminister();
  const isOn = useMeta('adminView') === true;
  return canUse && isOn;
}
