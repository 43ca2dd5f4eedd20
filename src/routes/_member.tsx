import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { readRegistrationGate } from '../features/registration/queries';
import { RegistrationWatch } from '../features/registration/registration-watch';
import { gateRedirect, isVisitorPage } from '../features/session/gate';
import { readMemberGate } from '../features/session/queries';

/**
 * Member-only pages (spec part 1 section 2, layout guards): no session goes to login, a
 * trial user to signup, the unverified to the code page, a membership not accepted to /pending,
 * and a member whose registration is not completed to /registration (once the profile is stored).
 * A visitor may open the job board (isVisitorPage) without an account.
 */
export const Route = createFileRoute('/_member')({
  beforeLoad: async ({ location }) => {
    const gate = (await readMemberGate()) ?? (await readRegistrationGate());
    if (gate === 'login' && isVisitorPage(location.pathname)) return;
    if (gate) throw redirect(gateRedirect(gate, location.href));
  },
  component: MemberLayout,
});

function MemberLayout() {
  return (
    <>
      <RegistrationWatch />
      <Outlet />
    </>
  );
}
