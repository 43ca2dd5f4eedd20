/**
 * The question builder (part 2 section 5): join questions added, edited, reordered and
 * removed, saved with POST questions/ ('Failed to add questions' on failure).
 */
import { type FormEvent, useState } from 'react';
import { GROUP_MESSAGES, type Group } from '../../../../../contract';
import { Button } from '../../../../ui/button';
import { notify } from '../../../../ui/notify';
import { OnlineSubmit } from '../../../account/online-submit';
import {
  draftErrors,
  draftsOf,
  type QuestionDraft,
  type QuestionDraftErrors,
  questionsOf,
} from '../../../ama/components/question-drafts';
import { QuestionListEditor } from '../../../ama/components/question-list-editor';
import { callOnline } from '../../../sync/online';
import { stack } from './shared';

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
  const [drafts, setDrafts] = useState<QuestionDraft[]>(() => draftsOf(group.extra_info.questions));
  const [errors, setErrors] = useState<QuestionDraftErrors[]>([]);
  const [isBusy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = draftErrors(drafts);
    setErrors(found);
    if (found.some((item) => Object.keys(item).length > 0)) return;
    const questions = questionsOf(drafts);
    setBusy(true);
    const result = await callOnline('saveJoinQuestions', { groupId: group.id, questions });
    setBusy(false);
    if (!result.ok) return notify({ type: 'error', title: GROUP_MESSAGES.failedQuestions });
    notify({ type: 'success', title: GROUP_MESSAGES.savedGroup });
    onDone(result.data);
  }

  return (
    <form onSubmit={(event) => void save(event)} className={stack} noValidate aria-label="Join questions">
      <QuestionListEditor
        drafts={drafts}
        errors={errors}
        onChange={setDrafts}
        onRemove={(index) => setErrors((current) => current.filter((_, i) => i !== index))}
        emptyText="No questions yet: people join without answering any."
        hasSizeFields
      >
        <Button variant="ghost" onClick={() => onDone(null)}>
          {doneLabel}
        </Button>
        <OnlineSubmit label="Save questions" busyLabel="Saving…" isBusy={isBusy} />
      </QuestionListEditor>
    </form>
  );
}
