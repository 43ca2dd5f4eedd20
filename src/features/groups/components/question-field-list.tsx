// Every question of a join or apply dialog as a form control, bound to the dialog's answers.
import type { JoinQuestion } from '../../../../contract';
import { QuestionField } from './question-fields';
import type { QuestionAnswers } from './use-question-answers';

export function QuestionFieldList({
  questions,
  answers,
  errors,
}: {
  questions: readonly JoinQuestion[];
  answers: QuestionAnswers;
  /** Messages by question id. */
  errors: Record<string, string>;
}) {
  return questions.map((question) => (
    <QuestionField
      key={question.id}
      question={question}
      answer={answers.answerOf(question.id)}
      error={errors[question.id]}
      onChange={(answer) => answers.setAnswer(question.id, answer)}
    />
  ));
}
