/** The signed-in parts of the top bar that load after the first paint (organization, role). */
import { OrganizationSwitcher } from './organization-switcher';
import { RoleSelect } from './role-select';

export default function MemberChrome() {
  return (
    <>
      <OrganizationSwitcher />
      <RoleSelect />
    </>
  );
}
