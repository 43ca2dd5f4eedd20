/**
 * The message box: the draft is kept per peer (nothing typed is lost, even on reload);
 * Enter sends, Shift+Enter is a new line; Send is disabled while there is nothing to send.
 */
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES, isSendable } from '../../../contract/chat';
import { css, cx } from '../../../styled-system/css';
import { Button } from '../../ui/button';
import { compactInputStyle } from '../../ui/compact-input';
import { saveChatDraft } from './mutations';

const DRAFT_SAVE_DELAY_MS = 300;

interface MessageInputProps {
  peerId: number;
  /** The stored draft once loaded (`undefined` while loading). */
  draft: string | undefined;
  onSend: (text: string) => Promise<void>;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

export function MessageInput({ peerId, draft, onSend, inputRef }: MessageInputProps) {
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = text ?? draft ?? '';
  const unsaved = useRef<string | null>(null);

  // Save the draft shortly after typing stops, and whatever is left when the room closes.
  useEffect(() => {
    if (text === null) return;
    unsaved.current = text;
    const timer = setTimeout(() => {
      unsaved.current = null;
      void saveChatDraft(peerId, text);
    }, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [peerId, text]);
  useEffect(
    () => () => {
      if (unsaved.current !== null) void saveChatDraft(peerId, unsaved.current);
    },
    [peerId],
  );

  const isTooLong = value.trim().length > CHAT_MESSAGE_MAX_LENGTH;
  const canSend = isSendable(value) && !isTooLong;

  async function send() {
    if (!canSend) return;
    setText('');
    unsaved.current = null;
    setError(null);
    try {
      await onSend(value);
      await saveChatDraft(peerId, '');
    } catch {
      setText(value);
      setError(CHAT_MESSAGES.couldNotSend);
    }
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  }

  return (
    <form
      className={css({ display: 'flex', flexDirection: 'column', gap: '1', p: '2', borderTopWidth: '1px' })}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div className={css({ display: 'flex', gap: '2', alignItems: 'flex-end' })}>
        <textarea
          ref={inputRef}
          aria-label="Write a message"
          placeholder="Write a message"
          rows={2}
          value={value}
          data-autofocus
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className={cx(compactInputStyle, css({ flex: '1', resize: 'none' }))}
        />
        <Button type="submit" size="sm" disabled={!canSend}>
          Send
        </Button>
      </div>
      {isTooLong ? (
        <p role="alert" className={css({ fontSize: 'xs', color: 'red.700' })}>
          {CHAT_MESSAGES.messageTooLong}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={css({ fontSize: 'xs', color: 'red.700' })}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
