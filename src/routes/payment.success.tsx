/** /payment/success?type=&group= : where a completed checkout returns (spec part 2 section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { PaymentSuccess } from '../features/membership/payment-result';
import { paymentResultSearch } from '../features/membership/payment-search';

export const Route = createFileRoute('/payment/success')({
  validateSearch: paymentResultSearch,
  component: PaymentSuccessPage,
});

function PaymentSuccessPage() {
  return <PaymentSuccess search={Route.useSearch()} />;
}
