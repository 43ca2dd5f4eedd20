/** The tab strip of a profile page (own or someone's), kept in the address (?tab=). */
import type { ReactNode } from 'react';
import { Tabs } from '../../../ui/tabs';
import { isProfileTab, PROFILE_TAB_LABELS, type ProfileTab } from './profile-tabs';

interface ProfileTabsRootProps {
  tabs: readonly ProfileTab[];
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
  /** The panels (Tabs.Content). */
  children: ReactNode;
}

export function ProfileTabsRoot({ tabs, tab, onTabChange, children }: ProfileTabsRootProps) {
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(details) => isProfileTab(details.value) && onTabChange(details.value)}
      lazyMount
    >
      <Tabs.List aria-label="Profile sections">
        {tabs.map((value) => (
          <Tabs.Trigger key={value} value={value}>
            {PROFILE_TAB_LABELS[value]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {children}
    </Tabs.Root>
  );
}
