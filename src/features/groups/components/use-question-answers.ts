// The answers typed in a join or apply dialog: kept while the dialog is open, checked, and sent as drafts.
import { useState } from 'react';
import type { JoinQuestion } from '../../../../contract';
import { type AnswerDraft, answerError } from './question-fields';

const EMPTY_ANSWER: AnswerDraft = { value: '', file: null };

export interface QuestionAnswers {
  answerOf: (questionId: string) => AnswerDraft;
  setAnswer: (questionId: string, answer: AnswerDraft) => void;
  /** Each unanswered or invalid question's message, by question id. */
  answerErrors: () => Record<string, string>;
  /** The answers in question order, as the join or apply mutation takes them. */
  answersToSend: () => { question_id: string; value: string; file: File | null }[];
}

export function useQuestionAnswers(questions: readonly JoinQuestion[]): QuestionAnswers {
  const [answers, setAnswers] = useState<Record<string, AnswerDraft>>({});
  const answerOf = (id: string) => answers[id] ?? EMPTY_ANSWER;
  return {
    answerOf,
    setAnswer: (id, answer) => setAnswers((current) => ({ ...current, [id]: answer })),
    answerErrors: () => {
      const found: Record<string, string> = {};
      for (const question of questions) {
        const error = answerError(question, answerOf(question.id));
        if (error) found[question.id] = error;
      }
      return found;
    },
    answersToSend: () =>
      questions.map((question) => {
        const answer = answerOf(question.id);
        return { question_id: question.id, value: answer.value, file: answer.file };
      }),
  };
}
