import { Link } from '@tanstack/react-router';
import { css } from '../../styled-system/css';
import { isProviderHost, PROVIDER } from '../tenant/provider';
import { useTenant } from '../tenant/use-tenant';
import { VisitorFooter } from './visitor-footer';

const isProvider = isProviderHost(window.location.hostname);

const linkStyle = css({ textDecoration: 'underline' });

interface FooterProps {
  /** undefined while the session is read (neither footer part for visitors shows then). */
  isLoggedIn: boolean | undefined;
  /** Where Sign up and Login of the visitors' footer come back to. */
  next: string;
}

/**
 * The tenant's footer text, terms, feedback for members, and 'Powered by' on the provider's
 * own domains; anonymous visitors on the main domain get the visitors' footer above it.
 */
export function Footer({ isLoggedIn, next }: FooterProps) {
  const footer = useTenant()?.ui.footer;
  return (
    <footer>
      {isLoggedIn === false && isProvider ? <VisitorFooter next={next} /> : null}
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          gap: '2',
          px: { base: '3', md: '6' },
          py: '3',
          fontSize: 'sm',
          color: 'fg.muted',
          borderTopWidth: '1px',
          borderColor: 'border.default',
          bg: 'bg.surface',
        })}
      >
        <span>{footer}</span>
        <nav aria-label="Footer" className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}>
          <Link to="/terms-and-conditions" className={linkStyle}>
            Terms and Conditions
          </Link>
          {isLoggedIn ? (
            <Link to="/feedback" className={linkStyle}>
              Feedback
            </Link>
          ) : null}
          {isProvider ? (
            <a href={PROVIDER.url} target="_blank" rel="noopener" className={linkStyle}>
              Powered by {PROVIDER.name}
            </a>
          ) : null}
        </nav>
      </div>
    </footer>
  );
}
