import { useId } from 'react';
import { MESSAGES } from '../../../contract/messages';
import { css } from '../../../styled-system/css';
import { Button, type ButtonProps } from '../../ui/button';

interface ActionButtonProps extends Omit<ButtonProps, 'disabled'> {
  isOnline: boolean;
  isBusy?: boolean;
  /** Why it is disabled (a plan change block), shown under it. */
  blockedBy?: string | null;
  isDisabled?: boolean;
}

export const actionNoteStyle = css({ fontSize: 'xs', color: 'fg.muted', mt: '1' });

/** A payment action: needs the network (DESIGN 7), says why when it cannot be used. */
export function ActionButton({ isOnline, isBusy, blockedBy, isDisabled, children, ...rest }: ActionButtonProps) {
  const noteId = useId();
  const note = !isOnline ? MESSAGES.youAreOffline : (blockedBy ?? null);
  return (
    <div>
      <Button
        {...rest}
        disabled={!isOnline || Boolean(isBusy) || Boolean(blockedBy) || Boolean(isDisabled)}
        aria-busy={isBusy || undefined}
        aria-describedby={note ? noteId : undefined}
      >
        {children}
      </Button>
      {note ? (
        <p id={noteId} className={actionNoteStyle}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
