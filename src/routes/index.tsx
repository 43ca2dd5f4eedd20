import { createFileRoute, Link, redirect } from '@tanstack/react-router';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes/button';
import { gateRedirect } from '../features/session/gate';
import { readMemberGate, useIdentity, useIsLoggedIn } from '../features/session/queries';
import { useTenant } from '../tenant/use-tenant';
import { VisitorLanding } from './-components/visitor-landing';

export const Route = createFileRoute('/')({
  // Visitors get the landing page; members pass the member guards first (spec part 1 section 2).
  beforeLoad: async () => {
    const gate = await readMemberGate();
    if (gate && gate !== 'login') throw redirect(gateRedirect(gate, '/'));
  },
  component: Home,
});

function Home() {
  const tenant = useTenant();
  const isLoggedIn = useIsLoggedIn();
  const identity = useIdentity();
  if (isLoggedIn) {
    return (
      <section className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Unlock Your Career Potential with AI</h1>
        <p>{identity ? `Welcome back, ${identity.profile.first_name}.` : 'Welcome back.'}</p>
        {tenant?.ui.show_job_menu ? (
          <Link to="/jobs" className={button({ variant: 'outline' })}>
            Browse the Job Board
          </Link>
        ) : null}
      </section>
    );
  }
  return <VisitorLanding tenant={tenant} />;
}
