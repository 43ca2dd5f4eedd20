/** /pricing (public): the plans; visitors are asked to sign in to upgrade (spec part 1 section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { MembershipScreen } from '../features/membership/membership-screen';

export const Route = createFileRoute('/pricing')({ component: PricingPage });

function PricingPage() {
  return <MembershipScreen title="Pricing" />;
}
