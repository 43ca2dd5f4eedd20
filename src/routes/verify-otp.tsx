import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { OTP_LENGTH } from '../../contract';
import { css } from '../../styled-system/css';
import { AccountCard } from '../features/account/account-card';
import { generalError } from '../features/account/form-alert';
import { formStyle } from '../features/account/form-styles';
import { type FormErrors, resendOtp, verifyOtp } from '../features/account/mutations';
import { OnlineSubmit } from '../features/account/online-submit';
import { OtpInput } from '../features/account/otp-input';
import { NextSearch } from '../features/session/next-path';
import { readMemberGate, readSignedIn, useIdentity } from '../features/session/queries';
import { useIsOnline } from '../features/sync/queries';
import { Button } from '../ui/button';

export const Route = createFileRoute('/verify-otp')({
  validateSearch: NextSearch,
  beforeLoad: async ({ location, search }) => {
    const { hasSession, identity } = await readSignedIn();
    if (!hasSession) throw redirect({ to: '/login', search: { next: location.href } });
    if (identity?.is_verified) throw redirect({ href: search.next ?? '/' });
  },
  component: VerifyOtpPage,
});

const EMPTY_CODE = Array.from({ length: OTP_LENGTH }, () => '');

function VerifyOtpPage() {
  const { next = '/' } = Route.useSearch();
  const navigate = useNavigate();
  const identity = useIdentity();
  const isOnline = useIsOnline();
  const [code, setCode] = useState(EMPTY_CODE);
  const [errors, setErrors] = useState<FormErrors>({});
  const [isBusy, setBusy] = useState(false);
  const [resent, setResent] = useState<{ isBusy: boolean; message?: string; error?: string }>({ isBusy: false });
  const isComplete = code.every((digit) => /^\d$/.test(digit));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isComplete) return;
    setBusy(true);
    const result = await verifyOtp(code.join(''));
    setBusy(false);
    if (!result.ok) return setErrors(result.errors);
    // Verified: the member guards decide what comes next (a membership may still await approval).
    if ((await readMemberGate()) === 'pending') return navigate({ to: '/pending' });
    await navigate({ href: next });
  }

  async function onResend() {
    setResent({ isBusy: true });
    const result = await resendOtp();
    if (result.ok) setResent({ isBusy: false, message: result.data });
    else setResent({ isBusy: false, error: generalError(result.errors) ?? Object.values(result.errors)[0]?.[0] });
  }

  const error = errors['otp']?.[0] ?? generalError(errors);
  return (
    <AccountCard
      title="Verify your email"
      description={`Enter the ${OTP_LENGTH}-digit code we sent to ${identity?.email ?? 'your email'}.`}
    >
      <form noValidate onSubmit={onSubmit} className={formStyle}>
        <OtpInput
          value={code}
          onValueChange={(value) => {
            setCode(value);
            setErrors({});
          }}
          isInvalid={Boolean(error)}
          describedBy={error ? 'otp-error' : undefined}
        />
        {error ? (
          <p id="otp-error" role="alert" className={css({ color: 'danger', fontWeight: 'medium' })}>
            {error}
          </p>
        ) : null}
        <OnlineSubmit label="Verify" busyLabel="Verifying…" isBusy={isBusy} isDisabled={!isComplete} />
      </form>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' })}>
        <Button variant="outline" size="sm" disabled={resent.isBusy || !isOnline} onClick={() => void onResend()}>
          {resent.isBusy ? 'Sending…' : 'Resend code'}
        </Button>
        <p aria-live="polite" className={css({ fontSize: 'sm', color: resent.error ? 'danger' : 'fg.muted' })}>
          {resent.error ?? resent.message}
        </p>
      </div>
    </AccountCard>
  );
}
