/**
 * The open chat dock: the conversation list with people search, or one conversation. Its
 * own lazy chunk, loaded on the first open (chat-dock.tsx keeps only the launcher).
 */
import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../contract/messages';
import { css, cx } from '../../../styled-system/css';
import type { ChatFetchResult } from '../../../sync/core/api';
import { Button } from '../../ui/button';
import { compactInputStyle } from '../../ui/compact-input';
import { CloseIcon } from '../../ui/icons';
import { ChatRoomView } from './chat-room';
import { ConversationList } from './conversation-list';
import { closeChat, showConversation, useDockState } from './dock-state';
import { fetchChatRooms } from './mutations';
import { MIN_SEARCH_CHARS, PeopleSearchResults } from './people-search';
import { type ChatMe, useChatRooms } from './queries';
import { UpgradeTeaser } from './upgrade-teaser';

export default function DockPanel({ me, peerKey }: { me: ChatMe; peerKey: number | null }) {
  const { peer } = useDockState();
  const panelRef = useRef<HTMLElement>(null);

  // Focus goes into the dock when it opens and when its view (list, conversation) changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: peerKey is the view; the effect runs on its change
  useEffect(() => {
    const target = panelRef.current?.querySelector<HTMLElement>('[data-autofocus]') ?? panelRef.current;
    target?.focus();
  }, [peerKey]);

  return (
    <section
      ref={panelRef}
      id="chat-dock"
      aria-label="Chat"
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        closeChat();
      }}
      className={css({
        position: 'fixed',
        zIndex: '35',
        right: { base: '0', sm: '4' },
        bottom: '0',
        w: { base: '100vw', sm: '360px' },
        h: { base: '85dvh', sm: '480px' },
        maxH: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderTopRadius: 'lg',
        boxShadow: 'xl',
        outline: 'none',
      })}
    >
      <header className={css({ display: 'flex', alignItems: 'center', px: '3', py: '2', borderBottomWidth: '1px' })}>
        <h2 className={css({ flex: '1', fontWeight: 'bold' })}>Messages</h2>
        <Button variant="ghost" size="icon" aria-label="Close chat" onClick={closeChat}>
          <CloseIcon />
        </Button>
      </header>
      {!me.canChat ? (
        <UpgradeTeaser />
      ) : peer ? (
        <ChatRoomView me={me.user} peer={peer} onBack={() => showConversation(null)} />
      ) : (
        <ListView me={me} />
      )}
    </section>
  );
}

function ListView({ me }: { me: ChatMe }) {
  const rooms = useChatRooms();
  const [query, setQuery] = useState('');
  const [fetchState, setFetchState] = useState<ChatFetchResult | 'loading'>('loading');

  // Every opening of the list asks the server for the rooms once.
  useEffect(() => {
    let isCurrent = true;
    fetchChatRooms().then(
      (result) => isCurrent && setFetchState(result),
      () => isCurrent && setFetchState('failed'),
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  const isSearching = query.trim().length >= MIN_SEARCH_CHARS;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', flex: '1', minH: '0' })}>
      <div className={css({ p: '2' })}>
        <input
          type="search"
          aria-label="Search people"
          placeholder="Search people"
          value={query}
          data-autofocus
          onChange={(event) => setQuery(event.target.value)}
          className={cx(compactInputStyle, css({ w: 'full' }))}
        />
      </div>
      {fetchState === 'offline' ? (
        <p role="status" className={css({ px: '3', fontSize: 'xs', color: 'fg.muted' })}>
          {MESSAGES.youAreOffline}
        </p>
      ) : null}
      <div className={css({ flex: '1', minH: '0', overflowY: 'auto' })}>
        {isSearching ? (
          <PeopleSearchResults query={query} meId={me.user.id} onPick={(peer) => showConversation(peer)} />
        ) : (
          <ConversationList
            rooms={rooms}
            isLoading={fetchState === 'loading'}
            onOpen={(peer) => showConversation(peer)}
          />
        )}
      </div>
    </div>
  );
}
