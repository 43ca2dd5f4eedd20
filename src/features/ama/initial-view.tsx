/**
 * Before a question: 4 suggested questions, the tag chips (6, Show more for all) and Resume
 * Previous Conversation when there is history. A suggestion or chip fills the prompt box; it
 * does not send.
 */
import { useState } from 'react';
import { AMA_MESSAGES, AMA_TAG_SUGGESTIONS, TAG_SUGGESTION_COUNT } from '../../../contract';
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/button';
import { useSuggestedQuestions } from './queries';

interface InitialViewProps {
  agent: string | null;
  onPick: (question: string) => void;
  /** Opens the newest conversation; null when there is no history. */
  onResume: (() => void) | null;
}

const headingStyle = css({ fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted', textTransform: 'uppercase' });
const chipStyle = css({
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'full',
  px: '3',
  py: '1',
  fontSize: 'xs',
  bg: 'bg.surface',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid' },
});

export function InitialView({ agent, onPick, onResume }: InitialViewProps) {
  const suggestions = useSuggestedQuestions(agent);
  const [areAllTags, setAllTags] = useState(false);
  const tags = areAllTags ? AMA_TAG_SUGGESTIONS : AMA_TAG_SUGGESTIONS.slice(0, TAG_SUGGESTION_COUNT);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {onResume ? (
        <Button variant="outline" size="sm" onClick={onResume}>
          {AMA_MESSAGES.resume}
        </Button>
      ) : null}
      <section
        aria-label={AMA_MESSAGES.suggested}
        className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
      >
        <h3 className={headingStyle}>{AMA_MESSAGES.suggested}</h3>
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          {suggestions.map((question) => (
            <li key={question}>
              <button
                type="button"
                onClick={() => onPick(question)}
                className={css({
                  w: 'full',
                  textAlign: 'left',
                  fontSize: 'sm',
                  borderWidth: '1px',
                  borderColor: 'border.default',
                  borderRadius: 'md',
                  px: '3',
                  py: '2',
                  cursor: 'pointer',
                  _hover: { bg: 'bg.muted' },
                  _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid' },
                })}
              >
                {question}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Topics" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {tags.map((tag) => (
            <li key={tag.tag}>
              <button type="button" className={chipStyle} onClick={() => onPick(tag.question)}>
                {tag.tag}
              </button>
            </li>
          ))}
        </ul>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={areAllTags}
          className={css({ alignSelf: 'flex-start' })}
          onClick={() => setAllTags((all) => !all)}
        >
          {areAllTags ? AMA_MESSAGES.showLess : AMA_MESSAGES.showMore}
        </Button>
      </section>
    </div>
  );
}
