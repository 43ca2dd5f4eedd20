/**
 * The active membership panel (spec part 1 sections 2 and 4): plan, price, where the
 * subscription stands, discount, institutional note, and its actions.
 */
import { formatPercent, formatPrice, PAYMENT_MESSAGES, type SubscriptionDetail } from '../../../contract/payments';
import { css } from '../../../styled-system/css';
import { Badge } from '../../ui/badge';
import { surfaceCardStyle } from '../../ui/surface';
import { ActionButton } from './action-button';
import { formatDate } from './data';
import type { MembershipActions } from './use-membership-actions';

interface ActivePanelProps {
  detail: SubscriptionDetail;
  isPending: boolean;
  canDownloadCard: boolean;
  isOnline: boolean;
  actions: MembershipActions;
}

function statusLine(detail: SubscriptionDetail): string | null {
  if (detail.cancel_at) return `Ends on ${formatDate(detail.cancel_at)}`;
  if (detail.status === 'trialing') return `Trial ends ${formatDate(detail.trial_end)}`;
  if (detail.status === 'active' && detail.current_period_end) {
    return `Renews on ${formatDate(detail.current_period_end)}`;
  }
  return null;
}

export function ActivePanel({ detail, isPending, canDownloadCard, isOnline, actions }: ActivePanelProps) {
  const line = statusLine(detail);
  const { busy } = actions;
  return (
    <section aria-labelledby="active-membership-heading" className={surfaceCardStyle}>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
        <h2 id="active-membership-heading" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
          {detail.plan_name}
        </h2>
        {detail.status === 'past_due' ? <Badge tone="danger">Past due</Badge> : null}
        {detail.status === 'trialing' ? <Badge tone="brand">Trial</Badge> : null}
        {detail.is_institutional ? <Badge tone="brand">{PAYMENT_MESSAGES.institutional}</Badge> : null}
      </div>
      <p className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        {formatPrice(detail.price.unit_amount, detail.price.recurring.interval)}
      </p>
      {line ? <p>{line}</p> : null}
      {detail.discount ? (
        <p>{`Discount: ${detail.discount.coupon.name} (${formatPercent(detail.discount.coupon.percent_off)})`}</p>
      ) : null}
      {detail.is_institutional && detail.institution_name ? (
        <p className={css({ color: 'fg.muted' })}>{`Your membership is provided by ${detail.institution_name}.`}</p>
      ) : null}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'flex-start' })}>
        {isPending ? (
          <ActionButton isOnline={isOnline} isBusy={busy === 'resolve'} onClick={() => void actions.resolveNow(detail)}>
            {PAYMENT_MESSAGES.resolveNow}
          </ActionButton>
        ) : null}
        <ActionButton
          variant="outline"
          isOnline={isOnline}
          isBusy={busy === 'portal'}
          onClick={() => void actions.manageBilling()}
        >
          Manage billing
        </ActionButton>
        {detail.canceled_at || detail.cancel_at ? (
          <ActionButton
            variant="outline"
            isOnline={isOnline}
            isBusy={busy === 'renew'}
            onClick={() => void actions.renew()}
          >
            Renew
          </ActionButton>
        ) : detail.is_institutional ? null : (
          <ActionButton variant="outline" isOnline={isOnline} onClick={actions.cancel}>
            Cancel Membership
          </ActionButton>
        )}
        {canDownloadCard ? (
          <ActionButton
            variant="outline"
            isOnline={isOnline}
            isBusy={busy === 'card'}
            onClick={() => void actions.downloadCard()}
          >
            Download membership card
          </ActionButton>
        ) : null}
      </div>
    </section>
  );
}
