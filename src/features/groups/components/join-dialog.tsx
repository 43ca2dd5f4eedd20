/**
 * The join (or register) dialog: the group's questions (every type, required checks), the
 * conference form for conference events, the wait-list notice of a full group, then a
 * review of the answers before sending. The join is queued (offline too); what was typed
 * stays in this dialog's state while it is open.
 */
import { type FormEvent, useState } from 'react';
import {
  CHOICE_LABELS,
  type ConferenceRegistration,
  conferenceErrors,
  EMPTY_CONFERENCE_REGISTRATION,
  GROUP_MESSAGES,
  type Group,
  isFull,
} from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { notify } from '../../../ui/notify';
import { joinGroup } from '../mutations';
import { type ConferenceErrors, ConferenceForm } from './conference-form';
import { QuestionFieldList } from './question-field-list';
import { useQuestionAnswers } from './use-question-answers';

const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '3' });
const actionsStyle = css({ display: 'flex', gap: '2', justifyContent: 'flex-end' });
const noticeStyle = css({ p: '3', borderRadius: 'md', bg: 'bg.muted' });

export const isConference = (group: Group) => group.group_type === 'event' && group.event_type === 'conference';

interface JoinDialogProps {
  group: Group;
  label: string;
  onClose: () => void;
}

export function JoinDialog({ group, label, onClose }: JoinDialogProps) {
  const questions = group.extra_info.questions;
  const conference = isConference(group);
  const answers = useQuestionAnswers(questions);
  const [registration, setRegistration] = useState<ConferenceRegistration>(EMPTY_CONFERENCE_REGISTRATION);
  const [abstractFile, setAbstractFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conferenceErrs, setConferenceErrs] = useState<ConferenceErrors>({});
  const [isReviewing, setIsReviewing] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const hasForm = questions.length > 0 || conference;

  const review = (event: FormEvent) => {
    event.preventDefault();
    const found = answers.answerErrors();
    const confErrors = conference
      ? conferenceErrors({ ...registration, abstract_file: abstractFile ? 0 : null }, group.is_paid)
      : {};
    setErrors(found);
    setConferenceErrs(confErrors);
    if (Object.keys(found).length === 0 && Object.keys(confErrors).length === 0) setIsReviewing(true);
  };

  const send = async () => {
    setIsSending(true);
    try {
      await joinGroup(group, {
        answers: answers.answersToSend(),
        registration: conference ? registration : null,
        abstractFile: conference && registration.participant_type === 'presenter' ? abstractFile : null,
      });
      notify({ title: GROUP_MESSAGES.joined(group.group_type), type: 'success' });
      onClose();
    } catch {
      notify({ title: GROUP_MESSAGES.couldNotJoin(group.group_type), type: 'error' });
      setIsSending(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? null : onClose())}>
      <Dialog.Content aria-label={`${label}: ${group.name}`}>
        <Dialog.Title>
          {label}: {group.name}
        </Dialog.Title>
        <Dialog.CloseTrigger />
        {isFull(group) ? (
          <p role="note" className={noticeStyle}>
            {GROUP_MESSAGES.waitList}
          </p>
        ) : null}
        {isReviewing || !hasForm ? (
          <div className={formStyle}>
            {hasForm ? (
              <>
                <h3 className={css({ fontWeight: 'semibold' })}>Review your answers</h3>
                <dl className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
                  {questions.map((question) => (
                    <div key={question.id}>
                      <dt className={css({ fontWeight: 'medium' })}>{question.label}</dt>
                      <dd>{answers.answerOf(question.id).value || '—'}</dd>
                    </div>
                  ))}
                  {conference ? <RegistrationReview registration={registration} abstractFile={abstractFile} /> : null}
                </dl>
              </>
            ) : (
              <Dialog.Description>Send your request to {group.name}?</Dialog.Description>
            )}
            <div className={actionsStyle}>
              {hasForm ? (
                <Button variant="outline" onClick={() => setIsReviewing(false)} disabled={isSending}>
                  Back
                </Button>
              ) : (
                <Button variant="outline" onClick={onClose} disabled={isSending}>
                  Cancel
                </Button>
              )}
              <Button onClick={() => void send()} disabled={isSending} aria-busy={isSending || undefined}>
                Submit
              </Button>
            </div>
          </div>
        ) : (
          <form className={formStyle} onSubmit={review} noValidate>
            <QuestionFieldList questions={questions} answers={answers} errors={errors} />
            {conference ? (
              <ConferenceForm
                form={registration}
                isPaid={group.is_paid}
                abstractFile={abstractFile}
                errors={conferenceErrs}
                onChange={setRegistration}
                onAbstractFile={setAbstractFile}
              />
            ) : null}
            <div className={actionsStyle}>
              <Button variant="outline" type="button" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit">Review</Button>
            </div>
          </form>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

const REVIEW_FIELDS: [keyof ConferenceRegistration, string][] = [
  ['participant_type', 'Participant type'],
  ['submission_type', 'Submission type'],
  ['program_type', 'Program type'],
  ['title', 'Title'],
  ['abstract', 'Abstract'],
  ['publication', 'Publication'],
  ['phone_number', 'Phone number'],
  ['alternative_phone_number', 'Alternative phone number'],
  ['dietary', 'Dietary requirements'],
  ['payment_mode', 'Payment mode'],
  ['voucher', 'Voucher code'],
];

function RegistrationReview({
  registration,
  abstractFile,
}: {
  registration: ConferenceRegistration;
  abstractFile: File | null;
}) {
  const rows = REVIEW_FIELDS.filter(([key]) => String(registration[key] ?? '').trim() !== '');
  return (
    <>
      {rows.map(([key, label]) => {
        const value = String(registration[key]);
        return (
          <div key={key}>
            <dt className={css({ fontWeight: 'medium' })}>{label}</dt>
            <dd>{CHOICE_LABELS[value] && key !== 'title' && key !== 'abstract' ? CHOICE_LABELS[value] : value}</dd>
          </div>
        );
      })}
      {abstractFile && registration.participant_type === 'presenter' ? (
        <div>
          <dt className={css({ fontWeight: 'medium' })}>Abstract PDF</dt>
          <dd>{abstractFile.name}</dd>
        </div>
      ) : null}
    </>
  );
}
