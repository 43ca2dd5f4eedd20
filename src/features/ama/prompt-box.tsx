/**
 * The prompt box: Enter sends, Shift+Enter is a new line, a counter near the limit. What is
 * typed is kept in meta amaDraft (offline and through reloads) until it is sent. Without
 * use_ama, focusing the box or pressing Send opens the upgrade dialog instead.
 */
import { type KeyboardEvent, type RefObject, useCallback, useRef, useState } from 'react';
import { AMA_MESSAGES, AMA_QUESTION_MAX } from '../../../contract';
import { css, cx } from '../../../styled-system/css';
import { Button } from '../../ui/button';
import { compactInputStyle } from '../../ui/compact-input';
import { saveAmaDraft } from './mutations';
import { useAmaDraft } from './queries';

/** The counter shows this close to the limit. */
const COUNTER_FROM = AMA_QUESTION_MAX - 200;

/** The box's text: the stored draft until typed in; every change is kept at once (a reload loses nothing). */
export function usePromptText(): [string, (text: string) => void] {
  const draft = useAmaDraft();
  const [text, setText] = useState<string | null>(null);
  const change = useCallback((next: string) => {
    setText(next);
    void saveAmaDraft(next);
  }, []);
  return [text ?? draft ?? '', change];
}

interface PromptBoxProps {
  value: string;
  onChange: (text: string) => void;
  /** The member has use_ama (else the upgrade dialog opens). */
  canAsk: boolean;
  isOnline: boolean;
  /** An answer is on its way: typing is fine, sending waits. */
  isBusy: boolean;
  onSend: (question: string) => void;
  onBlocked: () => void;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}

export function PromptBox({ value, onChange, canAsk, isOnline, isBusy, onSend, onBlocked, inputRef }: PromptBoxProps) {
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const ref = inputRef ?? ownRef;
  const question = value.trim();
  const canSend = question.length > 0 && question.length <= AMA_QUESTION_MAX && isOnline && !isBusy;

  function send() {
    if (!canAsk) return onBlocked();
    if (canSend) onSend(question);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  return (
    <form
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '1',
        pt: '2',
        borderTopWidth: '1px',
        borderColor: 'border.default',
      })}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className={css({ display: 'flex', gap: '2', alignItems: 'flex-end' })}>
        <textarea
          ref={ref}
          aria-label={AMA_MESSAGES.placeholder}
          placeholder={AMA_MESSAGES.placeholder}
          rows={3}
          maxLength={AMA_QUESTION_MAX}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={canAsk ? undefined : onBlocked}
          onClick={canAsk ? undefined : onBlocked}
          className={cx(compactInputStyle, css({ flex: '1', minW: '0', resize: 'none' }))}
        />
        {/* Without use_ama Send stays enabled: pressing it explains the upgrade. */}
        <Button type="submit" size="sm" disabled={canAsk && !canSend}>
          {AMA_MESSAGES.send}
        </Button>
      </div>
      {value.length > COUNTER_FROM ? (
        <p aria-live="polite" className={css({ fontSize: 'xs', color: 'fg.muted', alignSelf: 'flex-end' })}>
          {value.length} / {AMA_QUESTION_MAX}
        </p>
      ) : null}
      {isOnline ? null : (
        <p role="status" className={css({ fontSize: 'xs', color: 'fg.muted' })}>
          {AMA_MESSAGES.offline}
        </p>
      )}
    </form>
  );
}
