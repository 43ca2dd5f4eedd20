import { css } from '../../../../styled-system/css';
import { useIsOnline } from '../../sync/queries';

/** Offline the board is filtered from what is stored, so it may miss jobs. */
export const BOARD_OFFLINE_NOTE = 'Results may be incomplete until you are back online';

/** The offline note: offline, the board is searched and paged from the jobs stored on this device. */
export function BoardOfflineNote() {
  const isOnline = useIsOnline();
  if (isOnline) return null;
  return (
    <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted', bg: 'bg.muted', borderRadius: 'md', p: '2' })}>
      {BOARD_OFFLINE_NOTE}
    </p>
  );
}
