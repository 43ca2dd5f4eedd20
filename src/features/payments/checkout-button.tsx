/**
 * A button that starts a provider checkout (pay for a circle, donate): the worker asks the
 * server for the checkout URL and the page goes there. It needs the network, so offline it
 * is disabled with "You're offline" instead of failing (DESIGN 7); a refusal is a toast.
 */
import { useId, useState } from 'react';
import { MESSAGES, PAYMENT_MESSAGES } from '../../../contract';
import { css } from '../../../styled-system/css';
import type { PaymentActionResult } from '../../../sync/core/api';
import { Button } from '../../ui/button';
import { notify } from '../../ui/notify';
import { useIsOnline } from '../sync/queries';

const noteStyle = css({ color: 'fg.muted', fontSize: 'sm' });

interface CheckoutButtonProps {
  label: string;
  /** Asks the worker for the checkout URL. */
  start: () => Promise<PaymentActionResult>;
}

export function CheckoutButton({ label, start }: CheckoutButtonProps) {
  const isOnline = useIsOnline();
  const [isBusy, setIsBusy] = useState(false);
  const noteId = useId();

  async function go() {
    setIsBusy(true);
    const result = await start().catch((): PaymentActionResult => ({ kind: 'failed', message: '', errors: {} }));
    if (result.kind === 'done') {
      // Stays busy: the page is leaving for the checkout.
      location.assign(result.url);
      return;
    }
    setIsBusy(false);
    if (result.kind === 'offline') {
      notify({ type: 'error', title: MESSAGES.youAreOffline });
      return;
    }
    const detail = result.message && result.message !== PAYMENT_MESSAGES.couldNotProceed ? result.message : undefined;
    notify({ type: 'error', title: PAYMENT_MESSAGES.couldNotProceed, ...(detail ? { description: detail } : {}) });
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'flex-start' })}>
      <Button
        onClick={() => void go()}
        disabled={isBusy || !isOnline}
        aria-busy={isBusy || undefined}
        aria-describedby={isOnline ? undefined : noteId}
      >
        {label}
      </Button>
      {isOnline ? null : (
        <p id={noteId} className={noteStyle}>
          {MESSAGES.youAreOffline}
        </p>
      )}
    </div>
  );
}
