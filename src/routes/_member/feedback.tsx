import { createFileRoute } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { ACCOUNT_MESSAGES, FeedbackPayload } from '../../../contract';
import { AccountCard } from '../../features/account/account-card';
import { FormAlert } from '../../features/account/form-alert';
import { formStyle } from '../../features/account/form-styles';
import { type FormErrors, sendFeedback } from '../../features/account/mutations';
import { OnlineSubmit } from '../../features/account/online-submit';
import { Field } from '../../ui/field';
import { notify } from '../../ui/notify';
import { TextField } from '../../ui/text-field';

export const Route = createFileRoute('/_member/feedback')({ component: FeedbackPage });

function FeedbackPage() {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [isBusy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(FeedbackPayload, { title, description });
    // One message for both fields (spec part 1 section 5), shown once for the form.
    if (!parsed.success) return setErrors({ non_field_errors: [parsed.issues[0].message] });
    setBusy(true);
    const result = await sendFeedback(parsed.output.title, parsed.output.description);
    setBusy(false);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    setTitle('');
    setDescription('');
    notify({ title: ACCOUNT_MESSAGES.feedbackThanks, type: 'success' });
  }

  return (
    <AccountCard title="Feedback" description="Tell us what works, what does not, and what you would like to see.">
      <form noValidate onSubmit={onSubmit} className={formStyle}>
        <TextField label="Title" value={title} onValueChange={setTitle} error={errors['title']?.[0]} maxLength={200} />
        <Field.Root invalid={Boolean(errors['description'])}>
          <Field.Label>Description</Field.Label>
          <Field.Textarea value={description} onChange={(event) => setDescription(event.target.value)} rows={6} />
          <Field.ErrorText>{errors['description']?.[0]}</Field.ErrorText>
        </Field.Root>
        <FormAlert errors={errors} />
        <OnlineSubmit label="Submit" busyLabel="Sending…" isBusy={isBusy} />
      </form>
    </AccountCard>
  );
}
