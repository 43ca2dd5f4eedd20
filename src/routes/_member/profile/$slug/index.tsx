/**
 * /profile/{name_slug}: anyone's profile, read from IndexedDB and refreshed from the server
 * (spec part 1 section 2). The member's own slug goes to /profile. Offline, what is stored
 * is shown; a profile never seen says so.
 */
import { createFileRoute, Navigate } from '@tanstack/react-router';
import { MESSAGES } from '../../../../../contract';
import { css } from '../../../../../styled-system/css';
import { NotFound } from '../../../../app/not-found';
import { MessageButton } from '../../../../features/chat/message-button';
import { FollowButton } from '../../../../features/follows/follow-button';
import { ProfileHeader } from '../../../../features/profile/components/profile-header';
import { ProfileSearch } from '../../../../features/profile/components/profile-tabs';
import { PublicProfileTabs } from '../../../../features/profile/components/public-profile-tabs';
import { useOwnProfile, usePublicProfile } from '../../../../features/profile/queries';
import { useIdentity } from '../../../../features/session/queries';

export const Route = createFileRoute('/_member/profile/$slug/')({
  validateSearch: ProfileSearch,
  component: PublicProfilePage,
});

const noteStyle = css({ py: '10', textAlign: 'center', color: 'fg.muted' });

function PublicProfilePage() {
  const { slug } = Route.useParams();
  const identity = useIdentity();
  const ownSlug = useOwnProfile()?.name_slug;
  const { profile, status } = usePublicProfile(slug);
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();

  if (identity?.profile.name_slug === slug || ownSlug === slug)
    return <Navigate to="/profile" search={{ tab: 'about' }} replace />;
  if (!profile) {
    if (status === 'missing') return <NotFound />;
    if (status === 'offline') {
      return (
        <p role="status" className={noteStyle}>
          {MESSAGES.youAreOffline}. This profile is not stored on this device yet.
        </p>
      );
    }
    return <p aria-busy="true">Loading profile…</p>;
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '4xl', mx: 'auto', w: 'full' })}>
      {status === 'offline' ? (
        <p role="status" className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          {MESSAGES.youAreOffline}. Showing what is stored on this device.
        </p>
      ) : null}
      {status === 'missing' ? <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{MESSAGES.notFound}</p> : null}
      <ProfileHeader
        profile={profile}
        actions={
          <>
            <FollowButton
              type="user"
              id={profile.id}
              name={`${profile.first_name} ${profile.last_name}`}
              isInfluencer={profile.is_influencer}
              initiallyFollowed={profile.followed}
            />
            {profile.is_influencer ? null : (
              <MessageButton
                peer={{
                  id: profile.id,
                  name: `${profile.first_name} ${profile.last_name}`,
                  image_path: profile.picture,
                  type: 'user',
                  slug: profile.name_slug,
                }}
              />
            )}
          </>
        }
      />
      <PublicProfileTabs
        profile={profile}
        tab={tab === 'account' ? 'about' : tab}
        onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
      />
    </div>
  );
}
