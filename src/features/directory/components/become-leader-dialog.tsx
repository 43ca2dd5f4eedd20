/**
 * 'Become a Circle Leader' (part 2 section 4, Circle leader application): what certification
 * is, the three application questions, a review step confirmed before Submit, and once sent
 * the button says 'Application under Review' (the member's application is read on open).
 */
import { type FormEvent, useState } from 'react';
import {
  CERTIFICATION_LEVELS,
  GROUP_FORM_MESSAGES,
  GROUP_MESSAGES,
  LEADER_APPLICATION_QUESTIONS,
} from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field } from '../../../ui/field';
import { notify } from '../../../ui/notify';
import { OnlineSubmit } from '../../account/online-submit';
import { useMyLeaderApplication } from '../../groups/admin-queries';
import { CheckboxField } from '../../profile/components/checkbox-field';
import { callOnline } from '../../sync/online';

const EMPTY = LEADER_APPLICATION_QUESTIONS.map(() => '');
const stack = css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '3' });
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });

export function BecomeLeaderDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const mine = useMyLeaderApplication();
  const application = mine.data ?? null;

  if (application?.application_status === 'pending') {
    return <Button disabled>{GROUP_MESSAGES.leaderApplicationUnderReview}</Button>;
  }
  return (
    <Dialog.Root open={isOpen} onOpenChange={(details) => setIsOpen(details.open)}>
      <Button onClick={() => setIsOpen(true)}>Become a Circle Leader</Button>
      <Dialog.Content className={css({ maxW: '2xl', w: 'full', maxH: '90vh', overflowY: 'auto' })}>
        <Dialog.Title>Become a Circle Leader</Dialog.Title>
        <Dialog.Description>
          Circle leaders guide a cohort of members through a circle. Certification comes through the Circle Leader
          programme, which takes 4-8 weeks.
        </Dialog.Description>
        <div className={stack}>
          <p>Leaders are certified at one of three levels:</p>
          <ul className={css({ listStyle: 'disc', pl: '5' })}>
            {CERTIFICATION_LEVELS.map((level) => (
              <li key={level.id}>{level.label}</li>
            ))}
          </ul>
        </div>
        {isOpen ? (
          <ApplicationForm
            onSubmitted={() => {
              mine.reload();
              setIsOpen(false);
            }}
          />
        ) : null}
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  );
}

function ApplicationForm({ onSubmitted }: { onSubmitted: () => void }) {
  const [answers, setAnswers] = useState<string[]>(EMPTY);
  const [errors, setErrors] = useState<(string | undefined)[]>([]);
  const [step, setStep] = useState<'answer' | 'review'>('answer');
  const [isReviewed, setReviewed] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [general, setGeneral] = useState<string | null>(null);

  function review(event: FormEvent) {
    event.preventDefault();
    const found = answers.map((answer) => (answer.trim() === '' ? GROUP_FORM_MESSAGES.required : undefined));
    setErrors(found);
    if (found.some(Boolean)) return;
    setReviewed(false);
    setStep('review');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isReviewed) return;
    setBusy(true);
    const response = LEADER_APPLICATION_QUESTIONS.map((question, i) => ({
      question,
      answer: answers[i]?.trim() ?? '',
    }));
    const result = await callOnline('applyToLeadCircles', { response });
    setBusy(false);
    if (!result.ok) {
      const message = result.errors['non_field_errors']?.[0] ?? result.errors['detail']?.[0] ?? null;
      setGeneral(message ?? GROUP_FORM_MESSAGES.correctAbove);
      return;
    }
    notify({ type: 'success', title: GROUP_MESSAGES.leaderApplicationSent });
    onSubmitted();
  }

  if (step === 'review') {
    return (
      <form onSubmit={(event) => void submit(event)} className={stack} aria-label="Review your application">
        <h3 className={css({ fontWeight: 'semibold' })}>Review your answers</h3>
        <dl className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          {LEADER_APPLICATION_QUESTIONS.map((question, i) => (
            <div key={question}>
              <dt className={css({ fontWeight: 'medium' })}>{question}</dt>
              <dd className={css({ whiteSpace: 'pre-wrap' })}>{answers[i]}</dd>
            </div>
          ))}
        </dl>
        <CheckboxField label="I have reviewed my answers" checked={isReviewed} onCheckedChange={setReviewed} />
        {general ? (
          <p role="alert" className={css({ color: 'danger' })}>
            {general}
          </p>
        ) : null}
        <div className={row}>
          <Button variant="outline" onClick={() => setStep('answer')}>
            Back
          </Button>
          <OnlineSubmit label="Submit" busyLabel="Submitting…" isBusy={isBusy} isDisabled={!isReviewed} />
        </div>
      </form>
    );
  }
  return (
    <form onSubmit={review} className={stack} noValidate aria-label="Circle leader application">
      <h3 className={css({ fontWeight: 'semibold' })}>Apply to become a Circle Leader</h3>
      {LEADER_APPLICATION_QUESTIONS.map((question, i) => (
        <Field.Root key={question} invalid={Boolean(errors[i])}>
          <Field.Label>{question}</Field.Label>
          <Field.Textarea
            rows={3}
            value={answers[i] ?? ''}
            onChange={(event) => {
              const text = event.target.value;
              setAnswers((current) => current.map((answer, j) => (j === i ? text : answer)));
              setErrors((current) => current.map((error, j) => (j === i ? undefined : error)));
            }}
          />
          <Field.ErrorText>{errors[i]}</Field.ErrorText>
        </Field.Root>
      ))}
      <div className={row}>
        <Button type="submit">Review answers</Button>
      </div>
    </form>
  );
}
