/** Says that an online-only list is the copy fetched earlier, and when, while the device is offline. */
import { MESSAGES } from '../../../contract';
import { css } from '../../../styled-system/css';
import type { OnlineRead } from './use-online-read';

const noteStyle = css({ fontSize: 'sm', color: 'fg.muted' });
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function OnlineReadNote({ read }: { read: Pick<OnlineRead<unknown>, 'status' | 'fetchedAt'> }) {
  if (read.status !== 'offline' || read.fetchedAt === null) return null;
  return (
    <p role="status" className={noteStyle}>
      {MESSAGES.offlineAsOf(when.format(read.fetchedAt))}
    </p>
  );
}
