// Join and screening questions while they are being edited: drafts with a stable key, their errors and the stored form.
import { type JoinQuestion, newQuestionId, type QuestionType, questionErrors } from '../../../../contract';

export type QuestionDraft = Omit<JoinQuestion, 'type'> & { type: QuestionType | ''; key: number };
export type QuestionDraftErrors = ReturnType<typeof questionErrors>;
let nextKey = 0;

export const draftsOf = (questions: readonly JoinQuestion[]): QuestionDraft[] =>
  questions.map((question) => ({ ...question, key: nextKey++ }));

export const blankDraft = (): QuestionDraft => ({
  id: '',
  label: '',
  type: '',
  required: false,
  options: '',
  key: nextKey++,
});

/** Each draft's errors (empty objects when valid). */
export const draftErrors = (drafts: readonly QuestionDraft[]): QuestionDraftErrors[] =>
  drafts.map(({ type, key: _key, ...rest }) => questionErrors(type === '' ? rest : { ...rest, type }));

/** The questions to store (valid drafts only). */
export function questionsOf(drafts: readonly QuestionDraft[]): JoinQuestion[] {
  return drafts.map((draft) => {
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
}
