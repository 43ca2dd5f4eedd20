/** The career tip form (/contribute/career-tip): a draft sent through the outbox; moderated after. */
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  type AnyContent,
  type CareerTipFormPayload,
  CONTENT_MESSAGES,
  careerTipFormErrors,
} from '../../../../../contract';
import { css } from '../../../../../styled-system/css';
import { Button } from '../../../../ui/button';
import { notify } from '../../../../ui/notify';
import { TextField } from '../../../../ui/text-field';
import { FormStatus, formStack, GroupPicker, pageStyle } from './form-bits';
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
    <section className={pageStyle}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Share a Career Tip</h1>
      <FormStatus form={form} />
      {form.isReady ? (
        <form
          key={form.generation}
          noValidate
          aria-label="Career tip"
          className={formStack}
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit();
          }}
        >
          <TextField
            label="Title"
            value={values.title}
            onValueChange={(title) => set({ title })}
            error={errors.title}
          />
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
          <div>
            <Button type="submit" disabled={!form.isReady || form.isQueued}>
              Submit
            </Button>
          </div>
        </form>
      ) : (
        <p role="status">Loading…</p>
      )}
    </section>
  );
}
