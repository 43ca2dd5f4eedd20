/**
 * One notification (spec part 1 sections 2 and 9): picture or icon, message, relative time,
 * an unread marker (visually distinct, with a visually hidden "Unread"), and a link to the
 * invitation, the person's profile or the group page. Following it marks it read.
 */
import { Link } from '@tanstack/react-router';
import { type Notification, notificationHref } from '../../../contract';
import { css } from '../../../styled-system/css';
import { imageSources } from '../../ui/image-sources';
import { relativeTime } from '../chat/relative-time';
import { BellIcon } from './bell-icon';
import { markNotificationRead } from './mutations';

interface NotificationItemProps {
  notification: Notification;
  /** The time the relative times count from (ms since the epoch). */
  now: number;
  /** Called after the link is followed (the popover closes). */
  onNavigate?: () => void;
}

const rowStyle = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  w: 'full',
  px: '3',
  py: '2.5',
  borderRadius: 'md',
  textAlign: 'left',
  color: 'fg.default',
  '&[data-unread]': { bg: 'brand.subtle' },
});

const linkStyle = css({ _hover: { bg: 'bg.muted' }, _focusVisible: { outlineOffset: '-2px' } });

export function NotificationItem({ notification, now, onNavigate }: NotificationItemProps) {
  const href = notificationHref(notification);
  const isUnread = !notification.is_read;
  const body = <NotificationBody notification={notification} now={now} />;
  return (
    <li className={css({ listStyle: 'none' })}>
      {href ? (
        <Link
          to={href}
          data-unread={isUnread || undefined}
          className={`${rowStyle} ${linkStyle}`}
          onClick={() => {
            if (isUnread) void markNotificationRead(notification.id);
            onNavigate?.();
          }}
        >
          {body}
        </Link>
      ) : (
        <div data-unread={isUnread || undefined} className={rowStyle}>
          {body}
          {isUnread ? (
            <button
              type="button"
              className={css({ fontSize: 'xs', color: 'brand.solid', cursor: 'pointer', whiteSpace: 'nowrap' })}
              onClick={() => void markNotificationRead(notification.id)}
            >
              Mark as read
            </button>
          ) : null}
        </div>
      )}
    </li>
  );
}

function NotificationBody({ notification, now }: { notification: Notification; now: number }) {
  const isUnread = !notification.is_read;
  return (
    <>
      <Picture notification={notification} />
      <span className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', flex: '1', minW: '0' })}>
        {isUnread ? <span className={css({ srOnly: true })}>Unread</span> : null}
        <span
          className={css({ overflowWrap: 'anywhere', fontSize: 'sm', '&[data-unread]': { fontWeight: 'semibold' } })}
          data-unread={isUnread || undefined}
        >
          {notification.message}
        </span>
        <time dateTime={notification.created_at} className={css({ fontSize: 'xs', color: 'fg.muted' })}>
          {relativeTime(notification.created_at, now)}
        </time>
      </span>
      {isUnread ? (
        <span
          aria-hidden="true"
          className={css({ flexShrink: '0', w: '2.5', h: '2.5', mt: '1.5', borderRadius: 'full', bg: 'brand.solid' })}
        />
      ) : null}
    </>
  );
}

function Picture({ notification }: { notification: Notification }) {
  const { image, name } = notification.data;
  const box = css({
    flexShrink: '0',
    w: '9',
    h: '9',
    borderRadius: 'full',
    bg: 'bg.muted',
    color: 'fg.muted',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: 'semibold',
    objectFit: 'cover',
  });
  if (image) return <img {...imageSources(image, 36)} alt="" width={36} height={36} loading="lazy" className={box} />;
  const initial = name?.trim().charAt(0).toUpperCase();
  return (
    <span aria-hidden="true" className={box}>
      {initial || <BellIcon width={18} height={18} />}
    </span>
  );
}
