import { useEffect, useState } from 'react';
import { MESSAGES } from '../../../../contract';
import { Button } from '../../../ui/button';
import { addDataSavedOnce } from '../../../ui/data-saved';
import { useIsOnline } from '../../sync/queries';
import { downloadTrimmedJobs } from '../fetches';
import { useBoardGap } from '../queries';
import { boardActionNote } from './board-note-style';

/**
 * The member's board lacks older jobs, held back by data saver or removed by the storage
 * budget: says so, and fetches them.
 */
export function BoardTrimmedNote() {
  const gap = useBoardGap();
  const isOnline = useIsOnline();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const heldBytes = gap?.kind === 'held' ? gap.heldBytes : 0;
  // The jobs data saver held back at the first sync count as saved, once on this device.
  useEffect(() => {
    if (heldBytes > 0) addDataSavedOnce('member-board', heldBytes);
  }, [heldBytes]);
  if (!gap) return null;
  const download = () => {
    setState('busy');
    downloadTrimmedJobs()
      .then((answer) => setState(answer === 'ready' ? 'idle' : 'failed'))
      .catch(() => setState('failed'));
  };
  return (
    <div role="status" className={boardActionNote}>
      <span>{gap.kind === 'held' ? MESSAGES.boardSaveData(gap.stored, gap.total) : MESSAGES.boardTrimmed}</span>
      <Button
        variant="outline"
        size="sm"
        onClick={download}
        disabled={!isOnline || state === 'busy'}
        aria-busy={state === 'busy' || undefined}
      >
        {gap.kind === 'held' ? MESSAGES.downloadAllJobs : MESSAGES.downloadOlderJobs}
      </Button>
      {state === 'failed' ? <span role="alert">{MESSAGES.couldNotComplete}</span> : null}
    </div>
  );
}
