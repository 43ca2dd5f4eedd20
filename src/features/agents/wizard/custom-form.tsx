/** An agent's own form (custom_form): text, textarea (rows/cols), radio, selection and file questions. */
import { useId } from 'react';
import type { CustomQuestion } from '../../../../contract/agents';
import { css } from '../../../../styled-system/css';
import { Field } from '../../../ui/field';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { checkRowStyle, errorStyle, groupStyle, legendStyle } from '../../registration/fields/choice-styles';
import { FileUpload } from './file-upload';
import type { StepFormProps } from './form-props';
import type { CustomValues, PickedFile } from './step-values';

const labelOf = (question: CustomQuestion) => (question.required ? `${question.label} *` : question.label);

function RadioQuestion(props: {
  question: CustomQuestion;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
}) {
  const { question, value, onValue, error } = props;
  const errorId = useId();
  return (
    <fieldset className={groupStyle} aria-describedby={error ? errorId : undefined} aria-invalid={Boolean(error)}>
      <legend className={legendStyle}>{labelOf(question)}</legend>
      {question.options.map((option) => (
        <label key={option.value} className={checkRowStyle}>
          <input
            type="radio"
            name={question.id}
            value={option.value}
            checked={value === option.value}
            onChange={() => onValue(option.value)}
          />
          {option.label}
        </label>
      ))}
      {error ? (
        <p id={errorId} className={errorStyle}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function CustomForm({ info, values, onChange, errors, ensureRun }: StepFormProps<CustomValues>) {
  const setAnswer = (id: string, answer: string) =>
    onChange({ ...values, answers: { ...values.answers, [id]: answer } });
  const setFile = (id: string, file: PickedFile | null) => {
    const files = { ...values.files };
    if (file) files[id] = file;
    else delete files[id];
    onChange({ ...values, files });
  };
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {info.questions.map((question) => {
        const answer = values.answers[question.id];
        const text = typeof answer === 'string' ? answer : '';
        const error = errors[question.id];
        switch (question.type) {
          case 'text':
            return (
              <TextField
                key={question.id}
                label={labelOf(question)}
                placeholder={question.placeholder ?? undefined}
                value={text}
                onValueChange={(next) => setAnswer(question.id, next)}
                error={error}
              />
            );
          case 'textarea':
            return (
              <Field.Root key={question.id} invalid={Boolean(error)}>
                <Field.Label>{labelOf(question)}</Field.Label>
                <Field.Textarea
                  rows={question.rows ?? 4}
                  cols={question.cols ?? undefined}
                  placeholder={question.placeholder ?? undefined}
                  value={text}
                  onChange={(event) => setAnswer(question.id, event.target.value)}
                />
                <Field.ErrorText>{error}</Field.ErrorText>
              </Field.Root>
            );
          case 'radio':
            return (
              <RadioQuestion
                key={question.id}
                question={question}
                value={text}
                onValue={(next) => setAnswer(question.id, next)}
                error={error}
              />
            );
          case 'selection':
            return (
              <SelectField
                key={question.id}
                label={labelOf(question)}
                value={text}
                options={question.options}
                onValueChange={(next) => setAnswer(question.id, next)}
                error={error}
              />
            );
          case 'file':
            return (
              <FileUpload
                key={question.id}
                label={question.label}
                isRequired={question.required}
                file={values.files[question.id] ?? null}
                onFile={(file) => setFile(question.id, file)}
                ensureRun={ensureRun}
                error={error}
              />
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
