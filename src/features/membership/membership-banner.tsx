/**
 * The membership banner of the member sidebar (spec part 1 section 2): when plans exist and
 * the member is on tier 0, or a payment is pending. Visitors have the sign-up banner instead.
 */
import { Link } from '@tanstack/react-router';
import { PAYMENT_MESSAGES } from '../../../contract/payments';
import { css } from '../../../styled-system/css';
import { useMeta } from '../../db/use-meta';
import { useIdentity } from '../session/queries';

export function MembershipBanner() {
  const identity = useIdentity();
  const plans = useMeta('plans');
  if (!identity || !plans || plans.data.length === 0) return null;
  const { applied_membership_tier: tier, payment_status: paymentStatus } = identity.user_subscription;
  const isPending = paymentStatus === 'pending';
  if (tier > 0 && !isPending) return null;
  return (
    <aside
      aria-label="Membership"
      className={css({
        m: '3',
        mb: '0',
        p: '3',
        borderRadius: 'lg',
        bg: isPending ? 'bg.muted' : 'brand.subtle',
        fontSize: 'sm',
        display: 'flex',
        flexDirection: 'column',
        gap: '1',
      })}
    >
      <span>{isPending ? 'Your last membership payment did not go through.' : 'Get more from your membership.'}</span>
      <Link to="/membership" className={css({ fontWeight: 'semibold', textDecoration: 'underline' })}>
        {isPending ? PAYMENT_MESSAGES.resolveNow : 'Upgrade your membership'}
      </Link>
    </aside>
  );
}
