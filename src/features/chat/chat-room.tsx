/**
 * One conversation: the history (older pages load when the log is scrolled to its top, or
 * while it is too short to scroll; the scroll position kept), the messages as they arrive,
 * and the message box. Opening it makes the server room when needed and marks it read.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChatUser } from '../../../contract/chat';
import { MESSAGES } from '../../../contract/messages';
import { css } from '../../../styled-system/css';
import type { LocalChatMessage } from '../../../sync/core/db';
import { Button } from '../../ui/button';
import { iconBase } from '../../ui/icons';
import { ChatAvatar } from './chat-avatar';
import { MessageBubble } from './message-bubble';
import { MessageInput } from './message-input';
import { fetchChatHistory, markRoomRead, openChatRoom, resendChatMessage, sendChatMessage } from './mutations';
import { useChatDraft, useChatRoom, useRoomMessages } from './queries';

interface ChatRoomViewProps {
  me: ChatUser;
  peer: ChatUser;
  onBack: () => void;
}

/** Within this many pixels of the bottom, new messages keep the view at the bottom. */
const NEAR_BOTTOM_PX = 80;
/** Within this many pixels of the top, the next older page loads. */
const NEAR_TOP_PX = 40;

const noteStyle = css({ textAlign: 'center', fontSize: 'xs', color: 'fg.muted' });

export function ChatRoomView({ me, peer, onBack }: ChatRoomViewProps) {
  const room = useChatRoom(peer.id);
  const messages = useRoomMessages(peer.id);
  const draft = useChatDraft(peer.id);
  const [isLoadingPage, setLoadingPage] = useState(false);
  /** A history page could not be fetched (offline, error): no more automatic tries until asked. */
  const [pageProblem, setPageProblem] = useState<string | null>(null);
  const logRef = useRef<HTMLDivElement>(null);
  /** A page fetch in flight (a ref: two triggers in one render must not fetch the same page twice). */
  const isFetching = useRef(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  /** The log as last laid out: an older page prepended moves the view by the height it added. */
  const lastLayout = useRef<{ firstId: string | undefined; height: number; top: number }>({
    firstId: undefined,
    height: 0,
    top: 0,
  });
  const shouldStick = useRef(true);
  /** The reader reached the top while no older page could load (one was in flight). */
  const wantsOlder = useRef(false);
  const hasOpened = useRef(false);
  const hasFetchedFirst = useRef(false);
  const roomId = room?.id ?? null;
  const isLoaded = messages !== undefined;
  const nextPage = room?.next_page ?? null;

  // The server's room: made (or found) when this device has none for the peer yet. Offline,
  // the first message sent creates it.
  useEffect(() => {
    if (room === undefined || roomId !== null || hasOpened.current || !navigator.onLine) return;
    hasOpened.current = true;
    void openChatRoom(peer);
  }, [room, roomId, peer]);

  const loadOlder = useCallback(async () => {
    if (isFetching.current) return;
    isFetching.current = true;
    setLoadingPage(true);
    setPageProblem(null);
    try {
      const result = await fetchChatHistory(peer.id);
      if (result === 'offline')
        setPageProblem(`${MESSAGES.youAreOffline}. Older messages load when you are back online.`);
      else if (result !== 'ready') setPageProblem('Could not load older messages.');
    } catch {
      setPageProblem('Could not load older messages.');
    } finally {
      isFetching.current = false;
      setLoadingPage(false);
    }
  }, [peer.id]);

  // Back online: older pages may load again.
  useEffect(() => {
    const onOnline = () => {
      hasFetchedFirst.current = false;
      setPageProblem(null);
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  // History page 1 on the first opening of a room this device never fetched.
  useEffect(() => {
    if (roomId === null || nextPage !== 1 || pageProblem !== null || hasFetchedFirst.current) return;
    hasFetchedFirst.current = true;
    shouldStick.current = true;
    void loadOlder();
  }, [roomId, nextPage, pageProblem, loadOlder]);

  // Older pages: on scrolling to the top (onScroll), while the log is too short to scroll
  // (a short stored history still reaches the start), and once loading is possible again
  // after the reader reached the top while it was not: a log resting at the top fires no
  // more scroll events. Checked after each render, so a page fetched but not yet on screen
  // can at most bring one page early.
  const canLoadOlder = roomId !== null && nextPage !== null && !isLoadingPage && pageProblem === null && isLoaded;
  // biome-ignore lint/correctness/useExhaustiveDependencies: messages change the log's height
  useEffect(() => {
    const log = logRef.current;
    if (!log || !canLoadOlder) return;
    if (log.scrollHeight <= log.clientHeight || wantsOlder.current) {
      wantsOlder.current = false;
      void loadOlder();
    }
  }, [canLoadOlder, messages, loadOlder]);

  // Keep the reading position when older messages come in above; else follow the newest.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const firstId = messages?.[0]?.id;
    const last = lastLayout.current;
    if (shouldStick.current) log.scrollTop = log.scrollHeight;
    else if (last.firstId !== undefined && firstId !== last.firstId) {
      log.scrollTop = last.top + (log.scrollHeight - last.height);
    }
    lastLayout.current = { firstId, height: log.scrollHeight, top: log.scrollTop };
  }, [messages]);

  // Read: on opening, and whenever something new arrives while it is open.
  const hasNew = messages?.some((message) => message.is_new) ?? false;
  const unread = room?.unread_count ?? 0;
  useEffect(() => {
    if (roomId === null || (unread === 0 && !hasNew)) return;
    void markRoomRead(peer.id, roomId);
  }, [peer.id, roomId, unread, hasNew]);

  const onScroll = () => {
    const log = logRef.current;
    if (!log) return;
    shouldStick.current = log.scrollHeight - log.scrollTop - log.clientHeight < NEAR_BOTTOM_PX;
    lastLayout.current = { ...lastLayout.current, height: log.scrollHeight, top: log.scrollTop };
    const isAtTop = log.scrollTop < NEAR_TOP_PX;
    wantsOlder.current = isAtTop && !canLoadOlder;
    if (canLoadOlder && isAtTop) void loadOlder();
  };

  const send = async (text: string) => {
    shouldStick.current = true;
    await sendChatMessage(me, peer, text);
  };
  const resend = (message: LocalChatMessage) => {
    shouldStick.current = true;
    void resendChatMessage(message);
  };

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', flex: '1', minH: '0' })}>
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '2',
          px: '2',
          py: '1.5',
          borderBottomWidth: '1px',
        })}
      >
        <Button variant="ghost" size="icon" aria-label="Back to conversations" onClick={onBack}>
          <svg aria-hidden="true" {...iconBase}>
            <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Button>
        <ChatAvatar name={peer.name} image={peer.image_path} size={28} />
        <h3 className={css({ fontWeight: 'semibold', truncate: true })}>{peer.name}</h3>
      </div>
      {pageProblem ? (
        <p className={noteStyle}>
          {pageProblem}{' '}
          <Button variant="ghost" size="sm" onClick={() => void loadOlder()}>
            Try again
          </Button>
        </p>
      ) : null}
      <div className={css({ position: 'relative', flex: '1', minH: '0', display: 'flex', flexDirection: 'column' })}>
        {isLoadingPage ? (
          <p
            className={css({
              position: 'absolute',
              top: '1',
              insetX: '0',
              zIndex: '1',
              textAlign: 'center',
              fontSize: 'xs',
              color: 'fg.muted',
              pointerEvents: 'none',
            })}
          >
            Loading…
          </p>
        ) : null}
        <div
          ref={logRef}
          role="log"
          aria-label={`Messages with ${peer.name}`}
          aria-busy={isLoadingPage || messages === undefined}
          onScroll={onScroll}
          className={css({ flex: '1', minH: '0', overflowY: 'auto', px: '3', py: '2' })}
        >
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            {(messages ?? []).map((message) => (
              <MessageBubble key={message.id} message={message} isOwn={message.sender.id === me.id} onResend={resend} />
            ))}
          </ul>
        </div>
      </div>
      <MessageInput key={peer.id} peerId={peer.id} draft={draft} onSend={send} inputRef={inputRef} />
    </div>
  );
}
