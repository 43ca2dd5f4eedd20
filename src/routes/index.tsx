import { createFileRoute, Link, redirect } from '@tanstack/react-router';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes/button';
import { gateRedirect } from '../features/session/gate';
import { readMemberGate, useIdentity, useIsLoggedIn } from '../features/session/queries';
import { useTenant } from '../tenant/use-tenant';

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
  const landing = tenant?.ui.landing_page_content;
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
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '2xl' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{landing?.title ?? tenant?.name}</h1>
      {landing ? <p className={css({ color: 'fg.muted' })}>{landing.description}</p> : null}
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Link to="/signup" search={{ next: '/' }} className={button()}>
          Get started
        </Link>
        <Link to="/login" search={{ next: '/' }} className={button({ variant: 'outline' })}>
          Login
        </Link>
      </div>
    </section>
  );
}
