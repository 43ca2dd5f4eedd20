/** The organization and role this device's member works in (spec part 1 sections 2 and 4). */
import type { SwitchableOrganization } from '../../../contract';
import { useMeta } from '../../db/use-meta';
import { useIdentity } from '../session/queries';

export interface OrganizationChoice {
  current: SwitchableOrganization | undefined;
  defaultId: number | null;
  organizations: SwitchableOrganization[];
}

/** The locally chosen organization when the member may still switch to it, else the default. */
export function useCurrentOrganization(): OrganizationChoice {
  const identity = useIdentity();
  const chosenId = useMeta('currentOrganizationId');
  const organizations = identity?.switchable_orgs ?? [];
  const defaultId = identity?.default_organization_id ?? null;
  const current =
    organizations.find((org) => org.id === chosenId && org.domain === window.location.hostname) ??
    organizations.find((org) => org.id === defaultId);
  return { current, defaultId, organizations };
}

/** The role selector's persona id; undefined is 'Not Set (All)'. */
export function useRole(): number | undefined {
  return useMeta('role');
}
