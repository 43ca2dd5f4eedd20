/**
 * /payment/success and /payment/cancel (spec part 2 section 2): where the checkout returns.
 * After a success the member's detail and identity are fetched again, so that the new tier
 * takes effect at once.
 */
import { Link, linkOptions } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { Group } from '../../../contract';
import { PAYMENT_MESSAGES } from '../../../contract/payments';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { useStoredGroupById } from '../groups/queries';
import { useIsLoggedIn } from '../session/queries';
import { syncClient } from '../sync/sync-client';

export interface PaymentResultSearch {
  type?: string | undefined;
  group?: number | undefined;
}

const pageStyle = css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: 'xl' });
const linksStyle = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });

/** The group's page when we know its slug, else the circles list. */
function groupPageOf(group: Group | null | undefined) {
  if (!group) return linkOptions({ to: '/circles' });
  const slug = group.name_slug;
  if (group.group_type === 'organization') return linkOptions({ to: '/org/$nameSlug', params: { nameSlug: slug } });
  if (group.group_type === 'event') return linkOptions({ to: '/event/$slug', params: { slug } });
  return linkOptions({ to: '/circle/$slug', params: { slug } });
}

function GroupLink({ id, label }: { id: number | undefined; label: string }) {
  const group = useStoredGroupById(id);
  return (
    <Link {...groupPageOf(group)} className={button({ variant: 'outline' })}>
      {group ? `${label}: ${group.name}` : label}
    </Link>
  );
}

export function PaymentSuccess({ search }: { search: PaymentResultSearch }) {
  const isLoggedIn = useIsLoggedIn();
  useEffect(() => {
    if (isLoggedIn) void syncClient().payments.detail();
  }, [isLoggedIn]);
  return (
    <div className={pageStyle}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{PAYMENT_MESSAGES.paymentSuccessTitle}</h1>
      {search.type === 'subscription' ? (
        <>
          <p>Your membership is active.</p>
          <div className={linksStyle}>
            <Link to="/membership" className={button()}>
              View membership
            </Link>
          </div>
        </>
      ) : null}
      {search.type === 'payment' ? (
        <>
          <p>{PAYMENT_MESSAGES.paymentSubmitted}.</p>
          <div className={linksStyle}>
            <GroupLink id={search.group} label="Back to the group" />
          </div>
        </>
      ) : null}
      {search.type === 'donation' ? <p>Thank you for your donation.</p> : null}
      <div className={linksStyle}>
        <Link to="/" className={button({ variant: 'outline' })}>
          Home
        </Link>
      </div>
    </div>
  );
}

export function PaymentCancel({ search }: { search: PaymentResultSearch }) {
  return (
    <div className={pageStyle}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{PAYMENT_MESSAGES.paymentCancelTitle}</h1>
      <p>No payment was taken.</p>
      <div className={linksStyle}>
        {search.type === 'subscription' ? (
          <Link to="/membership" className={button()}>
            Back to membership
          </Link>
        ) : null}
        {search.type === 'payment' || search.type === 'donation' ? <GroupLink id={search.group} label="Back" /> : null}
        <Link to="/" className={button({ variant: 'outline' })}>
          Home
        </Link>
      </div>
    </div>
  );
}
