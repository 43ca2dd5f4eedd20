import { createFileRoute } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { ChangePasswordPayload, fieldErrors } from '../../../contract';
import { css } from '../../../styled-system/css';
import { AccountCard } from '../../features/account/account-card';
import { DeviceSection } from '../../features/account/device-section';
import { FormAlert } from '../../features/account/form-alert';
import { formStyle } from '../../features/account/form-styles';
import { changePassword, type FormErrors } from '../../features/account/mutations';
import { OnlineSubmit } from '../../features/account/online-submit';
import { AlternateEmailSection } from '../../features/alternate-email/components/alternate-email-section';
import { TextField } from '../../ui/text-field';

export const Route = createFileRoute('/_member/change-password')({ component: ChangePasswordPage });

const EMPTY = { old_password: '', new_password: '', confirm_password: '' };

function ChangePasswordPage() {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors>({});
  const [isBusy, setBusy] = useState(false);
  const [changed, setChanged] = useState<string | null>(null);

  const field = (name: keyof typeof EMPTY) => ({
    type: 'password',
    value: form[name],
    onValueChange: (value: string) => setForm((current) => ({ ...current, [name]: value })),
    error: errors[name]?.[0],
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setChanged(null);
    const parsed = v.safeParse(ChangePasswordPayload, form);
    if (!parsed.success) return setErrors(fieldErrors(parsed.issues));
    setBusy(true);
    const result = await changePassword(parsed.output);
    setBusy(false);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    setForm(EMPTY);
    setChanged(result.data);
  }

  return (
    <AccountCard title="Account" description="Your password, your emails and this device.">
      <form noValidate onSubmit={onSubmit} aria-labelledby="change-password-heading" className={formStyle}>
        <h2 id="change-password-heading" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
          Change password
        </h2>
        <TextField label="Current password" autoComplete="current-password" {...field('old_password')} />
        <TextField label="New password" autoComplete="new-password" {...field('new_password')} />
        <TextField label="Confirm new password" autoComplete="new-password" {...field('confirm_password')} />
        <FormAlert errors={errors} />
        {changed ? <p role="status">{changed}</p> : null}
        <OnlineSubmit label="Change password" busyLabel="Saving…" isBusy={isBusy} />
      </form>
      <AlternateEmailSection />
      <DeviceSection />
    </AccountCard>
  );
}
