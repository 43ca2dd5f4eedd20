/** What a visitor sees instead of Apply: Login or Signup, each coming back to this job. */
import { Link, useLocation } from '@tanstack/react-router';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes/button';

export function PublicWrapper() {
  const next = useLocation({ select: (location) => location.pathname });
  return (
    <section
      aria-label="Apply to this job"
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '3',
        p: '3',
        borderRadius: 'md',
        bg: 'brand.subtle',
      })}
    >
      <p className={css({ flex: '1', minW: '0' })}>Log in or sign up to apply for this job.</p>
      <Link to="/login" search={{ next }} className={button({ size: 'sm' })}>
        Login
      </Link>
      <Link to="/signup" search={{ next }} className={button({ size: 'sm', variant: 'outline' })}>
        Signup
      </Link>
    </section>
  );
}
