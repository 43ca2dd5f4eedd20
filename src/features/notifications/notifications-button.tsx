/**
 * The top-bar bell (spec part 1 section 2): its name and badge carry the unread count; it
 * opens a non-modal popover (role dialog "Notifications", see notifications-panel.tsx) with
 * the newest few, "Mark all as read" and "View all". Escape, a click outside or following a
 * link closes it. It only reads Dexie, so it works offline; marking read is queued.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/button';
import { BellIcon } from './bell-icon';
import { bellLabel, unreadBadgeText } from './labels';
import { useUnreadNotificationCount } from './queries';

// The open popover (Ark UI's Popover and the newest few) is its own chunk, loaded on the first open.
const NotificationsPanel = lazy(() => import('./notifications-panel'));

export function NotificationsButton() {
  const unread = useUnreadNotificationCount();
  const [isOpen, setOpen] = useState(false);
  const id = useId();
  const ids = { trigger: `${id}-trigger`, content: `${id}-content` };

  const badge = unreadBadgeText(unread);
  return (
    <div className={css({ position: { base: 'static', sm: 'relative' } })}>
      <Button
        id={ids.trigger}
        variant="ghost"
        size="icon"
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? ids.content : undefined}
        onClick={() => setOpen(!isOpen)}
        className={css({ position: 'relative' })}
      >
        <BellIcon />
        {badge ? (
          <span
            aria-hidden="true"
            data-testid="notifications-badge"
            className={css({
              position: 'absolute',
              top: '0.5',
              right: '0.5',
              minW: '4.5',
              h: '4.5',
              px: '1',
              borderRadius: 'full',
              bg: 'danger',
              color: 'white',
              fontSize: '2xs',
              fontWeight: 'bold',
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
            })}
          >
            {badge}
          </span>
        ) : null}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <NotificationsPanel unread={unread} ids={ids} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
