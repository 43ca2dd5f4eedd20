/**
 * /profile: the member's own profile (spec part 1 section 2). The tab is in the address
 * (?tab=) so a reload keeps it. Everything is read from IndexedDB; edits are queued.
 */
import { createFileRoute, Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { useCareerEntries } from '../../../features/career/queries';
import { OwnProfileTabs } from '../../../features/profile/components/own-profile-tabs';
import { ProfileHeader } from '../../../features/profile/components/profile-header';
import { ProfileSearch } from '../../../features/profile/components/profile-tabs';
import { useOwnProfile, useProfilePending } from '../../../features/profile/queries';
import { Button } from '../../../ui/button';
import { PendingMark } from '../../../ui/pending-mark';

// The edit dialog (its pickers, upload and rich-text parts) loads when first opened.
const EditProfileDialog = lazy(() =>
  import('../../../features/profile/components/edit-profile-dialog').then((module) => ({
    default: module.EditProfileDialog,
  })),
);

export const Route = createFileRoute('/_member/profile/')({
  validateSearch: ProfileSearch,
  component: OwnProfilePage,
});

function OwnProfilePage() {
  const profile = useOwnProfile();
  const isPending = useProfilePending();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  const [isEditing, setEditing] = useState(false);
  const institutions = useInstitutionSuggestions();

  if (!profile) return <p aria-busy="true">Loading your profile…</p>;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '4xl', mx: 'auto', w: 'full' })}>
      <ProfileHeader
        profile={profile}
        pendingMark={<PendingMark isPending={isPending} />}
        actions={
          <>
            <Button onClick={() => setEditing(true)}>Edit profile</Button>
            <Link
              to="/profile/$slug/career-advice"
              params={{ slug: profile.name_slug }}
              className={css({ alignSelf: 'center', color: 'brand.solid', textDecoration: 'underline' })}
            >
              Career advice
            </Link>
          </>
        }
      />
      <OwnProfileTabs
        profile={profile}
        tab={tab}
        onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
      />
      {isEditing ? (
        <Suspense fallback={null}>
          <EditProfileDialog profile={profile} open={isEditing} onOpenChange={setEditing} institutions={institutions} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Institutions the member already named (education entries): offered while typing one. */
function useInstitutionSuggestions() {
  const education = useCareerEntries('education');
  const byId = new Map(education.flatMap((entry) => (entry.group ? [[entry.group.id, entry.group] as const] : [])));
  return [...byId.values()];
}
