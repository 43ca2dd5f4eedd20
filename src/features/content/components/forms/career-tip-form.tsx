/** The career tip form (/contribute/career-tip): a draft sent through the outbox; moderated after. */
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  type AnyContent,
  type CareerTipFormPayload,
  CONTENT_MESSAGES,
  careerTipFormErrors,
} from '../../../../../contract';
import { notify } from '../../../../ui/notify';
import { TextField } from '../../../../ui/text-field';
import { DraftFormPage } from './draft-form-frame';
import { GroupPicker } from './form-bits';
import { RichText } from './rich-text';
import { itemHref, useDraftForm } from './use-draft-form';

const empty = (): CareerTipFormPayload => ({ title: '', content: '', group: null });

export function CareerTipFormPage() {
  const navigate = useNavigate();
  const onAccepted = useCallback(
    (saved: AnyContent | null) => {
      notify({ type: 'success', title: CONTENT_MESSAGES.savedItem });
      void navigate({ href: saved ? itemHref('careertip', saved) : '/career-tips' });
    },
    [navigate],
  );
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
      <TextField label="Title" value={values.title} onValueChange={(title) => set({ title })} error={errors.title} />
      <RichText
        label="Content"
        value={values.content}
        onChange={(content) => set({ content })}
        error={errors.content}
      />
      <GroupPicker
        value={values.group}
        onChange={(group) => set({ group })}
        error={errors.group}
        placeholder="Default organization"
      />
    </DraftFormPage>
  );
}
