/**
 * The organization page's tabs (spec part 2 section 2, Organization page): influencer
 * organizations show only Overview and AI Impact; Donate needs donation_details; Jobs needs
 * the tenant's show_job_menu; Admin is for administrators; tabs show only to a logged-in
 * member of the organization, an administrator, or when the organization is an influencer.
 */
import type { Group } from '../../../../contract';

export const ORG_TABS = [
  'overview',
  'people',
  'circles',
  'events',
  'resources',
  'posts',
  'admin',
  'donate',
  'jobs',
  'impact',
] as const;
export type OrgTab = (typeof ORG_TABS)[number];

export const ORG_TAB_LABELS: Record<OrgTab, string> = {
  overview: 'Overview',
  people: 'People',
  circles: 'Circles',
  events: 'Events',
  resources: 'Resources',
  posts: 'Posts',
  admin: 'Admin',
  donate: 'Donate',
  jobs: 'Jobs',
  impact: 'AI Impact',
};

type OrgLike = Pick<Group, 'is_influencer' | 'is_administrator' | 'membership_status' | 'donation_details'>;

export function visibleOrgTabs(org: OrgLike, isLoggedIn: boolean, showJobMenu: boolean): OrgTab[] {
  if (org.is_influencer) return ['overview', 'impact'];
  const isMember = isLoggedIn && org.membership_status === 'accepted';
  if (!isMember && !org.is_administrator) return [];
  return ORG_TABS.filter((tab) => {
    if (tab === 'admin') return org.is_administrator;
    if (tab === 'donate') return org.donation_details !== null;
    if (tab === 'jobs') return showJobMenu;
    return true;
  });
}
