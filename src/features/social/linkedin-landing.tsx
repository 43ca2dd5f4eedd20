/**
 * /linkedin, the professional network's redirect target (spec part 1 section 2). When
 * LinkedIn sends the browser back (code and state, or an error), the answer goes on to the
 * server's callback, which checks it and lands on /social-login or /login with a message.
 * Opened by itself, the page offers the LinkedIn login, or says clearly that this portal
 * has none configured.
 */
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { MESSAGES, SOCIAL_PATHS, type SocialProvider, socialNotConfigured } from '../../../contract';
import { button } from '../../../styled-system/recipes/button';
import { AccountCard } from '../account/account-card';
import { linkStyle } from '../account/form-styles';
import { useIsOnline } from '../sync/queries';
import { fetchSocialProviders } from './mutations';

const PROVIDER_ANSWER = ['code', 'state', 'error'];

/** True when the address carries LinkedIn's answer; the browser is then sent on to the callback. */
function forwardProviderAnswer(): boolean {
  const search = window.location.search;
  const params = new URLSearchParams(search);
  if (!PROVIDER_ANSWER.some((name) => params.has(name))) return false;
  window.location.replace(`${SOCIAL_PATHS.callback('linkedin')}${search}`);
  return true;
}

export function LinkedinLanding({ next }: { next: string }) {
  const isOnline = useIsOnline();
  const [isForwarding] = useState(forwardProviderAnswer);
  const [linkedin, setLinkedin] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (isForwarding || !isOnline) return;
    let isCurrent = true;
    void fetchSocialProviders().then((result) => {
      if (!isCurrent) return;
      const provider = result.ok ? result.data.find(({ id }) => id === 'linkedin') : undefined;
      if (provider) setLinkedin(provider);
      else setError(MESSAGES.couldNotComplete);
    });
    return () => {
      isCurrent = false;
    };
  }, [isForwarding, isOnline]);

  if (isForwarding) {
    return (
      <AccountCard title="Signing you in">
        <p role="status">Signing you in…</p>
      </AccountCard>
    );
  }
  const message = !isOnline
    ? MESSAGES.youAreOffline
    : (error ?? (linkedin && !linkedin.is_configured ? socialNotConfigured(linkedin.name) : null));
  return (
    <AccountCard title="Sign in with LinkedIn">
      {message ? <p role="alert">{message}</p> : null}
      {linkedin?.is_configured && isOnline ? (
        <a
          href={`${SOCIAL_PATHS.start('linkedin')}?${new URLSearchParams({ next })}`}
          className={button({ variant: 'solid' })}
        >
          Continue with LinkedIn
        </a>
      ) : null}
      {!message && !linkedin ? <p role="status">Loading…</p> : null}
      <p>
        <Link to="/login" search={{ next }} className={linkStyle}>
          Login with email instead
        </Link>
      </p>
    </AccountCard>
  );
}
