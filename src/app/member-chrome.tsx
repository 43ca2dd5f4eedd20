/**
 * The signed-in parts of the top bar that load after the first paint (organization, role,
 * the admin view switch, messages, notifications and the settings menu).
 */
import { AdminViewSwitch } from '../features/admin/admin-view-switch';
import { MessagesButton } from '../features/chat/messages-button';
import { NotificationsButton } from '../features/notifications/notifications-button';
import { MemberMenu } from './member-menu';
import { OrganizationSwitcher } from './organization-switcher';
import { RoleSelect } from './role-select';

export default function MemberChrome() {
  return (
    <>
      <OrganizationSwitcher />
      <RoleSelect />
      <AdminViewSwitch />
      <MessagesButton />
      <NotificationsButton />
      <MemberMenu />
    </>
  );
}
