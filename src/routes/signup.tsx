import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { ACCOUNT_MESSAGES, fieldErrors, SIGNUP_TOAST_MS, SignupPayload } from '../../contract';
import { css } from '../../styled-system/css';
import { AccountCard } from '../features/account/account-card';
import { CaptchaCheck } from '../features/account/captcha-check';
import { FormAlert } from '../features/account/form-alert';
import { formStyle, linkStyle, noteStyle } from '../features/account/form-styles';
import { type FormErrors, signUp } from '../features/account/mutations';
import { OnlineSubmit } from '../features/account/online-submit';
import { NextSearch } from '../features/session/next-path';
import { readSignedIn } from '../features/session/queries';
import { SocialButtons } from '../features/social/social-buttons';
import { useIsOnline } from '../features/sync/queries';
import { notify } from '../ui/notify';
import { TextField } from '../ui/text-field';

const SignupSearch = v.object({
  ...NextSearch.entries,
  /** Signing up to join this host's organization (kept through the flow). */
  join: v.optional(v.fallback(v.boolean(), false)),
});

export const Route = createFileRoute('/signup')({
  validateSearch: SignupSearch,
  // A signed-in member has nothing to sign up for; a trial user does.
  beforeLoad: async () => {
    const { hasSession, identity } = await readSignedIn();
    if (hasSession && identity && !identity.is_trial_user) throw redirect({ to: '/' });
  },
  component: SignupPage,
});

const EMPTY = { first_name: '', last_name: '', email: '', password: '', confirm_password: '' };

function SignupPage() {
  const { next = '/' } = Route.useSearch();
  const navigate = useNavigate();
  const isOnline = useIsOnline();
  const [form, setForm] = useState(EMPTY);
  const [isSubscribed, setSubscribed] = useState(true);
  const [captcha, setCaptcha] = useState({ round: 0, payload: '' });
  const [errors, setErrors] = useState<FormErrors>({});
  const [isBusy, setBusy] = useState(false);

  const field = (name: keyof typeof EMPTY) => ({
    value: form[name],
    onValueChange: (value: string) => setForm((current) => ({ ...current, [name]: value })),
    error: errors[name]?.[0],
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = { ...form, subscribe_to_newsletter: isSubscribed, recaptcha_response: captcha.payload };
    const parsed = v.safeParse(SignupPayload, input);
    if (!parsed.success) return setErrors(fieldErrors(parsed.issues));
    setBusy(true);
    const { first_name, last_name, email, password, confirm_password, recaptcha_response } = parsed.output;
    const result = await signUp({
      first_name,
      last_name,
      email,
      password,
      confirm_password,
      subscribe_to_newsletter: isSubscribed,
      recaptcha_response,
    });
    setBusy(false);
    if (!result.ok) {
      // Whatever went wrong, the solved challenge is spent: ask for a new one, keep the rest.
      setCaptcha((current) => ({ round: current.round + 1, payload: '' }));
      return setErrors(result.errors);
    }
    notify({ title: ACCOUNT_MESSAGES.signupSuccess, type: 'success', duration: SIGNUP_TOAST_MS });
    await navigate({ to: '/verify-otp', search: { next } });
  }

  return (
    <AccountCard title="Sign up" description="Create your account to get started.">
      <form noValidate onSubmit={onSubmit} className={formStyle}>
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            gap: '4',
          })}
        >
          <TextField label="First name" autoComplete="given-name" {...field('first_name')} />
          <TextField label="Last name" autoComplete="family-name" {...field('last_name')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Password" type="password" autoComplete="new-password" {...field('password')} />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...field('confirm_password')}
        />
        <label className={css({ display: 'flex', alignItems: 'center', gap: '2', cursor: 'pointer' })}>
          <input
            type="checkbox"
            checked={isSubscribed}
            onChange={(event) => setSubscribed(event.target.checked)}
            className={css({ w: '4', h: '4', accentColor: 'brand.solid' })}
          />
          Subscribe to our newsletter
        </label>
        <CaptchaCheck
          key={captcha.round}
          onSolved={(payload) => setCaptcha((current) => ({ ...current, payload }))}
          error={errors['recaptcha_response']?.[0]}
          isDisabled={!isOnline}
        />
        <FormAlert errors={errors} />
        <OnlineSubmit
          label="Sign up"
          busyLabel="Signing up…"
          isBusy={isBusy}
          isDisabled={!captcha.payload}
          hint={captcha.payload ? undefined : ACCOUNT_MESSAGES.captchaRequired}
        />
      </form>
      <SocialButtons next={next} />
      <p className={noteStyle}>
        By signing up you agree to the{' '}
        <Link to="/terms-and-conditions" className={linkStyle}>
          Terms and Conditions
        </Link>
        .
      </p>
      <p>
        Already have an account?{' '}
        <Link to="/login" search={{ next }} className={linkStyle}>
          Login
        </Link>
      </p>
    </AccountCard>
  );
}
