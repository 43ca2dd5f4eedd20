import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { fieldErrors, LoginPayload, MESSAGES, SOCIAL_ERROR_MESSAGES, type SocialErrorKey } from '../../contract';
import { css } from '../../styled-system/css';
import { gateRedirect } from '../features/session/gate';
import { logIn } from '../features/session/mutations';
import { NextSearch } from '../features/session/next-path';
import { readMemberGate } from '../features/session/queries';
import { SocialButtons } from '../features/social/social-buttons';
import { useIsOnline } from '../features/sync/queries';
import { Button } from '../ui/button';
import { Field } from '../ui/field';

const linkStyle = css({ color: 'brand.solid', fontWeight: 'semibold', textDecoration: 'underline' });

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
  const isOnline = useIsOnline();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
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

  const general = errors['non_field_errors']?.[0] ?? errors['detail']?.[0];
  return (
    <section className={css({ maxW: 'sm', mx: 'auto', py: '8', display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Login</h1>
      {social ? (
        <p role="alert" className={css({ color: 'danger' })}>
          {social}
        </p>
      ) : null}
      <form noValidate onSubmit={onSubmit} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <Field.Root invalid={Boolean(errors['email'])}>
          <Field.Label>Email</Field.Label>
          <Field.Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <Field.ErrorText>{errors['email']?.[0]}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors['password'])}>
          <Field.Label>Password</Field.Label>
          <Field.Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Field.ErrorText>{errors['password']?.[0]}</Field.ErrorText>
        </Field.Root>
        {general ? (
          <p role="alert" className={css({ color: 'danger' })}>
            {general}
          </p>
        ) : null}
        <Button type="submit" disabled={isBusy || !isOnline}>
          {isBusy ? 'Logging in…' : 'Login'}
        </Button>
        {isOnline ? null : <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{MESSAGES.youAreOffline}</p>}
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
