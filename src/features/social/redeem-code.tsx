/**
 * The landing page of a hand-off or a social login (spec part 1 section 4): the address
 * carries a single-use code, never a token. It leaves the address at once (history, the
 * screen, a shared link), is spent for a session here, and the member goes on to `next`.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { MESSAGES, NextPath, ORGANIZATION_MESSAGES } from '../../../contract';
import { AccountCard } from '../account/account-card';
import { generalError } from '../account/form-alert';
import { linkStyle } from '../account/form-styles';
import { useIsOnline } from '../sync/queries';
import { redeemSessionCode } from './mutations';

let taken: { code: string; next: string } | undefined;

/** The code and next of the address, read once (React may ask twice): the page then removes them. */
function takeCodeFromAddress(): { code: string; next: string } {
  const params = new URLSearchParams(window.location.search);
  if (params.has('code') || !taken) {
    taken = { code: params.get('code') ?? '', next: v.parse(NextPath, params.get('next') ?? undefined) };
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }
  return taken;
}

export function RedeemCode({ kind }: { kind: 'handoff' | 'social' }) {
  const navigate = useNavigate();
  const isOnline = useIsOnline();
  const [{ code, next }] = useState(takeCodeFromAddress);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!isOnline) return;
    if (!code) return setError(ORGANIZATION_MESSAGES.handoffInvalid);
    let isCurrent = true;
    void redeemSessionCode(kind, code).then(async (result) => {
      if (!isCurrent) return;
      if (result.ok) return navigate({ href: next, replace: true });
      setError(generalError(result.errors) ?? Object.values(result.errors)[0]?.[0] ?? MESSAGES.couldNotComplete);
    });
    return () => {
      isCurrent = false;
    };
  }, [kind, code, next, isOnline, navigate]);

  const message = isOnline ? error : MESSAGES.youAreOffline;
  return (
    <AccountCard title="Signing you in">
      {message ? (
        <>
          <p role="alert">{message}</p>
          <p>
            <Link to="/login" search={{ next }} className={linkStyle}>
              Login
            </Link>
          </p>
        </>
      ) : (
        <p role="status">Signing you in…</p>
      )}
    </AccountCard>
  );
}
