/**
 * The membership actions: checkout for a first paid plan, plan changes, cancel and renew
 * (the reason dialog's state lives here so the typed reason survives closing it), the
 * portal, Resolve Now and the membership card. Every call goes through the worker.
 */
import { useState } from 'react';
import { MESSAGES } from '../../../contract/messages';
import {
  type BillingInterval,
  type MembershipAction,
  PAYMENT_MESSAGES,
  type SubscriptionDetail,
} from '../../../contract/payments';
import type { PaymentActionResult, PaymentChangeResult } from '../../../sync/core/api';
import { notify } from '../../ui/notify';
import { syncClient } from '../sync/sync-client';

export type ReasonTarget = { kind: 'cancel' } | { kind: 'downgrade'; priceId: string; planName: string };

function failureText(result: PaymentActionResult | PaymentChangeResult): string {
  if (result.kind === 'offline') return MESSAGES.youAreOffline;
  if (result.kind === 'failed') return result.message || PAYMENT_MESSAGES.couldNotPerformRequest;
  return '';
}

function toastFailure(result: PaymentActionResult | PaymentChangeResult, fallback?: string): void {
  notify({ title: fallback ?? failureText(result), type: 'error' });
}

/** A plan card's click: what it means depends on whether the member already subscribes. */
export interface PlanChoice {
  action: MembershipAction;
  tier: number;
  planName: string;
  priceId: string | null;
  interval: BillingInterval;
}

export function useMembershipActions(hasSubscription: boolean) {
  const [busy, setBusy] = useState<string | null>(null);
  const [reasonTarget, setReasonTarget] = useState<ReasonTarget | null>(null);
  const [isReasonOpen, setReasonOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  async function run<T>(key: string, call: () => Promise<T>): Promise<T> {
    setBusy(key);
    try {
      return await call();
    } finally {
      setBusy(null);
    }
  }

  function askReason(target: ReasonTarget) {
    setReasonTarget(target);
    setReasonError(undefined);
    setReasonOpen(true);
  }

  async function changePlan(priceId: string, key: string) {
    const result = await run<PaymentChangeResult>(key, () =>
      syncClient().payments.updateSubscription({ price_id: priceId }),
    );
    if (result.kind === 'done') notify({ title: PAYMENT_MESSAGES.planChangeDelay, type: 'success' });
    else toastFailure(result);
  }

  async function choose(choice: PlanChoice) {
    const key = `${choice.tier}-${choice.interval}`;
    if (choice.action === 'Continue') return;
    if (hasSubscription && choice.action === 'Downgrade') {
      askReason(
        choice.priceId ? { kind: 'downgrade', priceId: choice.priceId, planName: choice.planName } : { kind: 'cancel' },
      );
      return;
    }
    if (!choice.priceId) return;
    if (hasSubscription) return changePlan(choice.priceId, key);
    const origin = window.location.origin;
    const result = await run<PaymentActionResult>(key, () =>
      syncClient().payments.subscribe({
        price_id: choice.priceId ?? '',
        success_url: `${origin}/payment/success?type=subscription`,
        cancel_url: `${origin}/payment/cancel?type=subscription`,
      }),
    );
    if (result.kind === 'done') window.location.assign(result.url);
    else toastFailure(result);
  }

  async function confirmReason() {
    const text = reason.trim();
    if (!text) return setReasonError(PAYMENT_MESSAGES.specifyReason);
    if (!reasonTarget) return;
    const result = await run<PaymentChangeResult>('reason', () =>
      reasonTarget.kind === 'cancel'
        ? syncClient().payments.cancelSubscription(text)
        : syncClient().payments.updateSubscription({ price_id: reasonTarget.priceId, cancellation_reason: text }),
    );
    if (result.kind === 'done') {
      setReasonOpen(false);
      setReason('');
      setReasonError(undefined);
      notify({ title: PAYMENT_MESSAGES.planChangeDelay, type: 'success' });
      return;
    }
    const fieldError = result.kind === 'failed' ? result.errors['cancellation_reason']?.[0] : undefined;
    if (fieldError) setReasonError(fieldError);
    else toastFailure(result);
  }

  async function renew() {
    const result = await run<PaymentChangeResult>('renew', () =>
      syncClient().payments.updateSubscription({ is_renew: true }),
    );
    if (result.kind === 'done') notify({ title: PAYMENT_MESSAGES.planChangeDelay, type: 'success' });
    else toastFailure(result);
  }

  async function manageBilling() {
    const result = await run<PaymentActionResult>('portal', () => syncClient().payments.portal(window.location.href));
    if (result.kind === 'done') window.location.assign(result.url);
    else toastFailure(result);
  }

  async function resolveNow(detail: SubscriptionDetail) {
    if (detail.client_secret && detail.publishable_key) {
      const { client_secret: secret, publishable_key: key } = detail;
      const outcome = await run('resolve', async () => {
        const { loadStripe } = await import('@stripe/stripe-js');
        const stripe = await loadStripe(key);
        if (!stripe) return false;
        const answer = await stripe.confirmCardPayment(secret);
        return !answer.error;
      }).catch(() => false);
      if (!outcome) return notify({ title: PAYMENT_MESSAGES.couldNotVerifyCard, type: 'error' });
      void syncClient().payments.detail();
      return notify({ title: PAYMENT_MESSAGES.planChangeDelay, type: 'success' });
    }
    if (detail.resolve_url) return window.location.assign(detail.resolve_url);
    return manageBilling();
  }

  async function downloadCard() {
    const result = await run<PaymentActionResult>('card', () => syncClient().payments.membershipCard());
    if (result.kind !== 'done') return toastFailure(result, PAYMENT_MESSAGES.membershipCardFailed);
    const link = document.createElement('a');
    link.href = result.url;
    // The server decides the image format; keep its extension under a readable name.
    const extension = /\.[a-z0-9]+$/i.exec(new URL(result.url, window.location.href).pathname)?.[0] ?? '';
    link.download = `membership-card${extension}`;
    document.body.append(link);
    link.click();
    link.remove();
  }

  return {
    busy,
    choose,
    cancel: () => askReason({ kind: 'cancel' }),
    renew,
    manageBilling,
    resolveNow,
    downloadCard,
    reasonDialog: {
      target: reasonTarget,
      isOpen: isReasonOpen,
      reason,
      error: reasonError,
      isBusy: busy === 'reason',
      onReasonChange: (value: string) => {
        setReason(value);
        if (value.trim()) setReasonError(undefined);
      },
      onClose: () => setReasonOpen(false),
      onConfirm: confirmReason,
    },
  };
}

export type MembershipActions = ReturnType<typeof useMembershipActions>;
