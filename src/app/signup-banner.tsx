import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes/button';
import { useTenant } from '../tenant/use-tenant';
import { CloseIcon } from '../ui/icons';

const DISMISSED_KEY = 'signup-banner-dismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Invites a visitor to sign up; dismissed for the rest of the visit. */
export function SignupBanner({ next }: { next: string }) {
  const tenant = useTenant();
  const [isDismissed, setDismissed] = useState(wasDismissed);
  if (isDismissed) return null;
  return (
    <section
      aria-label="Sign up"
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '3',
        px: { base: '3', md: '4' },
        py: '2',
        bg: 'brand.subtle',
        color: 'fg.default',
        fontSize: 'sm',
      })}
    >
      <p className={css({ flex: '1', minW: '0' })}>
        Join {tenant?.name ?? 'us'} to save jobs, follow people and get career guidance made for you.
      </p>
      <Link to="/signup" search={{ next }} className={button({ size: 'sm' })}>
        Sign up free
      </Link>
      <button
        type="button"
        aria-label="Dismiss sign-up banner"
        onClick={() => {
          setDismissed(true);
          try {
            sessionStorage.setItem(DISMISSED_KEY, '1');
          } catch {
            // Storage may be unavailable (private mode): dismissing still works for this page.
          }
        }}
        className={css({
          display: 'inline-flex',
          p: '2',
          borderRadius: 'md',
          cursor: 'pointer',
          _hover: { bg: 'bg.muted' },
        })}
      >
        <CloseIcon width={16} height={16} />
      </button>
    </section>
  );
}
