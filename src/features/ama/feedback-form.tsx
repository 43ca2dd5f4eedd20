/**
 * An answer's feedback: 1 to 5 stars (a radio group) and a comment, both required
 * (AmaFeedbackInput). Sending is queued (shown at once, sent when online); then the thanks
 * and the stars given show instead of the form.
 */
import { useId, useState } from 'react';
import * as v from 'valibot';
import { AMA_FEEDBACK_MAX, AMA_MESSAGES, AmaFeedbackInput } from '../../../contract';
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { sendAmaFeedback } from './mutations';

const RATINGS = [1, 2, 3, 4, 5] as const;
const starLabel = (rating: number) => (rating === 1 ? '1 star' : `${rating} stars`);

const starStyle = css({
  position: 'relative',
  fontSize: 'xl',
  lineHeight: '1',
  color: 'fg.muted',
  cursor: 'pointer',
  '&[data-on]': { color: 'amber.600' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.solid', borderRadius: 'sm' },
});
const errorStyle = css({ fontSize: 'xs', color: 'red.700' });

/** The stars given, read-only. */
export function GivenStars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`Rated ${starLabel(rating)} out of 5`} className={css({ color: 'amber.600' })}>
      {'★'.repeat(rating)}
      <span className={css({ color: 'fg.muted' })}>{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

export function FeedbackForm({ chat, given }: { chat: string; given: { rating: number } | null }) {
  const name = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string | undefined; comment?: string | undefined }>({});

  if (given) {
    return (
      <p className={css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm' })}>
        <span>{AMA_MESSAGES.feedbackThanks}</span>
        <GivenStars rating={given.rating} />
      </p>
    );
  }

  async function submit() {
    const parsed = v.safeParse(AmaFeedbackInput, { chat, feedback: comment, rating: rating ?? undefined });
    if (!parsed.success) {
      const flat = v.flatten<typeof AmaFeedbackInput>(parsed.issues).nested;
      setErrors({
        rating: flat?.rating ? AMA_MESSAGES.ratingRequired : undefined,
        comment: flat?.feedback ? AMA_MESSAGES.commentRequired : undefined,
      });
      return;
    }
    setErrors({});
    await sendAmaFeedback(chat, parsed.output.feedback, parsed.output.rating);
  }

  return (
    <form
      aria-label={AMA_MESSAGES.feedbackPrompt}
      noValidate
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '2',
        borderTopWidth: '1px',
        borderColor: 'border.default',
        pt: '2',
      })}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset>
        <legend className={css({ fontSize: 'sm', fontWeight: 'medium' })}>{AMA_MESSAGES.feedbackPrompt}</legend>
        <div className={css({ display: 'flex', gap: '1' })}>
          {RATINGS.map((value) => (
            <label key={value} className={starStyle} data-on={rating !== null && value <= rating ? '' : undefined}>
              <input
                type="radio"
                name={name}
                value={value}
                aria-label={starLabel(value)}
                checked={rating === value}
                onChange={() => setRating(value)}
                className={css({ position: 'absolute', inset: '0', opacity: '0', cursor: 'pointer', m: '0' })}
              />
              <span aria-hidden="true">★</span>
            </label>
          ))}
        </div>
        {errors.rating ? <p className={errorStyle}>{errors.rating}</p> : null}
      </fieldset>
      <Field.Root invalid={Boolean(errors.comment)}>
        <Field.Label>Comment</Field.Label>
        <Field.Textarea
          rows={2}
          maxLength={AMA_FEEDBACK_MAX}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
        <Field.ErrorText>{errors.comment}</Field.ErrorText>
      </Field.Root>
      <Button type="submit" size="sm" variant="outline" className={css({ alignSelf: 'flex-start' })}>
        Send feedback
      </Button>
    </form>
  );
}
