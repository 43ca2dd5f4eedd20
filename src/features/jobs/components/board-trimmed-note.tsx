import { useState } from 'react';
import { MESSAGES } from '../../../../contract';
import { Button } from '../../../ui/button';
import { useIsOnline } from '../../sync/queries';
import { downloadTrimmedJobs } from '../job-mutations';
import { useJobsTrimmed } from '../queries';
import { boardActionNote } from './board-note-style';

/** The storage budget removed the board's oldest jobs from this device: says so, and fetches them again. */
export function BoardTrimmedNote() {
  const isTrimmed = useJobsTrimmed();
  const isOnline = useIsOnline();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  if (!isTrimmed) return null;
  const download = () => {
    setState('busy');
    downloadTrimmedJobs()
      .then((answer) => setState(answer === 'ready' ? 'idle' : 'failed'))
      .catch(() => setState('failed'));
  };
  return (
    <div role="status" className={boardActionNote}>
      <span>{MESSAGES.boardTrimmed}</span>
      <Button
        variant="outline"
        size="sm"
        onClick={download}
        disabled={!isOnline || state === 'busy'}
        aria-busy={state === 'busy' || undefined}
      >
        {MESSAGES.downloadOlderJobs}
      </Button>
      {state === 'failed' ? <span role="alert">{MESSAGES.couldNotComplete}</span> : null}
    </div>
  );
}
