import { MESSAGES } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import type { VisitorBoard } from '../queries';

/** Data saver kept a visitor's board to the newest jobs: says so, and offers the rest. */
export function BoardDataSaverNote({ board }: { board: VisitorBoard }) {
  const { status } = board;
  if (typeof status !== 'object') return null;
  return (
    <div
      role="status"
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '2',
        fontSize: 'sm',
        bg: 'bg.muted',
        borderRadius: 'md',
        p: '2',
      })}
    >
      <span>{MESSAGES.boardSaveData(status.stored, status.total)}</span>
      <Button variant="outline" size="sm" onClick={board.downloadAll}>
        {MESSAGES.downloadAllJobs}
      </Button>
    </div>
  );
}
