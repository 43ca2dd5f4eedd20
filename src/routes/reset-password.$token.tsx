import { createFileRoute, Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { fieldErrors, ResetPasswordPayload } from '../../contract';
import { AccountCard } from '../features/account/account-card';
import { PasswordField } from '../features/account/credential-fields';
import { FormAlert } from '../features/account/form-alert';
import { formStyle, linkStyle } from '../features/account/form-styles';
import { type FormErrors, resetPassword } from '../features/account/mutations';
import { OnlineSubmit } from '../features/account/online-submit';

export const Route = createFileRoute('/reset-password/$token')({ component: ResetPasswordPage });

function ResetPasswordPage() {
  const { token } = Route.useParams();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [isBusy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(ResetPasswordPayload, { token, password, confirm_password: confirm });
    if (!parsed.success) return setErrors(fieldErrors(parsed.issues));
    setBusy(true);
    const result = await resetPassword(token, password, confirm);
    setBusy(false);
    if (!result.ok) return setErrors(result.errors);
    setDone(result.data);
  }

  if (done) {
    return (
      <AccountCard title="Reset password">
        <p role="status">{done}</p>
        <Link to="/login" className={linkStyle}>
          Go to Login
        </Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Reset password" description="Choose a new password for your account.">
      <form noValidate onSubmit={onSubmit} className={formStyle}>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value={password}
          onValueChange={setPassword}
          errors={errors}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          name="confirm_password"
          value={confirm}
          onValueChange={setConfirm}
          errors={errors}
        />
        <FormAlert errors={{ ...errors, non_field_errors: errors['non_field_errors'] ?? errors['token'] ?? [] }} />
        <OnlineSubmit label="Reset password" busyLabel="Saving…" isBusy={isBusy} />
      </form>
      <Link to="/forgot-password" className={linkStyle}>
        Request a new link
      </Link>
    </AccountCard>
  );
}
