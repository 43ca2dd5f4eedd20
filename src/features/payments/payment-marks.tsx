/**
 * A paid group's payment column in the administrators' members table (spec part 2 section 4,
 * Payment): each accepted member's state, and Mark paid / Mark unpaid while it is not confirmed.
 */
import type { Group, GroupMember } from '../../../contract';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';

export const isPaidGroup = (group: Pick<Group, 'is_paid' | 'price'>) => group.is_paid && (group.price ?? 0) > 0;

const STATE_LABELS = { confirmed: 'Paid', pending: 'Pending', none: 'Unpaid' } as const;

export function PaymentState({ member }: { member: Pick<GroupMember, 'payment_status'> }) {
  const state = member.payment_status ?? 'none';
  return <Badge tone={state === 'confirmed' ? 'brand' : 'neutral'}>{STATE_LABELS[state]}</Badge>;
}

interface PaymentMarksProps {
  member: Pick<GroupMember, 'id' | 'name' | 'payment_status'>;
  isOnline: boolean;
  onMark: (action: 'accept' | 'reject') => void;
}

/** Accept marks the payment confirmed; reject marks it unpaid (the member can pay again). */
export function PaymentMarks({ member, isOnline, onMark }: PaymentMarksProps) {
  if (member.payment_status === 'confirmed') return null;
  return (
    <>
      <Button size="sm" disabled={!isOnline} aria-label={`Mark ${member.name} paid`} onClick={() => onMark('accept')}>
        Mark paid
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={!isOnline}
        aria-label={`Mark ${member.name} unpaid`}
        onClick={() => onMark('reject')}
      >
        Mark unpaid
      </Button>
    </>
  );
}
