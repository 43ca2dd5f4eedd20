import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { gateRedirect } from '../features/session/gate';
import { readMemberGate } from '../features/session/queries';

/**
 * Member-only pages (spec part 1 section 2, layout guards): no session goes to login, a
 * trial user to signup, the unverified to the code page, a membership not accepted to /pending.
 */
export const Route = createFileRoute('/_member')({
  beforeLoad: async ({ location }) => {
    const gate = await readMemberGate();
    if (gate) throw redirect(gateRedirect(gate, location.href));
  },
  component: Outlet,
});
