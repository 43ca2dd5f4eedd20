/** The notification bell's popover content (newest few, Mark all as read, View all): loaded on the first open. */
import { Link } from '@tanstack/react-router';
import { NOTIFICATION_MESSAGES, NOTIFICATIONS_POPUP_SIZE } from '../../../contract';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { Button } from '../../ui/button';
import { markAllNotificationsRead } from './mutations';
import { NotificationItem } from './notification-item';
import { useRecentNotifications } from './queries';

export default function PopoverContent({ unread, onNavigate }: { unread: number; onNavigate: () => void }) {
  const recent = useRecentNotifications(NOTIFICATIONS_POPUP_SIZE);
  const now = Date.now();
  return (
    <>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', px: '1' })}>
        <h2 className={css({ flex: '1', fontWeight: 'semibold' })}>Notifications</h2>
        <Button variant="ghost" size="sm" disabled={unread === 0} onClick={() => void markAllNotificationsRead()}>
          {NOTIFICATION_MESSAGES.markAllRead}
        </Button>
      </div>
      {recent === undefined ? null : recent.length === 0 ? (
        <p className={css({ px: '3', py: '6', textAlign: 'center', color: 'fg.muted', fontSize: 'sm' })}>
          {NOTIFICATION_MESSAGES.empty}
        </p>
      ) : (
        <ul aria-label="Newest notifications" className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          {recent.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} now={now} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
      <Link
        to="/notification"
        search={{ page: 1 }}
        className={button({ variant: 'outline', size: 'sm' })}
        onClick={onNavigate}
      >
        View all
      </Link>
    </>
  );
}
