import { useId } from 'react';
import { MESSAGES } from '../../../contract';
import { Button } from '../../ui/button';
import { useIsOnline } from '../sync/queries';
import { noteStyle } from './form-styles';

interface OnlineSubmitProps {
  label: string;
  /** Shown while the request is in flight. */
  busyLabel: string;
  isBusy: boolean;
  /** Disabled for a reason of the form's own (e.g. the captcha is not solved). */
  isDisabled?: boolean;
  /** Why it is disabled, shown under it. */
  hint?: string | undefined;
}

/**
 * The submit button of a form that needs the network: disabled with "You're offline"
 * instead of failing (DESIGN 7), and with the form's own reason otherwise.
 */
export function OnlineSubmit({ label, busyLabel, isBusy, isDisabled = false, hint }: OnlineSubmitProps) {
  const isOnline = useIsOnline();
  const noteId = useId();
  const note = isOnline ? hint : MESSAGES.youAreOffline;
  return (
    <>
      <Button type="submit" disabled={isBusy || isDisabled || !isOnline} aria-describedby={note ? noteId : undefined}>
        {isBusy ? busyLabel : label}
      </Button>
      {note ? (
        <p id={noteId} className={noteStyle}>
          {note}
        </p>
      ) : null}
    </>
  );
}
