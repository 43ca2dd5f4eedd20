/** One plan of the chooser: price of the chosen interval, features in and out, its action. */
import { Link } from '@tanstack/react-router';
import {
  type BillingInterval,
  formatPrice,
  membershipAction,
  PAYMENT_MESSAGES,
  planChangeBlock,
  type SubscriptionPlan,
} from '../../../contract/payments';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { CheckIcon, CloseIcon } from '../../ui/icons';
import { ActionButton, actionNoteStyle } from './action-button';
import type { MemberPlanState } from './data';
import type { MembershipActions } from './use-membership-actions';

interface PlanCardProps {
  plan: SubscriptionPlan;
  interval: BillingInterval;
  /** null for a visitor: 'Sign In to Upgrade' instead of an action. */
  member: MemberPlanState | null;
  isOnline: boolean;
  actions: MembershipActions | null;
}

const featureStyle = css({ display: 'flex', gap: '2', alignItems: 'flex-start', fontSize: 'sm' });

export function PlanCard({ plan, interval, member, isOnline, actions }: PlanCardProps) {
  const price = plan.prices.find((candidate) => candidate.recurring === interval) ?? null;
  const titleId = `plan-${plan.id}`;
  const action = member
    ? membershipAction(plan.subscription_tier, interval, { tier: member.tier, interval: member.interval })
    : null;
  const block =
    member && action
      ? planChangeBlock(action, {
          is_institutional_membership: member.isInstitutional,
          payment_status: member.paymentStatus,
        })
      : null;
  const isCurrent = action === 'Continue';
  // A paid plan without a price of this interval cannot be bought in it.
  const isUnavailable = plan.subscription_tier > 0 && !price;
  return (
    <article
      aria-labelledby={titleId}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '3',
        p: '4',
        borderWidth: '1px',
        borderColor: isCurrent ? 'brand.solid' : 'border.default',
        borderRadius: 'lg',
        bg: 'bg.surface',
      })}
    >
      <h3 id={titleId} className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {plan.name}
      </h3>
      {plan.description ? <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{plan.description}</p> : null}
      <p className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        {plan.subscription_tier === 0 || !price
          ? isUnavailable
            ? 'Not available'
            : 'Free'
          : formatPrice(price.price, interval)}
      </p>
      {price?.trial_days && !member?.hasSubscription ? (
        <p className={css({ fontSize: 'sm', color: 'brand.solid' })}>{`${price.trial_days}-day free trial`}</p>
      ) : null}
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', flex: '1' })}>
        {plan.included_features.map((feature) => (
          <li key={`in-${feature}`} className={featureStyle}>
            <CheckIcon width={16} height={16} className={css({ color: 'brand.solid', flexShrink: '0', mt: '0.5' })} />
            <span>{feature}</span>
          </li>
        ))}
        {plan.excluded_features.map((feature) => (
          <li key={`out-${feature}`} className={css({ color: 'fg.muted', textDecoration: 'line-through' })}>
            <span className={featureStyle}>
              <CloseIcon width={16} height={16} className={css({ flexShrink: '0', mt: '0.5' })} />
              <span>
                <span className={css({ srOnly: true })}>Not included: </span>
                {feature}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {!member || !actions ? (
        <Link to="/login" search={{ next: '/membership' }} className={button({ variant: 'outline' })}>
          {PAYMENT_MESSAGES.signInToUpgrade}
        </Link>
      ) : (
        <>
          <ActionButton
            variant={isCurrent ? 'outline' : 'solid'}
            isOnline={isOnline}
            isBusy={actions.busy === `${plan.subscription_tier}-${interval}`}
            blockedBy={isCurrent ? null : block}
            isDisabled={isCurrent || isUnavailable}
            aria-label={`${action} to ${plan.name}`}
            onClick={() =>
              void actions.choose({
                action: action ?? 'Continue',
                tier: plan.subscription_tier,
                planName: plan.name,
                priceId: price?.stripe_price_id ?? null,
                interval,
              })
            }
          >
            {action}
          </ActionButton>
          {isCurrent ? <p className={actionNoteStyle}>Current plan</p> : null}
        </>
      )}
    </article>
  );
}
