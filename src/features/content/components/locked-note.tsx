/** A premium resource the caller may not read: visitors are asked to sign in, members to upgrade (/membership). */
import { Link, useLocation } from '@tanstack/react-router';
import { CONTENT_MESSAGES } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes/button';
import { useIsLoggedIn } from '../../session/queries';

export function LockedNote() {
  const isLoggedIn = useIsLoggedIn();
  const next = useLocation({ select: (location) => location.href });
  if (isLoggedIn === undefined) return null;
  if (!isLoggedIn) {
    return (
      <Link to="/login" search={{ next }} className={button({ size: 'sm', variant: 'outline' })}>
        {CONTENT_MESSAGES.signInToUpgrade}
      </Link>
    );
  }
  return (
    <p
      className={css({
        fontSize: 'sm',
        color: 'fg.muted',
        display: 'flex',
        flexWrap: 'wrap',
        gap: '2',
        alignItems: 'center',
      })}
    >
      {CONTENT_MESSAGES.premiumLocked}
      <Link to="/membership" className={button({ size: 'sm', variant: 'outline' })}>
        Upgrade
      </Link>
    </p>
  );
}
