/**
 * The owner's feedback on a report (spec part 1 section 3: rating default 1, a comment that
 * may be empty): queued like every mutation, so it works offline and shows as pending until
 * the server confirms it. Once given, it is shown with a thank-you and can be changed.
 */
import { useState } from 'react';
import { AGENT_MESSAGES, REPORT_FEEDBACK_MAX } from '../../../contract';
import { css } from '../../../styled-system/css';
import type { LocalAgentReport } from '../../../sync/core/db';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { PendingMark } from '../../ui/pending-mark';
import { surfaceCardStyle } from '../../ui/surface';
import { sendReportFeedback } from './mutations';
import { useIsFeedbackPending } from './queries';
import { StarRating, starLabel } from './star-rating';
import { mutedStyle, sectionHeadingStyle, sectionStyle } from './styles';

export function ReportFeedbackBlock({ report }: { report: LocalAgentReport }) {
  const given = report.feedback;
  const isPending = useIsFeedbackPending(report.id);
  const [isEditing, setIsEditing] = useState(false);
  const [rating, setRating] = useState(given?.rating ?? 1);
  const [comment, setComment] = useState(given?.feedback ?? '');

  return (
    <section aria-labelledby="report-feedback" className={sectionStyle}>
      <h2 id="report-feedback" className={sectionHeadingStyle}>
        Your feedback
      </h2>
      {given && !isEditing ? (
        <div className={surfaceCardStyle}>
          <p role="status" className={css({ fontWeight: 'medium' })}>
            {AGENT_MESSAGES.feedbackThanks}
          </p>
          <p className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
            <span>Your rating: {starLabel(given.rating)}</span>
            <PendingMark isPending={isPending} />
          </p>
          {given.feedback ? <p className={mutedStyle}>{given.feedback}</p> : null}
          <Button
            variant="outline"
            size="sm"
            className={css({ alignSelf: 'flex-start' })}
            onClick={() => setIsEditing(true)}
          >
            Change feedback
          </Button>
        </div>
      ) : (
        <form
          className={surfaceCardStyle}
          onSubmit={(event) => {
            event.preventDefault();
            setIsEditing(false);
            void sendReportFeedback({ response_id: report.id, feedback: comment.trim(), rating });
          }}
        >
          <StarRating legend="Rating" value={rating} onChange={setRating} />
          <Field.Root>
            <Field.Label>Comment</Field.Label>
            <Field.Textarea
              value={comment}
              rows={3}
              maxLength={REPORT_FEEDBACK_MAX}
              onChange={(event) => setComment(event.target.value)}
            />
          </Field.Root>
          <Button type="submit" size="sm" className={css({ alignSelf: 'flex-start' })}>
            Send
          </Button>
        </form>
      )}
    </section>
  );
}
