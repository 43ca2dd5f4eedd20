/**
 * Whether the chat dock is open and on which conversation: a tiny external store, so the
 * top-bar button, the profile "Message" button and the lazily loaded dock share it without
 * the dock's code in the main chunk.
 */
import { useSyncExternalStore } from 'react';
import type { ChatUser } from '../../../contract/chat';

export interface DockState {
  isOpen: boolean;
  /** The conversation shown; null is the conversation list. */
  peer: ChatUser | null;
}

let state: DockState = { isOpen: false, peer: null };
/** Where focus goes back to when the dock closes. */
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function setState(next: DockState): void {
  state = next;
  for (const listener of listeners) listener();
}

function rememberOpener(): void {
  const active = document.activeElement;
  opener = active instanceof HTMLElement && active !== document.body ? active : null;
}

/** Opens the dock on the conversation list, or on the conversation with `peer`. */
export function openChat(peer: ChatUser | null = null): void {
  if (!state.isOpen) rememberOpener();
  setState({ isOpen: true, peer });
}

/** Closes the dock and gives focus back to what opened it. */
export function closeChat(): void {
  if (!state.isOpen) return;
  setState({ ...state, isOpen: false });
  const target = opener;
  opener = null;
  // After React has shown the page without the dock (the opener may have been hidden under it).
  if (target) requestAnimationFrame(() => target.isConnected && target.focus());
}

export function toggleChat(): void {
  if (state.isOpen) closeChat();
  else openChat();
}

/** Inside the open dock: show the list (null) or a conversation. */
export function showConversation(peer: ChatUser | null): void {
  setState({ ...state, peer });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDockState(): DockState {
  return useSyncExternalStore(subscribe, () => state);
}

/** For code outside React (the beep): is the dock open right now? */
export function isDockOpen(): boolean {
  return state.isOpen;
}
