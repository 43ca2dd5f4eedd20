/**
 * The search of /payment/success and /payment/cancel, validated by hand: route files' search
 * code lands in the first-route chunk, so no contract or valibot import here.
 */
export function paymentResultSearch(search: { type?: unknown; group?: unknown }) {
  return {
    type: typeof search.type === 'string' ? search.type : undefined,
    group: typeof search.group === 'number' ? search.group : undefined,
  };
}
