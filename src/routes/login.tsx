import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { fieldErrors, LoginPayload, MESSAGES } from '../../contract';
import { css } from '../../styled-system/css';
import { logIn } from '../features/session/mutations';
import { NextSearch } from '../features/session/next-path';
import { useIsOnline } from '../features/sync/queries';
import { Button } from '../ui/button';
import { Field } from '../ui/field';

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
    await navigate({ to: next });
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
    </section>
  );
}
