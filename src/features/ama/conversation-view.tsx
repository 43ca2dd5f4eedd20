/**
 * A conversation's exchanges, oldest first, with 'Load earlier' while the server has older
 * ones (12 a page). The scroll follows a typing answer unless the member scrolled up.
 */
import { useEffect, useRef } from 'react';
import { css } from '../../../styled-system/css';
import type { LocalAmaChat } from '../../../sync/core/db';
import { Button } from '../../ui/button';
import { Exchange, questionBubbleStyle } from './exchange';

interface ConversationViewProps {
  rows: LocalAmaChat[];
  /** The exchange just asked: it types out even if its answer was complete before it showed. */
  newId: string | null;
  /** The question on its way, until its exchange is stored. */
  waitingFor: string | null;
  onLoadEarlier: (() => void) | null;
  onAsk: ((question: string, parent: string | null) => void) | undefined;
}

/** Closer than this to the bottom counts as at the bottom. */
const STICK_PX = 48;

export function ConversationView({ rows, newId, waitingFor, onLoadEarlier, onAsk }: ConversationViewProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const isAtBottom = useRef(true);

  // Whenever the content grows (typing, a new exchange), keep the bottom in view if it was.
  useEffect(() => {
    const outer = scroller.current;
    const inner = content.current;
    if (!outer || !inner) return;
    const observer = new ResizeObserver(() => {
      if (isAtBottom.current) outer.scrollTop = outer.scrollHeight;
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={scroller}
      onScroll={(event) => {
        const el = event.currentTarget;
        isAtBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
      }}
      className={css({ flex: '1', minH: '0', overflowY: 'auto', pr: '1' })}
    >
      <div ref={content} className={css({ display: 'flex', flexDirection: 'column', gap: '4', pb: '2' })}>
        {onLoadEarlier ? (
          <Button size="sm" variant="ghost" className={css({ alignSelf: 'center' })} onClick={onLoadEarlier}>
            Load earlier
          </Button>
        ) : null}
        <ol aria-label="Conversation" className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
          {rows.map((row) => (
            <Exchange key={row.id} row={row} animate={row.status === 'streaming' || row.id === newId} onAsk={onAsk} />
          ))}
          {waitingFor ? (
            <li aria-label={waitingFor} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              <p className={questionBubbleStyle}>{waitingFor}</p>
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>…</p>
            </li>
          ) : null}
        </ol>
      </div>
    </div>
  );
}
