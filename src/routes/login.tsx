import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { fieldErrors, LoginPayload, MESSAGES } from '../../contract';
import { css } from '../../styled-system/css';
import { gateRedirect } from '../features/session/gate';
import { logIn } from '../features/session/mutations';
import { NextSearch } from '../features/session/next-path';
import { readMemberGate } from '../features/session/queries';
import { useIsOnline } from '../features/sync/queries';
import { Button } from '../ui/button';
import { Field } from '../ui/field';

const linkStyle = css({ color: 'brand.solid', fontWeight: 'semibold', textDecoration: 'underline' });

export const Route = createFileRoute('/login')({
  validateSearch: NextSearch,
  component: LoginPage,
});

function LoginPage() {
  const { next = '/' } = Route.useSearch();
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
