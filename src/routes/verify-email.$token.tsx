import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ACCOUNT_MESSAGES, EMAIL_VERIFIED_REDIRECT_MS } from '../../contract';
import { css, cx } from '../../styled-system/css';
import { button } from '../../styled-system/recipes/button';
import { AccountCard } from '../features/account/account-card';
import { generalError } from '../features/account/form-alert';
import { verifyEmail } from '../features/account/mutations';

export const Route = createFileRoute('/verify-email/$token')({ component: VerifyEmailPage });

type VerifyState = { kind: 'verifying' } | { kind: 'verified' } | { kind: 'failed'; reason: string | undefined };

/** Spec part 1 section 4: verifying, verified (home after 2 s, session kept), failed. */
function VerifyEmailPage() {
  const { token } = Route.useParams();
  const navigate = useNavigate();
  const [state, setState] = useState<VerifyState>({ kind: 'verifying' });

  useEffect(() => {
    let isCurrent = true;
    void verifyEmail(token).then((result) => {
      if (!isCurrent) return;
      if (result.ok) return setState({ kind: 'verified' });
      const reason = generalError(result.errors);
      setState({ kind: 'failed', reason: reason === ACCOUNT_MESSAGES.verificationFailed ? undefined : reason });
    });
    return () => {
      isCurrent = false;
    };
  }, [token]);

  useEffect(() => {
    if (state.kind !== 'verified') return;
    const timer = setTimeout(() => void navigate({ to: '/' }), EMAIL_VERIFIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.kind, navigate]);

  if (state.kind === 'verifying') {
    return (
      <AccountCard title="Verifying your email">
        <p role="status">Please wait while we verify your email…</p>
      </AccountCard>
    );
  }
  if (state.kind === 'verified') {
    return (
      <AccountCard title="Your email has been verified">
        <p role="status">Taking you home…</p>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={ACCOUNT_MESSAGES.verificationFailed}>
      {state.reason ? <p role="alert">{state.reason}</p> : null}
      <Link to="/" className={cx(button(), css({ alignSelf: 'flex-start' }))}>
        Go to Home
      </Link>
    </AccountCard>
  );
}
