import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../contract';
import { css } from '../../../styled-system/css';
import { wrappingRowCard } from '../../ui/card-styles';
import { CheckIcon } from '../../ui/icons';
import { fetchCaptchaChallenge } from './mutations';

type CaptchaState =
  | { kind: 'idle' }
  | { kind: 'verifying' }
  | { kind: 'verified' }
  | { kind: 'failed'; message: string };

interface CaptchaCheckProps {
  /** Called with the solved payload (the signup's `recaptcha_response`). */
  onSolved: (payload: string) => void;
  /** A message from the server about the last payload, shown under the box. */
  error?: string | undefined;
  isDisabled?: boolean;
}

/**
 * "I'm not a robot": a checkbox that fetches an ALTCHA challenge and solves
 * it in the background. Mount it with a new `key` to start over (a payload works once).
 */
export function CaptchaCheck({ onSolved, error, isDisabled = false }: CaptchaCheckProps) {
  const [state, setState] = useState<CaptchaState>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  // A native checkbox shows "in progress" only through the indeterminate property.
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = state.kind === 'verifying';
  }, [state.kind]);

  async function verify() {
    if (state.kind === 'verifying' || state.kind === 'verified') return;
    setState({ kind: 'verifying' });
    const [challenge, { solveCaptcha }] = await Promise.all([fetchCaptchaChallenge(), import('./solve-captcha')]);
    if (!challenge.ok) {
      const message = challenge.errors['non_field_errors']?.[0] ?? ACCOUNT_MESSAGES.captchaInvalid;
      return setState({ kind: 'failed', message });
    }
    const payload = await solveCaptcha(challenge.data).catch(() => null);
    if (!payload) return setState({ kind: 'failed', message: ACCOUNT_MESSAGES.captchaInvalid });
    setState({ kind: 'verified' });
    onSolved(payload);
  }

  const status =
    state.kind === 'verifying'
      ? 'Verifying…'
      : state.kind === 'verified'
        ? 'Verified'
        : state.kind === 'failed'
          ? state.message
          : '';
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <div data-state={state.kind} className={wrappingRowCard}>
        <label
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            gap: '3',
            minH: '10',
            cursor: 'pointer',
            fontWeight: 'medium',
            '&:has(:disabled)': { cursor: 'not-allowed', opacity: 0.6 },
          })}
        >
          <input
            ref={inputRef}
            type="checkbox"
            checked={state.kind === 'verified'}
            aria-describedby="captcha-status"
            aria-busy={state.kind === 'verifying'}
            disabled={isDisabled && state.kind !== 'verified'}
            onChange={() => void verify()}
            className={css({ w: '6', h: '6', accentColor: 'brand.solid', cursor: 'inherit' })}
          />
          I'm not a robot
        </label>
        <span
          id="captcha-status"
          aria-live="polite"
          className={css({
            ml: 'auto',
            display: 'inline-flex',
            alignItems: 'center',
            gap: '1.5',
            fontSize: 'sm',
            color: 'fg.muted',
            '[data-state=failed] &': { color: 'danger' },
          })}
        >
          {state.kind === 'verifying' ? <Spinner /> : null}
          {state.kind === 'verified' ? <CheckIcon width={16} height={16} /> : null}
          {status}
        </span>
      </div>
      {error ? <p className={css({ color: 'danger', fontSize: 'sm' })}>{error}</p> : null}
    </div>
  );
}

function Spinner() {
  return (
    <span
      aria-hidden
      className={css({
        w: '4',
        h: '4',
        borderWidth: '2px',
        borderColor: 'brand.solid',
        borderTopColor: 'transparent',
        borderRadius: 'full',
        animation: 'spin 0.8s linear infinite',
      })}
    />
  );
}
