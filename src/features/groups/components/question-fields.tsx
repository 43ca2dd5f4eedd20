/** One join question as a form control: text, textarea (rows, cols), radio, selection or file (image or PDF). */
import { GROUP_MESSAGES, type JoinQuestion, questionOptions } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Field } from '../../../ui/field';
import { FileUpload } from '../../../ui/file-upload';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';

export interface AnswerDraft {
  value: string;
  file: File | null;
}

export const FILE_ACCEPT = 'image/*,application/pdf';
export const isAllowedFile = (file: File) => file.type.startsWith('image/') || file.type === 'application/pdf';

const legendStyle = css({ fontWeight: 'medium', mb: '1' });
const errorStyle = css({ color: 'danger', fontSize: 'sm' });

interface QuestionFieldProps {
  question: JoinQuestion;
  answer: AnswerDraft;
  error: string | undefined;
  onChange: (answer: AnswerDraft) => void;
}

export function QuestionField({ question, answer, error, onChange }: QuestionFieldProps) {
  const label = question.required ? `${question.label} *` : question.label;
  switch (question.type) {
    case 'text':
      return (
        <TextField
          label={label}
          value={answer.value}
          onValueChange={(value) => onChange({ ...answer, value })}
          error={error}
          maxLength={4000}
        />
      );
    case 'textarea':
      return (
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>{label}</Field.Label>
          <Field.Textarea
            rows={question.rows ?? 4}
            cols={question.cols ?? 40}
            value={answer.value}
            maxLength={4000}
            onChange={(event) => onChange({ ...answer, value: event.target.value })}
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      );
    case 'selection':
      return (
        <SelectField
          label={label}
          value={answer.value}
          options={questionOptions(question).map((option) => ({ value: option, label: option }))}
          onValueChange={(value) => onChange({ ...answer, value })}
          error={error}
        />
      );
    case 'radio':
      return (
        <fieldset aria-invalid={error ? true : undefined}>
          <legend className={legendStyle}>{label}</legend>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            {questionOptions(question).map((option) => (
              <label key={option} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                <input
                  type="radio"
                  name={question.id}
                  value={option}
                  checked={answer.value === option}
                  onChange={() => onChange({ ...answer, value: option })}
                />
                {option}
              </label>
            ))}
          </div>
          {error ? <p className={errorStyle}>{error}</p> : null}
        </fieldset>
      );
    case 'file':
      return (
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>{label}</Field.Label>
          <FileUpload
            accept={FILE_ACCEPT}
            onFiles={([chosen]) => {
              const file = chosen ?? null;
              onChange({ value: file?.name ?? '', file });
            }}
          />
          {answer.file ? <Field.HelperText>Chosen: {answer.file.name}</Field.HelperText> : null}
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      );
  }
}

/** The required check of one answer, or the file-type check; undefined when fine. */
export function answerError(question: JoinQuestion, answer: AnswerDraft): string | undefined {
  if (question.type === 'file') {
    if (answer.file && !isAllowedFile(answer.file)) return 'Choose an image or a PDF';
    if (question.required && !answer.file) return GROUP_MESSAGES.answerRequired;
    return undefined;
  }
  if (question.required && answer.value.trim() === '') return GROUP_MESSAGES.answerRequired;
  return undefined;
}
