/**
 * "Create Circle" / "Create Event" on the list pages, shown to members with
 * the right to create (part 2 section 6): administrators of an organization; events need a
 * certified organization, circles the member's own leadership certification.
 */
import { useEffect, useState } from 'react';
import type { GroupKind } from '../../../../contract';
import { useOwnProfile } from '../../../features/profile/queries';
import { useIsLoggedIn } from '../../../features/session/queries';
import { useIsOnline } from '../../../features/sync/queries';
import { Button } from '../../../ui/button';
import { type AdminOrg, fetchAdminOrganizations } from './admin-organizations';
import { GroupFormDialog } from './group-form-dialog';

const LABELS: Record<GroupKind, string> = {
  circle: 'Create Circle',
  event: 'Create Event',
  organization: 'Create Organization',
  institution: 'Create Institution',
};

export function CreateGroupButton({ kind }: { kind: GroupKind }) {
  const isLoggedIn = useIsLoggedIn();
  const isOnline = useIsOnline();
  const profile = useOwnProfile();
  const [organizations, setOrganizations] = useState<AdminOrg[] | null>(null);
  const [isOpen, setOpen] = useState(false);

  useEffect(() => {
    if (!isLoggedIn || !isOnline) return;
    let isCurrent = true;
    void fetchAdminOrganizations().then((found) => {
      if (isCurrent && found) setOrganizations(found);
    });
    return () => {
      isCurrent = false;
    };
  }, [isLoggedIn, isOnline]);

  if (!isLoggedIn || !organizations || organizations.length === 0) return null;
  if (kind === 'event' && !organizations.some((organization) => organization.is_certified)) return null;
  if (kind === 'circle' && !profile?.leadership_certification_details) return null;
  if (kind === 'organization' || kind === 'institution') return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{LABELS[kind]}</Button>
      <GroupFormDialog kind={kind} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}
