/**
 * The Admin tab of a circle, event or organization page (part 2 section 2):
 * the member administration (member-admin-tabs.tsx) with its tab, search and page held
 * here, CSV downloads and invitations in its toolbar, an event's applicants below, and the
 * group's recommendations (collaborators and other groups) last.
 */
import { useState } from 'react';
import { type Group, MEMBER_TABS } from '../../../../../contract';
import { ClassroomPanel } from '../../../classroom/classroom-panel';
import { ApplicantsTable } from './applicants-table';
import { GroupCollaborations } from './group-collaborations';
import { MemberAdminTabs, type MemberAdminView } from './member-admin-tabs';

export function GroupAdminPanel({ group }: { group: Group }) {
  const [view, setView] = useState<MemberAdminView>({ tab: 'pending', searchText: '', page: 1 });
  return (
    <MemberAdminTabs
      group={group}
      label="Administration"
      tabs={MEMBER_TABS}
      {...view}
      onChange={(next) => setView((current) => ({ ...current, ...next }))}
    >
      {group.group_type === 'event' ? <ApplicantsTable group={group} /> : null}
      {group.create_google_classroom ? <ClassroomPanel group={group} /> : null}
      <GroupCollaborations group={group} />
    </MemberAdminTabs>
  );
}
