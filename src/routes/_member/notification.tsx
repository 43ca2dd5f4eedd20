/**
 * /notification (spec part 1 sections 2 and 9): the member's notifications, 12 a page with the
 * page in the address, newest first. Online it asks the server for the page shown (older pages
 * than those stored load too); offline it pages what is stored. 'Mark all as read' is queued
 * offline and the items turn read at once.
 */
import { createFileRoute } from '@tanstack/react-router';
import { MESSAGES, NOTIFICATION_MESSAGES } from '../../../contract';
import { css } from '../../../styled-system/css';
import { ListSearch } from '../../features/directory/components/list-search';
import { markAllNotificationsRead } from '../../features/notifications/mutations';
import { NotificationItem } from '../../features/notifications/notification-item';
import { useNotificationsPage, useUnreadNotificationCount } from '../../features/notifications/queries';
import { StoredPageList } from '../../features/sync/stored-page-list';
import { Button } from '../../ui/button';

export const Route = createFileRoute('/_member/notification')({
  validateSearch: ListSearch,
  component: NotificationsPage,
});

function NotificationsPage() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const view = useNotificationsPage(page);
  const unread = useUnreadNotificationCount();
  const now = Date.now();
  return (
    <section
      className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '3xl', w: 'full', mx: 'auto' })}
    >
      <header className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', flex: '1' })}>Notifications</h1>
        <Button variant="outline" size="sm" disabled={unread === 0} onClick={() => void markAllNotificationsRead()}>
          {NOTIFICATION_MESSAGES.markAllRead}
        </Button>
      </header>
      <StoredPageList
        view={view}
        label="Notifications"
        offlineNote={MESSAGES.youAreOffline}
        failedNote="The newest notifications could not be loaded; showing those saved on this device."
        empty={
          <p className={css({ py: '8', textAlign: 'center', color: 'fg.muted' })}>{NOTIFICATION_MESSAGES.empty}</p>
        }
        page={page}
        onPage={(next) => void navigate({ search: { page: next } })}
      >
        {(notification) => <NotificationItem key={notification.id} notification={notification} now={now} />}
      </StoredPageList>
    </section>
  );
}
