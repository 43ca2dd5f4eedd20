/**
 * The dock's people search: from 2 characters, CHAT_SEARCH_DELAY_MS after the last keystroke,
 * through the worker's directory search; offline, the people this device already holds.
 */
import { useEffect, useState } from 'react';
import { CHAT_MESSAGES, CHAT_SEARCH_DELAY_MS, type ChatUser } from '../../../contract/chat';
import { MESSAGES } from '../../../contract/messages';
import { css } from '../../../styled-system/css';
import { askAfter } from '../sync/ask-after';
import { ChatAvatar } from './chat-avatar';
import { personRowStyle } from './conversation-list';
import { searchChatPeople } from './mutations';
import { searchLocalPeople } from './queries';

export const MIN_SEARCH_CHARS = 2;

type SearchState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; people: ChatUser[]; isOffline: boolean }
  | { kind: 'failed'; message: string };

interface PeopleSearchResultsProps {
  query: string;
  meId: number;
  onPick: (peer: ChatUser) => void;
}

function usePeopleSearch(query: string, meId: number): SearchState {
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  useEffect(() => {
    const q = query.trim();
    if (q.length < MIN_SEARCH_CHARS) {
      setState({ kind: 'idle' });
      return;
    }
    setState({ kind: 'loading' });
    const search = async (): Promise<SearchState> => {
      const result = navigator.onLine ? await searchChatPeople(q) : ({ kind: 'offline' } as const);
      if (result.kind === 'failed') return { kind: 'failed', message: result.message };
      if (result.kind === 'offline') {
        return { kind: 'done', people: await searchLocalPeople(q, meId), isOffline: true };
      }
      const people = result.items
        .filter((item) => item.type === 'user' && item.id !== meId)
        .map(
          (item): ChatUser => ({
            id: item.id,
            name: item.name,
            image_path: item.image,
            type: 'user',
            slug: item.slug,
          }),
        );
      return { kind: 'done', people, isOffline: false };
    };
    return askAfter(CHAT_SEARCH_DELAY_MS, search, setState);
  }, [query, meId]);
  return state;
}

const noteStyle = css({ px: '3', py: '2', fontSize: 'sm', color: 'fg.muted' });

/** Matching people as buttons (their names); picking one opens that conversation. */
export function PeopleSearchResults({ query, meId, onPick }: PeopleSearchResultsProps) {
  const state = usePeopleSearch(query, meId);
  if (state.kind === 'idle') return null;
  if (state.kind === 'loading')
    return (
      <p aria-busy="true" className={noteStyle}>
        Searching…
      </p>
    );
  if (state.kind === 'failed') {
    return (
      <p role="alert" className={noteStyle}>
        {state.message}
      </p>
    );
  }
  return (
    <div>
      {state.isOffline ? (
        <p role="status" className={noteStyle}>
          {MESSAGES.youAreOffline}
        </p>
      ) : null}
      {state.people.length === 0 ? (
        <p className={noteStyle}>{CHAT_MESSAGES.noPeopleFound}</p>
      ) : (
        <ul aria-label="People">
          {state.people.map((person) => (
            <li key={person.id}>
              <button type="button" onClick={() => onPick(person)} className={personRowStyle}>
                <ChatAvatar name={person.name} image={person.image_path} size={28} />
                <span className={css({ truncate: true })}>{person.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
