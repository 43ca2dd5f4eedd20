/**
 * What follows a finished answer: the portal items it recommends (two inline, the rest behind
 * Show more), each a link with the reason it was picked, and the follow-up questions.
 */
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AMA_MESSAGES, type GuidanceItem } from '../../../contract';
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/button';

const INLINE_ITEMS = 2;
const headingStyle = css({ fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted', textTransform: 'uppercase' });

export function RecommendedItems({ items }: { items: GuidanceItem[] }) {
  const [isExpanded, setExpanded] = useState(false);
  if (items.length === 0) return null;
  const shown = isExpanded ? items : items.slice(0, INLINE_ITEMS);
  return (
    <section aria-label={AMA_MESSAGES.related} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <h4 className={headingStyle}>{AMA_MESSAGES.related}</h4>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        {shown.map((item) => (
          <li key={`${item.type}:${item.id}`} className={css({ fontSize: 'sm' })}>
            <Link
              to={item.href}
              className={css({ fontWeight: 'semibold', color: 'brand.solid', _hover: { textDecoration: 'underline' } })}
            >
              {item.title}
            </Link>
            <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{item.reason}</p>
          </li>
        ))}
      </ul>
      {items.length > INLINE_ITEMS ? (
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={isExpanded}
          className={css({ alignSelf: 'flex-start' })}
          onClick={() => setExpanded((expanded) => !expanded)}
        >
          {isExpanded ? AMA_MESSAGES.showLess : AMA_MESSAGES.showMore}
        </Button>
      ) : null}
    </section>
  );
}

interface FollowUpsProps {
  questions: string[];
  /** Asks the question after this exchange; undefined while asking is not possible (offline, busy). */
  onAsk: ((question: string) => void) | undefined;
}

export function FollowUps({ questions, onAsk }: FollowUpsProps) {
  if (questions.length === 0) return null;
  return (
    <section
      aria-label={AMA_MESSAGES.followUps}
      className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}
    >
      <h4 className={headingStyle}>{AMA_MESSAGES.followUps}</h4>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        {questions.map((question) => (
          <li key={question}>
            <Button
              size="sm"
              variant="outline"
              disabled={!onAsk}
              className={css({
                h: 'auto',
                py: '1',
                textAlign: 'left',
                whiteSpace: 'normal',
                justifyContent: 'flex-start',
              })}
              onClick={() => onAsk?.(question)}
            >
              {question}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
