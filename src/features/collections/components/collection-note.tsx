import { MESSAGES } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import type { ContentListStatus } from '../../content/queries';

export const COLLECTION_OFFLINE_NOTE = "You're offline. Showing what is saved on this device.";

const noteStyle = css({ fontSize: 'sm', color: 'fg.muted', bg: 'bg.muted', borderRadius: 'md', p: '2' });

/** The offline note or the failure of a collection read (nothing when the server answered). */
export function CollectionNote({ status }: { status: ContentListStatus }) {
  if (status === 'offline')
    return (
      <p role="status" className={noteStyle}>
        {COLLECTION_OFFLINE_NOTE}
      </p>
    );
  if (status === 'failed')
    return (
      <p role="alert" className={noteStyle}>
        {MESSAGES.couldNotComplete}
      </p>
    );
  return null;
}
