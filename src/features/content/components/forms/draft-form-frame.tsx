/**
 * The frame every content form shares (page or dialog): the draft's status notes, then the form,
 * remounted for each draft generation, with its fields and the submit button; Loading… until the
 * draft is read. `DraftFormPage` (the forms on their own page) sits here too: in its own module
 * it became one more chunk whose name the first bundle would list.
 */
import type { ReactNode } from 'react';
import { css } from '../../../../../styled-system/css';
import { Button } from '../../../../ui/button';
import { FormStatus, formStack, pageStyle } from './form-bits';
import { UnsentDrafts } from './unsent-drafts';
import type { DraftForm, DraftValues } from './use-draft-form';

interface DraftFormFrameProps<T extends DraftValues> {
  form: DraftForm<T>;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** More buttons after submit (the dialog's Cancel). */
  actions?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

export function DraftFormFrame<T extends DraftValues>(props: DraftFormFrameProps<T>) {
  const { form } = props;
  return (
    <>
      <FormStatus form={form} />
      {form.isReady ? (
        <form
          key={form.generation}
          noValidate
          aria-label={props.label}
          className={formStack}
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit();
          }}
        >
          {props.children}
          <div className={css({ display: 'flex', gap: '2' })}>
            <Button type="submit" disabled={!form.isReady || form.isQueued}>
              {props.submitLabel}
            </Button>
            {props.actions}
          </div>
        </form>
      ) : (
        <p role="status">Loading…</p>
      )}
      {form.isNew ? <UnsentDrafts kind={form.kind} currentId={form.draftId} onOpen={form.openDraft} /> : null}
    </>
  );
}

interface DraftFormPageProps<T extends DraftValues> extends DraftFormFrameProps<T> {
  heading: string;
}

/** A content form on its own page (/contribute/*, /create/*): the heading above the frame. */
export function DraftFormPage<T extends DraftValues>({ heading, ...frame }: DraftFormPageProps<T>) {
  return (
    <section className={pageStyle}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{heading}</h1>
      <DraftFormFrame {...frame} />
    </section>
  );
}
