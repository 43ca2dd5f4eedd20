/**
 * Questions a group or job administrator sends (join questions, application questions),
 * checked by the question builder's rules and given ids, as both forms need them.
 */
import { questionErrors } from '../../contract/group-form';
import { newQuestionId, QUESTION_TYPES, type QuestionType } from '../../contract/groups';
import { HttpError } from '../http/errors';

/** Questions checked by the question builder's rules (400 `questions.{i}.{field}`), new ones given ids. */
export function preparedQuestions(raw: unknown[]): Record<string, unknown>[] {
  const errors: Record<string, string[]> = {};
  const fixed = raw.map((item, i) => {
    const question = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
    const type = typeof question['type'] === 'string' ? question['type'] : '';
    for (const [field, message] of Object.entries(questionErrors({ ...question, type } as never))) {
      errors[`questions.${i}.${field}`] = [message];
    }
    const isType = (QUESTION_TYPES as readonly string[]).includes(type);
    const id = typeof question['id'] === 'string' && question['id'] ? question['id'] : null;
    return { options: '', required: false, ...question, id: id ?? (isType ? newQuestionId(type as QuestionType) : '') };
  });
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
  return fixed;
}
