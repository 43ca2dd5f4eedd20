/**
 * PLACEHOLDER (issue 10 seams): P2 fills these. The webhook handler (payments/events.ts, P1)
 * calls them inside its transaction for checkout sessions of kind 'payment' or 'donation'.
 */
import type { Tx } from '../db/client';
import type { checkoutSessions } from '../db/schema-payments';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

/** A paid checkout: record the payment; a group payment confirms the membership's payment_status. */
export async function completeOneTimeCheckout(_tx: Tx, _session: CheckoutSessionRow): Promise<void> {}

/** An abandoned checkout: a group payment left 'pending' by it goes back to unpaid. */
export async function expireOneTimeCheckout(_tx: Tx, _session: CheckoutSessionRow): Promise<void> {}
