import { Link } from '@tanstack/react-router';
import { css } from '../../styled-system/css';
import { isProviderHost, PROVIDER } from '../tenant/provider';
import { useTenant } from '../tenant/use-tenant';

const isProvider = isProviderHost(window.location.hostname);

const linkStyle = css({ textDecoration: 'underline' });

/** The tenant's footer text, terms, feedback for members, and 'Powered by' on the provider's own domains. */
export function Footer({ isLoggedIn }: { isLoggedIn: boolean }) {
  const footer = useTenant()?.ui.footer;
  return (
    <footer
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
    </footer>
  );
}
