import { chatText } from '../../../contract/chat';
import { css, cx } from '../../../styled-system/css';
import type { LocalChatMessage } from '../../../sync/core/db';
import { Button } from '../../ui/button';

interface MessageBubbleProps {
  message: LocalChatMessage;
  isOwn: boolean;
  onResend: (message: LocalChatMessage) => void;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const bubbleStyle = css({
  maxW: '80%',
  px: '3',
  py: '2',
  borderRadius: 'lg',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: 'sm',
});

/** One message: own ones on the right; its time, or Sending / Not sent with Resend, under it. */
export function MessageBubble({ message, isOwn, onResend }: MessageBubbleProps) {
  const date = new Date(message.timestamp);
  return (
    <li
      className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', alignItems: 'flex-start' })}
      style={isOwn ? { alignItems: 'flex-end' } : undefined}
    >
      <p
        className={cx(
          bubbleStyle,
          isOwn ? css({ bg: 'brand.solid', color: 'brand.contrast' }) : css({ bg: 'bg.muted', color: 'fg.default' }),
          message.status === 'pending' ? css({ opacity: 0.7 }) : undefined,
        )}
      >
        {chatText(message)}
      </p>
      <span className={css({ fontSize: 'xs', color: 'fg.muted', display: 'flex', gap: '2', alignItems: 'center' })}>
        {message.status === 'sent' ? (
          <time dateTime={message.timestamp} title={dateFormat.format(date)}>
            {timeFormat.format(date)}
          </time>
        ) : null}
        {message.status === 'pending' ? <span>Sending</span> : null}
        {message.status === 'failed' ? (
          <>
            <span className={css({ color: 'red.700' })}>Not sent</span>
            <Button variant="outline" size="sm" onClick={() => onResend(message)}>
              Resend
            </Button>
          </>
        ) : null}
      </span>
      {message.status === 'failed' && message.error ? (
        <span className={css({ fontSize: 'xs', color: 'red.700' })}>{message.error}</span>
      ) : null}
    </li>
  );
}
