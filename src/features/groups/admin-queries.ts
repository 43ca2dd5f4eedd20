/**
 * What group administrators, invitees and would-be circle leaders see that only the server
 * can answer (spec part 2 sections 5, 6): online reads stored in db.onlineCache by the
 * worker and read back through live queries, so they stay on screen offline.
 */
import type { AdminOrganization } from '../../../sync/groups/online-calls';
import { useIsLoggedIn } from '../session/queries';
import { type OnlineRead, useOnlineRead } from '../sync/use-online-read';

export type { AdminOrganization } from '../../../sync/groups/online-calls';

/** The organizations the member administers (the parent picker and the create rights); null until known. */
export function useAdminOrganizations(isWanted = true): AdminOrganization[] | null {
  const isLoggedIn = useIsLoggedIn();
  return useOnlineRead('adminOrganizations', isLoggedIn && isWanted ? undefined : null).data ?? null;
}

/** The certified ones among them: who may create jobs and events. */
export function useCertifiedOrganizations(isWanted = true): AdminOrganization[] | null {
  return useAdminOrganizations(isWanted)?.filter((organization) => organization.is_certified) ?? null;
}

/** Circle types and goals for the circle form; `failed` when the types could not be fetched. */
export function useCircleChoices(isWanted: boolean) {
  const types = useOnlineRead('circleTypes', isWanted ? undefined : null);
  const sdgs = useOnlineRead('sdgs', isWanted ? undefined : null);
  return {
    circleTypes: types.data?.data ?? [],
    sdgs: sdgs.data?.data ?? [],
    hasFailed: types.status === 'failed',
  };
}

/** One page of an event's applicants with their registration details. */
export function useEventApplicants(groupId: number, page: number, pageSize: number) {
  return useOnlineRead('eventApplicants', { groupId, page, page_size: pageSize });
}

/** Members of the tenant matching `search` to invite (none for an empty search). */
export function useInvitees(groupId: number, search: string, pageSize: number) {
  return useOnlineRead('findInvitees', search === '' ? null : { groupId, search, page_size: pageSize });
}

export function useInvitation(invitationId: string) {
  return useOnlineRead('invitation', { invitationId });
}

/** The member's own circle-leader application, if any. */
export function useMyLeaderApplication() {
  return useOnlineRead('myLeaderApplication', undefined);
}

export type { OnlineRead };
