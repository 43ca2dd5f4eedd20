/**
 * The footer anonymous visitors get on the main domain (spec part 2 section 2, Job board):
 * the portal's pitch from its landing content, sign-up and login that come back to the
 * page, and the public places to explore. Members and tenants' own domains get only the
 * generic footer row.
 */
import { Link } from '@tanstack/react-router';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes/button';
import { useTenant } from '../tenant/use-tenant';

const linkStyle = css({ textDecoration: 'underline' });

/** The public places a visitor may open without an account (spec part 2 section 6, Visitors). */
const EXPLORE = [
  { to: '/circles', label: 'Circles' },
  { to: '/events', label: 'Events' },
  { to: '/resourcehub', label: 'Resource Hub' },
  { to: '/usecases', label: 'AI Use Cases' },
  { to: '/ai-tools', label: 'AI Tools' },
] as const;

export function VisitorFooter({ next }: { next: string }) {
  const tenant = useTenant();
  const landing = tenant?.ui.landing_page_content;
  return (
    <section
      aria-label={`About ${tenant?.name ?? 'this portal'}`}
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', md: '2fr 1fr' },
        gap: '4',
        px: { base: '3', md: '6' },
        py: '5',
        borderTopWidth: '1px',
        borderColor: 'border.default',
        bg: 'bg.muted',
      })}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' })}>
        {/* The portal's name, not the landing title: the landing page shows that title as its h1. */}
        <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{tenant?.name}</h2>
        {landing?.description ? <p className={css({ color: 'fg.muted' })}>{landing.description}</p> : null}
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          <Link to="/signup" search={{ next }} className={button({ size: 'sm' })}>
            Sign up
          </Link>
          <Link to="/login" search={{ next }} className={button({ size: 'sm', variant: 'outline' })}>
            Login
          </Link>
        </div>
      </div>
      <nav aria-label="Explore" className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' })}>
        <h2 className={css({ fontWeight: 'semibold' })}>Explore</h2>
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          {tenant?.ui.show_job_menu ? (
            <li>
              <Link to="/jobs" className={linkStyle}>
                Job Board
              </Link>
            </li>
          ) : null}
          {EXPLORE.map((place) => (
            <li key={place.to}>
              <Link to={place.to} className={linkStyle}>
                {place.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
