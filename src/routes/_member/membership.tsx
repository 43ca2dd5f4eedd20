/** /membership: the member's plan, its actions and the other plans (spec part 1 section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { MembershipScreen } from '../../features/membership/membership-screen';

export const Route = createFileRoute('/_member/membership')({ component: MembershipPage });

function MembershipPage() {
  return <MembershipScreen title="Membership" />;
}
