import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { hasSession } from '../features/session/queries';

/** Member-only pages: no session on this device sends the visitor to /login?next=. */
export const Route = createFileRoute('/_member')({
  beforeLoad: async ({ location }) => {
    if (!(await hasSession())) throw redirect({ to: '/login', search: { next: location.href } });
  },
  component: Outlet,
});
