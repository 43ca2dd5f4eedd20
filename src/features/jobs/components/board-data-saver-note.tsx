import { MESSAGES } from '../../../../contract';
import { Button } from '../../../ui/button';
import type { VisitorBoard } from '../queries';
import { boardActionNote } from './board-note-style';

/** Data saver kept a visitor's board to the newest jobs: says so, and offers the rest. */
export function BoardDataSaverNote({ board }: { board: VisitorBoard }) {
  const { status } = board;
  if (typeof status !== 'object') return null;
  return (
    <div role="status" className={boardActionNote}>
      <span>{MESSAGES.boardSaveData(status.stored, status.total)}</span>
      <Button variant="outline" size="sm" onClick={board.downloadAll}>
        {MESSAGES.downloadAllJobs}
      </Button>
    </div>
  );
}
