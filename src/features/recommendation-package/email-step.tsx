/**
 * Step 3: the e-mail template (subject, body, footer; preset from the spec) and what it will
 * carry. Every keystroke is kept in the draft; Send Email checks the texts with the contract's
 * schema and asks for confirmation before anything is sent.
 */
import { useState } from 'react';
import * as v from 'valibot';
import {
  fieldErrors,
  PACKAGE_MESSAGES,
  PACKAGE_SUBJECT_MAX,
  PACKAGE_TEXT_MAX,
  type PackageMember,
  PackageSendPayload,
} from '../../../contract';
import { css } from '../../../styled-system/css';
import type { PackageDraft } from '../../../sync/core/db';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { notify } from '../../ui/notify';
import { TextField } from '../../ui/text-field';
import { useIsOnline } from '../sync/queries';
import { ConfirmSendDialog } from './confirm-send-dialog';
import { type PackageText, setPackageStep, setPackageText } from './mutations';
import { SelectedItems } from './selected-items';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '3xl' });
const actions = css({ display: 'flex', gap: '2', flexWrap: 'wrap', justifyContent: 'flex-end' });

type Texts = Record<PackageText, string>;
type Errors = Partial<Record<PackageText, string>>;

const TEXT_FIELDS = ['subject', 'body', 'footer'] as const;
/** The server puts the member's first name where the preset body says {first_name}. */
const FIRST_NAME_HINT = "{first_name} becomes the member's first name.";

export function EmailStep({ draft, member }: { draft: PackageDraft; member: PackageMember }) {
  const isOnline = useIsOnline();
  // Typed text lives here for a steady cursor and is written through to the draft.
  const [texts, setTexts] = useState<Texts>({ subject: draft.subject, body: draft.body, footer: draft.footer });
  const [errors, setErrors] = useState<Errors>({});
  const [payload, setPayload] = useState<PackageSendPayload | null>(null);

  function change(field: PackageText, value: string) {
    setTexts((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    void setPackageText(field, value);
  }

  /** Shows the server's or the schema's messages: under a text field, the rest as a toast. */
  function showErrors(all: Record<string, string[]>) {
    const next: Errors = {};
    for (const [key, messages] of Object.entries(all)) {
      const field = TEXT_FIELDS.find((name) => name === key);
      if (field) next[field] = messages[0];
      else if (messages[0]) notify({ type: 'error', title: messages[0] });
    }
    setErrors(next);
  }

  function askToSend() {
    const items = draft.items.map((item) => ({ type: item.type, id: item.id }));
    const checked = v.safeParse(PackageSendPayload, { user_id: member.id, items, ...texts });
    if (checked.success) setPayload(checked.output);
    else showErrors(fieldErrors(checked.issues));
  }

  return (
    <form
      aria-label="Recommendation e-mail"
      noValidate
      className={stack}
      onSubmit={(event) => {
        event.preventDefault();
        askToSend();
      }}
    >
      <p>
        To <strong>{member.name}</strong> ({member.email})
      </p>
      <TextField
        label={PACKAGE_MESSAGES.subject}
        value={texts.subject}
        maxLength={PACKAGE_SUBJECT_MAX}
        error={errors.subject}
        onValueChange={(value) => change('subject', value)}
      />
      {(['body', 'footer'] as const).map((field) => (
        <Field.Root key={field} invalid={Boolean(errors[field])}>
          <Field.Label>{field === 'body' ? PACKAGE_MESSAGES.body : PACKAGE_MESSAGES.footer}</Field.Label>
          <Field.Textarea
            rows={field === 'body' ? 6 : 3}
            maxLength={PACKAGE_TEXT_MAX}
            value={texts[field]}
            onChange={(event) => change(field, event.target.value)}
          />
          {field === 'body' ? <Field.HelperText>{FIRST_NAME_HINT}</Field.HelperText> : null}
          <Field.ErrorText>{errors[field]}</Field.ErrorText>
        </Field.Root>
      ))}
      <section aria-labelledby="package-email-items" className={css({ display: 'flex', flexDirection: 'column' })}>
        <h2 id="package-email-items" className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '2' })}>
          {PACKAGE_MESSAGES.selected} ({draft.items.length})
        </h2>
        <SelectedItems items={draft.items} />
      </section>
      <div className={actions}>
        <Button variant="outline" onClick={() => void setPackageStep('browse')}>
          {PACKAGE_MESSAGES.back}
        </Button>
        <Button type="submit" disabled={!isOnline}>
          {PACKAGE_MESSAGES.sendEmail}
        </Button>
      </div>
      <ConfirmSendDialog member={member} payload={payload} onClose={() => setPayload(null)} onRejected={showErrors} />
    </form>
  );
}
