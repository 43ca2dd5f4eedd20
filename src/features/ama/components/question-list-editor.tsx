// The controlled list of question rows shared by the group question builder and the job form.
import type { ReactNode } from 'react';
import { QUESTION_TYPE_LABELS, QUESTION_TYPES, type QuestionType } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { row, stack } from '../../groups/components/admin/shared';
import { TextArea } from '../../groups/components/admin/text-area-field';
import { CheckboxField } from '../../profile/components/checkbox-field';
import { blankDraft, type QuestionDraft, type QuestionDraftErrors } from './question-drafts';

const TYPE_OPTIONS = QUESTION_TYPES.map((type) => ({ value: type, label: QUESTION_TYPE_LABELS[type] }));

export function QuestionListEditor({
  drafts,
  errors,
  onChange,
  onRemove,
  emptyText,
  hasSizeFields = false,
  children,
}: {
  drafts: QuestionDraft[];
  errors: QuestionDraftErrors[];
  onChange: (drafts: QuestionDraft[]) => void;
  /** Called after a question is removed, so the owner can drop its errors too. */
  onRemove?: (index: number) => void;
  /** Shown when there are no questions. */
  emptyText: string;
  /** Show Rows and Columns for text-area questions. @default false */
  hasSizeFields?: boolean;
  /** Extra buttons after "Add question". */
  children?: ReactNode;
}) {
  const change = (index: number, patch: Partial<QuestionDraft>) =>
    onChange(drafts.map((draft, i) => (i === index ? { ...draft, ...patch } : draft)));
  const move = (index: number, by: number) => {
    const target = index + by;
    if (target < 0 || target >= drafts.length) return;
    const next = [...drafts];
    [next[index], next[target]] = [next[target] as QuestionDraft, next[index] as QuestionDraft];
    onChange(next);
  };
  const remove = (index: number) => {
    onChange(drafts.filter((_, i) => i !== index));
    onRemove?.(index);
  };
  return (
    <>
      {drafts.length === 0 ? <p>{emptyText}</p> : null}
      <ol className={stack}>
        {drafts.map((draft, index) => {
          const error = errors[index] ?? {};
          const number = index + 1;
          return (
            <li
              key={draft.key}
              className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', p: '3' })}
            >
              <fieldset className={stack}>
                <legend className={css({ fontWeight: 'semibold' })}>Question {number}</legend>
                <TextField
                  label="Question"
                  value={draft.label}
                  onValueChange={(label) => change(index, { label })}
                  error={error.label}
                />
                <SelectField
                  label="Field type"
                  value={draft.type}
                  options={TYPE_OPTIONS}
                  onValueChange={(type) => change(index, { type: type as QuestionType | '' })}
                  error={error.type}
                />
                {draft.type === 'radio' || draft.type === 'selection' ? (
                  <TextArea
                    label="Options (one per line)"
                    value={draft.options}
                    onValueChange={(options) => change(index, { options })}
                    error={error.options}
                  />
                ) : null}
                {hasSizeFields && draft.type === 'textarea' ? (
                  <div className={row}>
                    <TextField
                      label="Rows"
                      type="number"
                      min={1}
                      value={draft.rows ? String(draft.rows) : ''}
                      onValueChange={(rows) => change(index, { rows: rows ? Number(rows) : undefined })}
                    />
                    <TextField
                      label="Columns"
                      type="number"
                      min={1}
                      value={draft.cols ? String(draft.cols) : ''}
                      onValueChange={(cols) => change(index, { cols: cols ? Number(cols) : undefined })}
                    />
                  </div>
                ) : null}
                <CheckboxField
                  label="Required"
                  checked={draft.required}
                  onCheckedChange={(required) => change(index, { required })}
                />
                <div className={row}>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={`Move question ${number} up`}
                  >
                    Up
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={index === drafts.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={`Move question ${number} down`}
                  >
                    Down
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => remove(index)}
                    aria-label={`Remove question ${number}`}
                  >
                    Remove
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className={row}>
        <Button variant="outline" onClick={() => onChange([...drafts, blankDraft()])}>
          Add question
        </Button>
        {children}
      </div>
    </>
  );
}
