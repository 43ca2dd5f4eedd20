/**
 * The pricing card of a paid circle or event (spec part 2 sections 2 and 4, Payment): the price
 * in dollars, the group's discount and what is left to pay, the paid features, and the step the
 * caller is at: log in, request to join (the join dialog, queued), wait for the administrators,
 * pay once accepted (the provider's checkout), then payment submitted and confirmed.
 */
import { useLocation, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import {
  discountedCents,
  formatPrice,
  type Group,
  joinBlock,
  PAID_FEATURES_MAX,
  PAYMENT_MESSAGES,
} from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes/button';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { panelCard } from '../../../ui/card-styles';
import { CheckoutButton } from '../../payments/checkout-button';
import { useIsLoggedIn } from '../../session/queries';
import { payForGroup } from '../mutations';
import { loginHref } from './format';
import { JoinDialog } from './join-dialog';

const REQUEST_LABEL = 'Request to join';

export function PricingCard({ group, now }: { group: Group; now: number }) {
  const [showAll, setShowAll] = useState(false);
  const features = showAll ? group.paid_features : group.paid_features.slice(0, PAID_FEATURES_MAX);
  const discount = group.discount ?? 0;
  const toPay = formatPrice(discountedCents(Math.round((group.price ?? 0) * 100), discount));
  return (
    <section aria-label="Pricing" className={panelCard}>
      <p className={css({ fontSize: '2xl', fontWeight: 'bold' })}>${group.price}</p>
      {discount > 0 ? (
        <p>
          {discount}% discount · You pay <strong>{toPay}</strong>
        </p>
      ) : null}
      <ul className={css({ listStyle: 'disc', pl: '5' })}>
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {group.paid_features.length > PAID_FEATURES_MAX && !showAll ? (
        <div>
          <Button variant="ghost" size="sm" onClick={() => setShowAll(true)}>
            Show more
          </Button>
        </div>
      ) : null}
      <PaymentStep group={group} now={now} amount={toPay} />
    </section>
  );
}

function PaymentStep({ group, now, amount }: { group: Group; now: number; amount: string }) {
  const isLoggedIn = useIsLoggedIn();
  const location = useLocation();
  const router = useRouter();
  const [isJoining, setIsJoining] = useState(false);
  const status = group.membership_status;
  // Only the price keeps a paid group's join button hidden; ended or closed groups take no requests.
  const canRequest = joinBlock(group, now) === 'paid' && (status === null || status === 'rejected');

  if (isLoggedIn === undefined) return null;
  if (!isLoggedIn) {
    if (!canRequest) return null;
    const href = loginHref(location.href, 'join');
    return (
      <div>
        <a
          href={href}
          className={button({ variant: 'solid' })}
          onClick={(event) => {
            event.preventDefault();
            void router.navigate({ href });
          }}
        >
          Log in to join
        </a>
      </div>
    );
  }
  if (canRequest) {
    return (
      <div>
        <Button onClick={() => setIsJoining(true)}>{REQUEST_LABEL}</Button>
        {isJoining ? <JoinDialog group={group} label={REQUEST_LABEL} onClose={() => setIsJoining(false)} /> : null}
      </div>
    );
  }
  if (status === 'pending') return <p role="status">{PAYMENT_MESSAGES.requestSubmitted}</p>;
  if (status !== 'accepted') return null;
  if (group.payment_status === 'confirmed') {
    return (
      <p role="status">
        <Badge tone="brand">{PAYMENT_MESSAGES.paymentConfirmed}</Badge>
      </p>
    );
  }
  if (group.payment_status === 'pending') {
    return (
      <p role="status">
        <Badge tone="pending">{PAYMENT_MESSAGES.paymentSubmitted}</Badge>
      </p>
    );
  }
  return (
    <>
      <p role="status">{PAYMENT_MESSAGES.acceptedProceedToPay}</p>
      <CheckoutButton label={`Pay ${amount}`} start={() => payForGroup(group.id)} />
    </>
  );
}
