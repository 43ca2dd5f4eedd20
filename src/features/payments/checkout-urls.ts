import type { PaymentResultType } from '../../../contract';

/**
 * Where the provider sends the member back (spec part 2 section 2): our /payment/success and
 * /payment/cancel with the type and the group. The server refuses URLs of another origin.
 */
export function checkoutUrls(type: PaymentResultType, groupId: number): { success_url: string; cancel_url: string } {
  const query = new URLSearchParams({ type, group: String(groupId) });
  return {
    success_url: `${location.origin}/payment/success?${query}`,
    cancel_url: `${location.origin}/payment/cancel?${query}`,
  };
}
