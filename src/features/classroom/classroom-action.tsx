/**
 * One Classroom action (sync members or load resources): its button, progress while the
 * server talks to Google, then what came of it, or the spec's failure message. Before any
 * run this visit, the group's last run is shown.
 */
import { useState } from 'react';
import { type ClassroomRun, CLASSROOM_MESSAGES as TEXT } from '../../../contract';
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/button';
import { firstMessage } from './first-message';
import { type ClassroomAction as Action, runClassroomAction } from './mutations';
import { lastRunLine, runCounts } from './run-summary';

interface ClassroomActionProps {
  groupId: number;
  action: Action;
  lastRun: ClassroomRun | null;
  isDisabled: boolean;
  /** After a run the server recorded (the status is read again). */
  onDone(): void;
}

type Outcome = { ok: true; detail: string; run: ClassroomRun } | { ok: false; message: string };

const LABELS = {
  members: { label: TEXT.syncMembers, progress: TEXT.syncingMembers },
  resources: { label: TEXT.loadResources, progress: TEXT.loadingResources },
} as const;

const note = css({ fontSize: 'sm', color: 'fg.muted' });

export function ClassroomActionRow({ groupId, action, lastRun, isDisabled, onDone }: ClassroomActionProps) {
  const [isRunning, setIsRunning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { label, progress } = LABELS[action];

  const run = async () => {
    setIsRunning(true);
    setOutcome(null);
    const result = await runClassroomAction(groupId, action);
    setIsRunning(false);
    if (!result.ok) {
      setOutcome({ ok: false, message: firstMessage(result.errors, TEXT.failed) });
      return;
    }
    setOutcome({ ok: true, ...result.data });
    onDone();
  };

  return (
    <fieldset
      aria-label={label}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '1',
        border: 'none',
        p: '0',
        m: '0',
        minWidth: '0',
      })}
    >
      <div>
        <Button size="sm" disabled={isDisabled || isRunning} aria-busy={isRunning} onClick={() => void run()}>
          {label}
        </Button>
      </div>
      {isRunning ? (
        <p role="status" className={note}>
          <progress aria-label={progress} className={css({ verticalAlign: 'middle', marginRight: '2' })} />
          {progress}
        </p>
      ) : null}
      {outcome?.ok ? (
        <p role="status">
          {outcome.detail}: {runCounts(action, outcome.run)}.
        </p>
      ) : null}
      {outcome && !outcome.ok ? (
        <p role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>
          {outcome.message}
        </p>
      ) : null}
      {outcome === null && !isRunning ? (
        <p className={note}>{lastRun ? `${lastRunLine(lastRun)}: ${runCounts(action, lastRun)}.` : TEXT.neverSynced}</p>
      ) : null}
    </fieldset>
  );
}
