import { Link } from '@tanstack/react-router';
import { CHAT_MESSAGES } from '../../../contract/chat';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';

/** The dock of a member without one_to_one_chat: what chat is and where to get it (rooms are never fetched). */
export function UpgradeTeaser() {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', p: '5', textAlign: 'center' })}>
      <h3 className={css({ fontWeight: 'semibold' })}>{CHAT_MESSAGES.upgradeTitle}</h3>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{CHAT_MESSAGES.upgrade}</p>
      <Link to="/pricing" className={button({ variant: 'solid', size: 'sm' })}>
        Upgrade
      </Link>
    </div>
  );
}
