/**
 * Someone's profile tabs, kept in the address like the member's own (?tab=): About,
 * Career Tree, Education and Learning, Career Circles, and their career advice unless they
 * are an influencer (spec part 1 section 2).
 */
import { Link } from '@tanstack/react-router';
import type { PublicProfile } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Tabs } from '../../../ui/tabs';
import { CareerTimeline } from '../../career/components/career-timeline';
import { AboutTab } from './about-tab';
import { ConnectionsTab } from './connections-tab';
import type { ProfileTab } from './profile-tabs';
import { ProfileTabsRoot } from './profile-tabs-root';

const PUBLIC_TABS = ['about', 'experience', 'education', 'connections'] as const;

interface PublicProfileTabsProps {
  profile: PublicProfile;
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
}

export function PublicProfileTabs({ profile, tab, onTabChange }: PublicProfileTabsProps) {
  return (
    <>
      <ProfileTabsRoot tabs={PUBLIC_TABS} tab={tab} onTabChange={onTabChange}>
        <Tabs.Content value="about">
          <AboutTab profile={profile} />
        </Tabs.Content>
        <Tabs.Content value="experience">
          <CareerTimeline type="work" entries={profile.work_experiences} isOwn={false} />
        </Tabs.Content>
        <Tabs.Content value="education">
          <CareerTimeline type="education" entries={profile.education_background} isOwn={false} />
        </Tabs.Content>
        <Tabs.Content value="connections">
          <ConnectionsTab groups={profile.groups} />
        </Tabs.Content>
      </ProfileTabsRoot>
      {profile.is_influencer ? null : (
        <Link
          to="/profile/$slug/career-advice"
          params={{ slug: profile.name_slug }}
          className={css({ color: 'brand.solid', textDecoration: 'underline', alignSelf: 'flex-start' })}
        >
          Career advice from {profile.first_name}
        </Link>
      )}
    </>
  );
}
