/**
 * /notification (spec part 1 sections 2 and 9): the member's notifications, 12 a page with the
 * page in the address, newest first. Online it asks the server for the page shown (older pages
 * than those stored load too); offline it pages what is stored. 'Mark all as read' is queued
 * offline and the items turn read at once.
 */
import { createFileRoute } from '@tanstack/react-router';
import { MESSAGES, NOTIFICATION_MESSAGES } from '../../../contract';
import { css } from '../../../styled-system/css';
import { markAllNotificationsRead } from '../../features/notifications/mutations';
import { NotificationItem } from '../../features/notifications/notification-item';
import { useNotificationsPage, useUnreadNotificationCount } from '../../features/notifications/queries';
import { Button } from '../../ui/button';
import { Pagination } from '../../ui/pagination';
import { ListSearch } from './-components/connect/list-search';

export const Route = createFileRoute('/_member/notification')({
  validateSearch: ListSearch,
  component: NotificationsPage,
});

function NotificationsPage() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const view = useNotificationsPage(page);
  const unread = useUnreadNotificationCount();
  const isLoading = view.status === 'loading';
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
      {view.status === 'offline' ? (
        <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {MESSAGES.youAreOffline}
        </p>
      ) : view.status === 'failed' ? (
        <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          The newest notifications could not be loaded; showing those saved on this device.
        </p>
      ) : null}
      {!view.isReady || (isLoading && view.items.length === 0) ? (
        <p aria-busy="true">Loading…</p>
      ) : view.items.length === 0 ? (
        <p className={css({ py: '8', textAlign: 'center', color: 'fg.muted' })}>{NOTIFICATION_MESSAGES.empty}</p>
      ) : (
        <ul
          aria-label="Notifications"
          aria-busy={isLoading || undefined}
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '1',
            p: '1',
            bg: 'bg.surface',
            borderWidth: '1px',
            borderColor: 'border.default',
            borderRadius: 'lg',
          })}
        >
          {view.items.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} now={now} />
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={view.pageCount} onPage={(next) => void navigate({ search: { page: next } })} />
    </section>
  );
}
