import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { fieldErrors, LoginPayload, SOCIAL_ERROR_MESSAGES, type SocialErrorKey } from '../../contract';
import { css } from '../../styled-system/css';
import { EmailField, PasswordField } from '../features/account/credential-fields';
import { FormAlert } from '../features/account/form-alert';
import { formStyle, linkStyle } from '../features/account/form-styles';
import type { FormErrors } from '../features/account/mutations';
import { OnlineSubmit } from '../features/account/online-submit';
import { gateRedirect } from '../features/session/gate';
import { logIn } from '../features/session/mutations';
import { NextSearch } from '../features/session/next-path';
import { readMemberGate } from '../features/session/queries';
import { SocialButtons } from '../features/social/social-buttons';

/** A failed social login comes back with ?error=social&message={key} (contract SOCIAL_ERROR_MESSAGES). */
const LoginSearch = v.object({
  ...NextSearch.entries,
  error: v.optional(v.fallback(v.string(), '')),
  message: v.optional(v.fallback(v.string(), '')),
});

function socialError(error: string | undefined, message: string | undefined): string | undefined {
  if (error !== 'social' || !message || !Object.hasOwn(SOCIAL_ERROR_MESSAGES, message)) return undefined;
  return SOCIAL_ERROR_MESSAGES[message as SocialErrorKey];
}

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearch,
  component: LoginPage,
});

function LoginPage() {
  const { next = '/', error, message } = Route.useSearch();
  const social = socialError(error, message);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [isBusy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(LoginPayload, { email, password });
    if (!parsed.success) return setErrors(fieldErrors(parsed.issues));
    setBusy(true);
    const result = await logIn(parsed.output.email, parsed.output.password);
    setBusy(false);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    // Unverified members verify their code first; the other guards apply on the way (spec part 1 section 4).
    const gate = await readMemberGate();
    if (gate && gate !== 'login') return navigate(gateRedirect(gate, next));
    await navigate({ href: next });
  }

  return (
    <section className={css({ maxW: 'sm', mx: 'auto', py: '8', display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Login</h1>
      {social ? (
        <p role="alert" className={css({ color: 'danger' })}>
          {social}
        </p>
      ) : null}
      <form noValidate onSubmit={onSubmit} className={formStyle}>
        <EmailField value={email} onValueChange={setEmail} errors={errors} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          errors={errors}
        />
        <FormAlert errors={errors} />
        <OnlineSubmit label="Login" busyLabel="Logging in…" isBusy={isBusy} />
      </form>
      <SocialButtons next={next} />
      <p>
        <Link to="/forgot-password" className={linkStyle}>
          Forgot password?
        </Link>
      </p>
      <p>
        Don't have an account?{' '}
        <Link to="/signup" search={{ next }} className={linkStyle}>
          Sign up
        </Link>
      </p>
    </section>
  );
}
