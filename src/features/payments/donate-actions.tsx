/**
 * The Donate card's action (spec part 2 sections 2 and 4, Donation): a signed-in person goes
 * to the provider's checkout for the organization's donation price; a visitor logs in first.
 */
import { Link, useLocation } from '@tanstack/react-router';
import type { Group } from '../../../contract';
import { button } from '../../../styled-system/recipes/button';
import { useIsLoggedIn } from '../session/queries';
import { syncClient } from '../sync/sync-client';
import { CheckoutButton } from './checkout-button';
import { checkoutUrls } from './checkout-urls';

export function DonateActions({ org }: { org: Group }) {
  const isLoggedIn = useIsLoggedIn();
  const location = useLocation();
  const priceId = org.donation_details?.stripe_price_id;
  if (!priceId || isLoggedIn === undefined) return null;
  if (!isLoggedIn) {
    return (
      <Link to="/login" search={{ next: location.href }} className={button({ variant: 'solid' })}>
        Log in to donate
      </Link>
    );
  }
  return (
    <CheckoutButton
      label="Donate"
      start={() =>
        syncClient().payments.donate({ price_id: priceId, group_id: org.id, ...checkoutUrls('donation', org.id) })
      }
    />
  );
}
