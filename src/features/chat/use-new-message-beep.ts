/**
 * The new-messages indicator, and a beep when a new incoming message arrives while the dock
 * is closed and the tab is visible (never for what was already there on load, nor for old
 * unread messages a first sync or a catch-up brings).
 */
import { useEffect, useRef } from 'react';
import { beep } from './beep';
import { useChatNews } from './queries';

/** True while there is something unread; beeps on arrivals. */
export function useNewMessageBeep(isOpen: boolean): boolean {
  const news = useChatNews();
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!news) return;
    const previous = known.current;
    known.current = new Set(news.newIds);
    if (!previous || isOpen || document.visibilityState !== 'visible') return;
    if (news.recentIds.some((id) => !previous.has(id))) beep();
  }, [news, isOpen]);
  return news?.hasNew ?? false;
}
