/**
 * The top-bar bell (spec part 1 section 2): its name and badge carry the unread count; it
 * opens a non-modal popover (role dialog "Notifications") with the newest few, "Mark all as
 * read" and "View all". Escape, a click outside or following a link closes it. It only reads
 * Dexie, so it works offline; marking read is queued.
 */
import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/button';
import { BellIcon } from './bell-icon';
import { bellLabel, unreadBadgeText } from './labels';
import { useUnreadNotificationCount } from './queries';

// The popover's content (newest few, Mark all as read) is its own chunk, loaded on the first open.
const PopoverContent = lazy(() => import('./notifications-popover'));

export function NotificationsButton() {
  const unread = useUnreadNotificationCount();
  const [isOpen, setOpen] = useState(false);
  const dialogId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  const close = (shouldRefocus: boolean) => {
    setOpen(false);
    if (shouldRefocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!isOpen) return;
    dialogRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!dialogRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  }

  const badge = unreadBadgeText(unread);
  return (
    <div className={css({ position: { base: 'static', sm: 'relative' } })}>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? dialogId : undefined}
        onClick={() => (isOpen ? close(false) : setOpen(true))}
        onKeyDown={onKeyDown}
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
        <div
          ref={dialogRef}
          id={dialogId}
          role="dialog"
          aria-label="Notifications"
          tabIndex={-1}
          onKeyDown={onKeyDown}
          className={css({
            position: 'absolute',
            top: { base: '14', sm: 'calc(100% + 4px)' },
            left: { base: '2', sm: 'auto' },
            right: { base: '2', sm: '0' },
            zIndex: '30',
            w: { sm: '96' },
            maxH: 'calc(100dvh - 5rem)',
            overflowY: 'auto',
            display: 'flex',
            flexDirection: 'column',
            gap: '2',
            p: '2',
            bg: 'bg.surface',
            borderWidth: '1px',
            borderColor: 'border.default',
            borderRadius: 'lg',
            boxShadow: 'lg',
            outline: 'none',
          })}
        >
          <Suspense
            fallback={
              <p className={css({ px: '3', py: '6', textAlign: 'center', color: 'fg.muted', fontSize: 'sm' })}>
                Loading…
              </p>
            }
          >
            <PopoverContent unread={unread} onNavigate={() => close(false)} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
