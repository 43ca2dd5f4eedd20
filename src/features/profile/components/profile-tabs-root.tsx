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
      <Tabs.TriggerList
        aria-label="Profile sections"
        tabs={tabs.map((value) => ({ value, label: PROFILE_TAB_LABELS[value] }))}
      />
      {children}
    </Tabs.Root>
  );
}
