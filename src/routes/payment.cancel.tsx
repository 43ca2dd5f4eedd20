/** /payment/cancel?type=&group= : where a cancelled checkout returns (spec part 2 section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { PaymentCancel } from '../features/membership/payment-result';
import { paymentResultSearch } from '../features/membership/payment-search';

export const Route = createFileRoute('/payment/cancel')({
  validateSearch: paymentResultSearch,
  component: PaymentCancelPage,
});

function PaymentCancelPage() {
  return <PaymentCancel search={Route.useSearch()} />;
}
