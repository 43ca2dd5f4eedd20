/** The career tip form (/contribute/career-tip): a draft sent through the outbox; moderated after. */
import { type CareerTipFormPayload, CONTENT_MESSAGES, careerTipFormErrors } from '../../../../../contract';
import { DraftFormPage } from './draft-form-frame';
import { TitleContentGroupFields } from './shared-fields';
import { useShowAccepted } from './use-accepted';
import { useDraftForm } from './use-draft-form';

const empty = (): CareerTipFormPayload => ({ title: '', content: '', group: null });

export function CareerTipFormPage() {
  const onAccepted = useShowAccepted('careertip', CONTENT_MESSAGES.savedItem, '/career-tips');
  const form = useDraftForm<CareerTipFormPayload>({
    kind: 'careertip',
    editing: null,
    empty,
    validate: careerTipFormErrors,
    onAccepted,
  });
  const { values, set, errors } = form;
  return (
    <DraftFormPage form={form} heading="Share a Career Tip" label="Career tip" submitLabel="Submit">
      <TitleContentGroupFields values={values} set={set} errors={errors} groupPlaceholder="Default organization" />
    </DraftFormPage>
  );
}
