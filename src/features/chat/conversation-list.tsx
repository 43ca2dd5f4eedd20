import { useEffect, useState } from 'react';
import { CHAT_MESSAGES, type ChatUser, chatPreview, chatText } from '../../../contract/chat';
import { css } from '../../../styled-system/css';
import type { LocalChatRoom } from '../../../sync/core/db';
import { ChatAvatar } from './chat-avatar';
import { relativeTime } from './relative-time';

interface ConversationListProps {
  rooms: LocalChatRoom[] | undefined;
  /** True while the worker fetches the rooms. */
  isLoading: boolean;
  onOpen: (peer: ChatUser) => void;
}

/** A row of the chat dock that opens a conversation: a room here, a found person in the people search. */
export const personRowStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  px: '3',
  py: '2',
  textAlign: 'left',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' },
});

/** The current time, moved on every minute so "5 minutes ago" stays true. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The member's conversations, most recently active first. */
export function ConversationList({ rooms, isLoading, onOpen }: ConversationListProps) {
  const now = useMinuteClock();
  if (!rooms) return <p aria-busy="true" className={css({ p: '4', color: 'fg.muted' })} />;
  if (rooms.length === 0) {
    return (
      <p aria-busy={isLoading} className={css({ p: '4', color: 'fg.muted', textAlign: 'center', fontSize: 'sm' })}>
        {isLoading ? 'Loading conversations…' : CHAT_MESSAGES.noConversations}
      </p>
    );
  }
  return (
    <ul aria-label="Conversations" aria-busy={isLoading}>
      {rooms.map((room) => {
        const preview = room.last_message ? chatPreview(chatText(room.last_message)) : '';
        const time = relativeTime(room.updated_at, now);
        const unread = room.unread_count > 0 ? `, ${room.unread_count} unread` : '';
        return (
          <li key={room.peer_id}>
            <button
              type="button"
              aria-label={`${room.peer.name}${preview ? `, ${preview}` : ''}, ${time}${unread}`}
              className={personRowStyle}
              onClick={() => onOpen(room.peer)}
            >
              <ChatAvatar name={room.peer.name} image={room.peer.image_path} />
              <span className={css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column' })}>
                <span className={css({ display: 'flex', gap: '2', alignItems: 'baseline' })}>
                  <span className={css({ fontWeight: 'medium', truncate: true, flex: '1' })}>{room.peer.name}</span>
                  <span className={css({ fontSize: 'xs', color: 'fg.muted', flexShrink: 0 })}>{time}</span>
                </span>
                <span className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                  <span className={css({ fontSize: 'sm', color: 'fg.muted', truncate: true, flex: '1' })}>
                    {preview}
                  </span>
                  {room.unread_count > 0 ? (
                    <span
                      className={css({
                        bg: 'brand.solid',
                        color: 'brand.contrast',
                        borderRadius: 'full',
                        fontSize: 'xs',
                        px: '1.5',
                        minW: '5',
                        textAlign: 'center',
                      })}
                    >
                      {room.unread_count}
                    </span>
                  ) : null}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
