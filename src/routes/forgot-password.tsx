import { createFileRoute, Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { ForgotPasswordPayload, fieldErrors } from '../../contract';
import { AccountCard } from '../features/account/account-card';
import { EmailField } from '../features/account/credential-fields';
import { FormAlert } from '../features/account/form-alert';
import { formStyle, linkStyle } from '../features/account/form-styles';
import { type FormErrors, requestPasswordReset } from '../features/account/mutations';
import { OnlineSubmit } from '../features/account/online-submit';

export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordPage });

function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [isBusy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(ForgotPasswordPayload, { email });
    if (!parsed.success) return setErrors(fieldErrors(parsed.issues));
    setBusy(true);
    const result = await requestPasswordReset(parsed.output.email);
    setBusy(false);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    setSent(result.data);
  }

  return (
    <AccountCard title="Forgot password" description="Enter your email and we will send you a link to reset it.">
      {sent ? (
        <p role="status">{sent}</p>
      ) : (
        <form noValidate onSubmit={onSubmit} className={formStyle}>
          <EmailField value={email} onValueChange={setEmail} errors={errors} />
          <FormAlert errors={errors} />
          <OnlineSubmit label="Send reset link" busyLabel="Sending…" isBusy={isBusy} />
        </form>
      )}
      <p>
        <Link to="/login" className={linkStyle}>
          Back to Login
        </Link>
      </p>
    </AccountCard>
  );
}
