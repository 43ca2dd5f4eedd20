/**
 * The chat dock (bottom right; full width on small screens): a floating "Open chat" button
 * while closed, else the conversation list with people search, or one conversation. Loaded
 * lazily after the first paint; the open dock (lists, room, search, input) is a further chunk
 * loaded on the first open. Members without one_to_one_chat get the upgrade teaser and never
 * fetch rooms.
 */
import { lazy, Suspense } from 'react';
import { css } from '../../../styled-system/css';
import { ChatIcon } from './chat-icon';
import { openChat, useDockState } from './dock-state';
import { NewDot } from './new-dot';
import { useChatMe } from './queries';
import { useNewMessageBeep } from './use-new-message-beep';

const DockPanel = lazy(() => import('./chat-dock-panel'));

export default function ChatDock() {
  const me = useChatMe();
  const { isOpen, peer } = useDockState();
  const hasNew = useNewMessageBeep(isOpen);
  if (!me) return null;
  // The launcher stays mounted (hidden while open): focus returns to it when the dock closes.
  return (
    <>
      <button
        type="button"
        hidden={isOpen}
        aria-label={hasNew ? 'Open chat, new messages' : 'Open chat'}
        onClick={() => openChat()}
        className={css({
          position: 'fixed',
          right: '4',
          bottom: '4',
          zIndex: '35',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          w: '12',
          h: '12',
          borderRadius: 'full',
          bg: 'brand.solid',
          color: 'brand.contrast',
          boxShadow: 'lg',
          cursor: 'pointer',
          '&[hidden]': { display: 'none' },
        })}
      >
        <ChatIcon />
        {hasNew ? <NewDot /> : null}
      </button>
      {isOpen ? (
        <Suspense fallback={<DockLoading />}>
          <DockPanel me={me} peerKey={peer?.id ?? null} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Shown in the dock's place while its chunk loads (first open only). */
function DockLoading() {
  return (
    <p
      aria-live="polite"
      className={css({
        position: 'fixed',
        zIndex: '35',
        right: '4',
        bottom: '4',
        px: '3',
        py: '2',
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'lg',
        boxShadow: 'lg',
        fontSize: 'sm',
        color: 'fg.muted',
      })}
    >
      Loading chat…
    </p>
  );
}
