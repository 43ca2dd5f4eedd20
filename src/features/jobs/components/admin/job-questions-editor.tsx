// The job's screening questions in the job form: added, edited, reordered and removed; saved with the job.

import type { QuestionDraft, QuestionDraftErrors } from '../../../ama/components/question-drafts';
import { QuestionListEditor } from '../../../ama/components/question-list-editor';
import { Section } from '../../../groups/components/admin/form-section';

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
