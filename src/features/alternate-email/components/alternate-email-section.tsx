/**
 * The alternate e-mail of the Account page (spec part 1 section 4): none (add one),
 * added (a code was mailed to it: verify, resend, remove), verified (make it primary
 * after a confirm step, or remove). The state is the identity's; each call re-reads it.
 */
import { type FormEvent, type ReactNode, useState } from 'react';
import * as v from 'valibot';
import { AlternateEmailPayload, fieldErrors, OTP_LENGTH } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { FormAlert } from '../../account/form-alert';
import { formStyle, noteStyle } from '../../account/form-styles';
import type { AccountResult, FormErrors } from '../../account/mutations';
import { OnlineSubmit } from '../../account/online-submit';
import { OtpInput } from '../../account/otp-input';
import { useIdentity } from '../../session/queries';
import { useIsOnline } from '../../sync/queries';
import { addAlternateEmail, makeAlternateEmailPrimary, removeAlternateEmail, verifyAlternateEmail } from '../mutations';

const rowStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });

export function AlternateEmailSection() {
  const identity = useIdentity();
  const isOnline = useIsOnline();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState<string[]>([]);
  const [errors, setErrors] = useState<FormErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [isConfirming, setConfirming] = useState(false);

  const alternate = identity?.alternate_email ?? null;
  const isVerified = identity?.is_alternate_email_verified ?? false;

  /** Run one call; its message (or its errors) replaces what was shown. */
  async function run<T>(action: () => Promise<AccountResult<T>>, onDone?: (data: T) => void): Promise<void> {
    setBusy(true);
    setNotice(null);
    const result = await action();
    setBusy(false);
    setConfirming(false);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    onDone?.(result.data);
  }

  function onAdd(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(AlternateEmailPayload, { email });
    if (!parsed.success) return setErrors(fieldErrors(parsed.issues));
    void run(
      () => addAlternateEmail(parsed.output.email),
      (detail) => {
        setNotice(detail);
        setEmail('');
        setCode([]);
      },
    );
  }

  function onVerify(event: FormEvent) {
    event.preventDefault();
    void run(() => verifyAlternateEmail(code.join('')), setNotice);
  }

  const resend = () => run(() => addAlternateEmail(alternate ?? ''), setNotice);
  const remove = () =>
    run(removeAlternateEmail, () => {
      setCode([]);
      setNotice(null);
    });
  const makePrimary = () => run(makeAlternateEmailPrimary, setNotice);
  const canAct = isOnline && !isBusy;

  let body: ReactNode;
  if (!alternate) {
    body = (
      <form noValidate onSubmit={onAdd} className={formStyle}>
        <TextField
          label="Alternate email"
          type="email"
          autoComplete="email"
          value={email}
          onValueChange={setEmail}
          error={errors['email']?.[0]}
        />
        <OnlineSubmit label="Add" busyLabel="Adding…" isBusy={isBusy} />
      </form>
    );
  } else if (!isVerified) {
    const otpError = errors['otp']?.[0];
    body = (
      <form noValidate onSubmit={onVerify} className={formStyle}>
        <p>
          Enter the {OTP_LENGTH}-digit code we sent to <strong>{alternate}</strong>.
        </p>
        <OtpInput
          value={code}
          onValueChange={setCode}
          isInvalid={Boolean(otpError)}
          describedBy={otpError ? 'alternate-otp-error' : undefined}
        />
        {otpError ? (
          <p id="alternate-otp-error" role="alert" className={css({ color: 'danger', fontWeight: 'medium' })}>
            {otpError}
          </p>
        ) : null}
        <OnlineSubmit
          label="Verify"
          busyLabel="Verifying…"
          isBusy={isBusy}
          isDisabled={code.join('').length !== OTP_LENGTH}
        />
        <div className={rowStyle}>
          <Button type="button" variant="outline" size="sm" disabled={!canAct} onClick={() => void resend()}>
            Resend
          </Button>
          <Button type="button" variant="ghost" size="sm" disabled={!canAct} onClick={() => void remove()}>
            Remove
          </Button>
        </div>
      </form>
    );
  } else {
    body = (
      <div className={formStyle}>
        <p>
          <strong>{alternate}</strong> is verified.
        </p>
        {isConfirming ? (
          <div className={formStyle}>
            <p>
              Log in with {alternate} from now on? {identity?.email} will no longer log in, and your other devices will
              be logged out.
            </p>
            <div className={rowStyle}>
              <Button type="button" disabled={!canAct} onClick={() => void makePrimary()}>
                {isBusy ? 'Saving…' : 'Yes, make primary'}
              </Button>
              <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </div>
          </div>
        ) : (
          <div className={rowStyle}>
            <Button type="button" disabled={!canAct} onClick={() => setConfirming(true)}>
              Make primary
            </Button>
            <Button type="button" variant="ghost" disabled={!canAct} onClick={() => void remove()}>
              Remove
            </Button>
          </div>
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby="alternate-email-heading" className={formStyle}>
      <h2 id="alternate-email-heading" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        Alternate email
      </h2>
      <p className={noteStyle}>Your login email is {identity?.email ?? '…'}.</p>
      {body}
      <FormAlert errors={errors} />
      {notice ? <p role="status">{notice}</p> : null}
    </section>
  );
}
