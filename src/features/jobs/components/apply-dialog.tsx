/**
 * Applying to a job: the resume first when the profile has none (a PDF kept on this device
 * until it is uploaded), then the screening questions with their required checks. The
 * application is queued (offline too); what was typed stays here while the dialog is open.
 */
import { type FormEvent, useState } from 'react';
import { JOB_MESSAGES, type JobDetail, PROFILE_MESSAGES } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field } from '../../../ui/field';
import { FileUpload } from '../../../ui/file-upload';
import { notify } from '../../../ui/notify';
import { QuestionFieldList } from '../../groups/components/question-field-list';
import { useQuestionAnswers } from '../../groups/components/use-question-answers';
import { applyToJob } from '../job-mutations';

const RESUME_MAX_BYTES = 10 * 1024 * 1024;
const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '3' });
const noticeStyle = css({ p: '3', borderRadius: 'md', bg: 'bg.muted' });

function resumeError(file: File | null): string | undefined {
  if (!file) return JOB_MESSAGES.uploadResume;
  if (file.type !== 'application/pdf') return PROFILE_MESSAGES.resumeNotPdf;
  if (file.size > RESUME_MAX_BYTES) return PROFILE_MESSAGES.resumeTooLarge;
  return undefined;
}

interface ApplyDialogProps {
  job: JobDetail;
  /** The member's profile has a resume: it is sent, no upload asked. */
  hasResume: boolean;
  onClose: () => void;
}

export function ApplyDialog({ job, hasResume, onClose }: ApplyDialogProps) {
  const questions = job.extra_info.questions;
  const answers = useQuestionAnswers(questions);
  const [resume, setResume] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSending, setIsSending] = useState(false);
  const isResumeReady = !hasResume && resume !== null && resumeError(resume) === undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!hasResume) {
      const error = resumeError(resume);
      if (error) found['resume'] = error;
    }
    Object.assign(found, answers.answerErrors());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setIsSending(true);
    try {
      await applyToJob(job, {
        answers: answers.answersToSend(),
        resumeFile: hasResume ? null : resume,
      });
      notify({ title: JOB_MESSAGES.applied, type: 'success' });
      onClose();
    } catch {
      notify({ title: JOB_MESSAGES.couldNotApply, type: 'error' });
      setIsSending(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? null : onClose())}>
      <Dialog.Content aria-label={`Apply: ${job.title}`}>
        <Dialog.Title>Apply: {job.title}</Dialog.Title>
        <Dialog.CloseTrigger />
        <form className={formStyle} onSubmit={(event) => void submit(event)} noValidate>
          {hasResume ? null : (
            <>
              <p role="note" className={noticeStyle}>
                {isResumeReady ? JOB_MESSAGES.resumeUploaded : JOB_MESSAGES.uploadResume}
              </p>
              <Field.Root invalid={Boolean(errors['resume'])}>
                <Field.Label>Resume (PDF)</Field.Label>
                <FileUpload
                  accept="application/pdf"
                  hint="PDF"
                  onFiles={([chosen]) => {
                    const file = chosen ?? null;
                    setResume(file);
                    const error = file ? resumeError(file) : undefined;
                    setErrors(({ resume: _old, ...rest }) => (error ? { ...rest, resume: error } : rest));
                  }}
                  files={resume ? [resume] : []}
                  onRemove={() => {
                    setResume(null);
                    setErrors(({ resume: _old, ...rest }) => rest);
                  }}
                />
                <Field.ErrorText>{errors['resume']}</Field.ErrorText>
              </Field.Root>
            </>
          )}
          <QuestionFieldList questions={questions} answers={answers} errors={errors} />
          {hasResume && questions.length === 0 ? (
            <Dialog.Description>Your profile resume will be sent to {job.group.name}.</Dialog.Description>
          ) : null}
          <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
            <Button variant="outline" onClick={onClose} disabled={isSending}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSending} aria-busy={isSending || undefined}>
              Submit application
            </Button>
          </div>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
