/**
 * One exchange: the question bubble, then the answer typing out (Markdown). When typing
 * finishes: recommended items, follow-up questions and the feedback form; an exchange that
 * failed says so and offers Ask again.
 */
import { AMA_MESSAGES, amaAnswerText } from '../../../contract';
import { css } from '../../../styled-system/css';
import type { LocalAmaChat } from '../../../sync/core/db';
import { Button } from '../../ui/button';
import { FollowUps, RecommendedItems } from './answer-extras';
import { FeedbackForm } from './feedback-form';
import { Markdown } from './markdown';
import { followUpQuestions, recommendationItems } from './queries';
import { useTypedText } from './use-typed-text';

interface ExchangeProps {
  row: LocalAmaChat;
  /** Type the answer out (a new answer); else it shows at once (history). */
  animate: boolean;
  /** Asks a question after this exchange; undefined while asking is not possible. */
  onAsk: ((question: string, parent: string | null) => void) | undefined;
}

/** The member's question, right-aligned; also the question still on its way in the conversation. */
export const questionBubbleStyle = css({
  alignSelf: 'flex-end',
  maxW: '85%',
  bg: 'brand.subtle',
  borderRadius: 'lg',
  px: '3',
  py: '2',
  fontSize: 'sm',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export function Exchange({ row, animate, onAsk }: ExchangeProps) {
  const full = amaAnswerText(row);
  const typed = useTypedText(full, row.status !== 'streaming', animate);
  const isError = row.status === 'error' || row.is_error;
  return (
    <li
      aria-labelledby={`ama-question-${row.id}`}
      data-status={typed.isTyping ? 'typing' : row.status}
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
    >
      <p id={`ama-question-${row.id}`} className={questionBubbleStyle}>
        {row.question}
      </p>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {typed.text ? (
          <section aria-label="Answer">
            <Markdown text={typed.text} />
          </section>
        ) : typed.isTyping ? (
          <p aria-live="polite" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            …
          </p>
        ) : null}
        {typed.isTyping ? null : isError ? (
          <div
            role="alert"
            className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' })}
          >
            {/* The worker ends a cut-off answer with the cut-off notice itself. */}
            {full.includes(AMA_MESSAGES.cutOff) ? null : (
              <p className={css({ fontSize: 'sm', color: 'red.700' })}>
                {full ? AMA_MESSAGES.cutOff : AMA_MESSAGES.failed}
              </p>
            )}
            <Button
              size="sm"
              variant="outline"
              disabled={!onAsk}
              onClick={() => onAsk?.(row.question, row.parent_chat)}
            >
              Ask again
            </Button>
          </div>
        ) : (
          <>
            <RecommendedItems items={recommendationItems(row)} />
            <FollowUps questions={followUpQuestions(row)} onAsk={onAsk && ((question) => onAsk(question, row.id))} />
            <FeedbackForm chat={row.id} given={row.feedback} />
          </>
        )}
      </div>
    </li>
  );
}
