// The job's screening questions in the job form: added, edited, reordered and removed; saved with the job.

import { Section } from '../../group-admin/form-section';
import type { QuestionDraft, QuestionDraftErrors } from '../../questions/question-drafts';
import { QuestionListEditor } from '../../questions/question-list-editor';

export function JobQuestionsEditor({
  drafts,
  errors,
  onChange,
}: {
  drafts: QuestionDraft[];
  errors: QuestionDraftErrors[];
  onChange: (drafts: QuestionDraft[]) => void;
}) {
  return (
    <Section title="Screening questions">
      <QuestionListEditor
        drafts={drafts}
        errors={errors}
        onChange={onChange}
        emptyText="No questions: people apply without answering any."
      />
    </Section>
  );
}
