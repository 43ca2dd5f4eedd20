import * as v from 'valibot';

/** The tabs of a profile page and their labels (spec part 1 section 2). */
export const PROFILE_TABS = ['about', 'experience', 'education', 'connections', 'account'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const PROFILE_TAB_LABELS: Record<ProfileTab, string> = {
  about: 'About',
  experience: 'Career Tree',
  education: 'Education and Learning',
  connections: 'Career Circles',
  account: 'Account',
};

export function isProfileTab(value: string): value is ProfileTab {
  return (PROFILE_TABS as readonly string[]).includes(value);
}

/** ?tab= of the profile pages; anything else falls back to About. */
export const ProfileSearch = v.object({
  tab: v.optional(v.fallback(v.picklist(PROFILE_TABS), 'about'), 'about'),
});
