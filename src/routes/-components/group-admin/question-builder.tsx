/**
 * The question builder (part 2 section 5): join questions added, edited, reordered and
 * removed, saved with POST questions/ ('Failed to add questions' on failure).
 */
import { type FormEvent, useState } from 'react';
import {
  GROUP_MESSAGES,
  GROUP_PATHS,
  Group,
  type JoinQuestion,
  newQuestionId,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  type QuestionType,
  questionErrors,
} from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { callFor } from '../../../features/account/mutations';
import { OnlineSubmit } from '../../../features/account/online-submit';
import { CheckboxField } from '../../../features/profile/components/checkbox-field';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { notify } from '../../../ui/notify';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { row, stack } from './shared';

type Draft = Omit<JoinQuestion, 'type'> & { type: QuestionType | ''; key: number };
let nextKey = 0;
type DraftErrors = ReturnType<typeof questionErrors>;

const TYPE_OPTIONS = QUESTION_TYPES.map((type) => ({ value: type, label: QUESTION_TYPE_LABELS[type] }));

function blankDraft(): Draft {
  return { id: '', label: '', type: '', required: false, options: '', key: nextKey++ };
}

/** The builder for one group; `onDone` after a save (with the updated group) or a skip. */
export function QuestionBuilder({
  group,
  onDone,
  doneLabel = 'Skip',
}: {
  group: Group;
  onDone: (group: Group | null) => void;
  doneLabel?: string;
}) {
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    group.extra_info.questions.map((question) => ({ ...question, key: nextKey++ })),
  );
  const [errors, setErrors] = useState<DraftErrors[]>([]);
  const [isBusy, setBusy] = useState(false);

  const change = (index: number, patch: Partial<Draft>) =>
    setDrafts((current) => current.map((draft, i) => (i === index ? { ...draft, ...patch } : draft)));
  const move = (index: number, by: number) =>
    setDrafts((current) => {
      const next = [...current];
      const target = index + by;
      if (target < 0 || target >= next.length) return current;
      [next[index], next[target]] = [next[target] as Draft, next[index] as Draft];
      return next;
    });

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = drafts.map(({ type, key: _key, ...rest }) => questionErrors(type === '' ? rest : { ...rest, type }));
    setErrors(found);
    if (found.some((item) => Object.keys(item).length > 0)) return;
    const questions: JoinQuestion[] = drafts.map((draft) => {
      const type = draft.type as QuestionType;
      const question: JoinQuestion = {
        id: draft.id.startsWith(type) ? draft.id : newQuestionId(type),
        label: draft.label.trim(),
        type,
        required: draft.required,
        options: type === 'radio' || type === 'selection' ? draft.options : '',
      };
      if (type === 'textarea') {
        if (draft.rows) question.rows = draft.rows;
        if (draft.cols) question.cols = draft.cols;
      }
      return question;
    });
    setBusy(true);
    const result = await callFor('POST', GROUP_PATHS.questions(group.id), { questions }, Group);
    setBusy(false);
    if (!result.ok) return notify({ type: 'error', title: GROUP_MESSAGES.failedQuestions });
    notify({ type: 'success', title: GROUP_MESSAGES.savedGroup });
    onDone(result.data);
  }

  return (
    <form onSubmit={(event) => void save(event)} className={stack} noValidate aria-label="Join questions">
      {drafts.length === 0 ? <p>No questions yet: people join without answering any.</p> : null}
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
                  <Field.Root invalid={Boolean(error.options)}>
                    <Field.Label>Options (one per line)</Field.Label>
                    <Field.Textarea
                      rows={4}
                      value={draft.options}
                      onChange={(event) => change(index, { options: event.target.value })}
                    />
                    <Field.ErrorText>{error.options}</Field.ErrorText>
                  </Field.Root>
                ) : null}
                {draft.type === 'textarea' ? (
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
                    onClick={() => {
                      setDrafts((current) => current.filter((_, i) => i !== index));
                      setErrors((current) => current.filter((_, i) => i !== index));
                    }}
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
        <Button variant="outline" onClick={() => setDrafts((current) => [...current, blankDraft()])}>
          Add question
        </Button>
        <Button variant="ghost" onClick={() => onDone(null)}>
          {doneLabel}
        </Button>
        <OnlineSubmit label="Save questions" busyLabel="Saving…" isBusy={isBusy} />
      </div>
    </form>
  );
}
