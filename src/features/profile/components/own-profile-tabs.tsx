/** The member's own profile tabs: About, Career Tree, Education and Learning, Career Circles, Account. */
import { Link } from '@tanstack/react-router';
import type { Profile } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Tabs } from '../../../ui/tabs';
import { CareerTimeline } from '../../career/components/career-timeline';
import { useCareerEntries } from '../../career/queries';
import { useFollowedIds } from '../../follows/queries';
import { usePendingKeys } from '../../sync/queries';
import { usePublicProfile } from '../queries';
import { AboutTab } from './about-tab';
import { ConnectionsTab } from './connections-tab';
import { PROFILE_TABS, type ProfileTab } from './profile-tabs';
import { ProfileTabsRoot } from './profile-tabs-root';

interface OwnProfileTabsProps {
  profile: Profile;
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
}

const linkStyle = css({ color: 'brand.solid', textDecoration: 'underline' });

export function OwnProfileTabs({ profile, tab, onTabChange }: OwnProfileTabsProps) {
  const work = useCareerEntries('work');
  const education = useCareerEntries('education');
  const pendingKeys = usePendingKeys();
  const groups = [...work, ...education].flatMap((entry) => (entry.group ? [entry.group] : []));
  return (
    <ProfileTabsRoot tabs={PROFILE_TABS} tab={tab} onTabChange={onTabChange}>
      <Tabs.Content value="about">
        <AboutTab profile={profile} />
      </Tabs.Content>
      <Tabs.Content value="experience">
        <CareerTimeline type="work" entries={work} isOwn pendingKeys={pendingKeys} groups={groups} />
      </Tabs.Content>
      <Tabs.Content value="education">
        <CareerTimeline type="education" entries={education} isOwn pendingKeys={pendingKeys} groups={groups} />
      </Tabs.Content>
      <Tabs.Content value="connections">
        <OwnConnections slug={profile.name_slug} />
      </Tabs.Content>
      <Tabs.Content value="account">
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>Account</h2>
          <p>
            Change your password or add an alternate e-mail on the{' '}
            <Link to="/change-password" className={linkStyle}>
              account settings
            </Link>{' '}
            page.
          </p>
          {profile.alternate_email ? (
            <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
              Alternate e-mail: {profile.alternate_email}
              {profile.is_alternate_email_verified ? ' (verified)' : ' (not verified)'}
            </p>
          ) : null}
        </div>
      </Tabs.Content>
    </ProfileTabsRoot>
  );
}

/** Groups come with the public view of the member's own profile. */
function OwnConnections({ slug }: { slug: string }) {
  const { profile, status } = usePublicProfile(slug);
  const following = useFollowedIds('user');
  const groups = profile?.groups ?? (status === 'loading' ? undefined : []);
  return <ConnectionsTab groups={groups} followingCount={following.size} />;
}
