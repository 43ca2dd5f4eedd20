import { keepFile } from './keep-file';

/** An answer as typed: a file answer carries the chosen File, kept in db.files until uploaded. */
export interface AnswerDraft {
  question_id: string;
  value: string;
  file?: File | null;
}

/** An answer as queued: a file answer names its kept file (its value defaults to the file's name). */
export interface QueuedAnswerDraft {
  question_id: string;
  value: string;
  fileId?: string;
}

/** Keeps each answer's chosen file in db.files and answers the drafts as a mutation queues them. */
export async function keepAnswerFiles(drafts: readonly AnswerDraft[]): Promise<QueuedAnswerDraft[]> {
  const answers: QueuedAnswerDraft[] = [];
  for (const answer of drafts) {
    if (answer.file) {
      const fileId = await keepFile(answer.file);
      answers.push({ question_id: answer.question_id, value: answer.value || answer.file.name, fileId });
    } else answers.push({ question_id: answer.question_id, value: answer.value });
  }
  return answers;
}
