/**
 * "Create Circle" / "Create Event" on the list pages, shown to members with
 * the right to create (part 2 section 6): administrators of an organization; events need a
 * certified organization, circles the member's own leadership certification.
 */
import { useState } from 'react';
import type { GroupKind } from '../../../../../contract';
import { Button } from '../../../../ui/button';
import { useOwnProfile } from '../../../profile/queries';
import { useIsLoggedIn } from '../../../session/queries';
import { useAdminOrganizations } from '../../admin-queries';
import { GroupFormDialog } from './group-form-dialog';

const LABELS: Record<GroupKind, string> = {
  circle: 'Create Circle',
  event: 'Create Event',
  organization: 'Create Organization',
  institution: 'Create Institution',
};

export function CreateGroupButton({ kind }: { kind: GroupKind }) {
  const isLoggedIn = useIsLoggedIn();
  const profile = useOwnProfile();
  const organizations = useAdminOrganizations();
  const [isOpen, setOpen] = useState(false);

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
