/**
 * /admin-dashboard (spec part 1 section 2, layout guards; part 2 section 2, Administration):
 * only staff and accepted admins of the default organization, and only with a default
 * organization; anyone else goes to /.
 */
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { canAdminister } from '../../../features/admin/use-admin-view';
import { readSignedIn } from '../../../features/session/queries';

export const Route = createFileRoute('/_member/admin-dashboard')({
  beforeLoad: async () => {
    const { identity } = await readSignedIn();
    if (!canAdminister(identity) || !identity?.organization) throw redirect({ to: '/' });
  },
  component: Outlet,
});
