/**
 * How an event applicant pays (card or voucher, with the code), and for a voucher the
 * administrators' Accept and Reject (spec part 2 sections 3 and 7: payment-voucher). Online
 * only; the applicants list is read again after a decision.
 */
import { CHOICE_LABELS, type GroupMember, MESSAGES, PAYMENT_MESSAGES } from '../../../../../contract';
import { css } from '../../../../../styled-system/css';
import { Button } from '../../../../ui/button';
import { notify } from '../../../../ui/notify';
import { callOnline } from '../../../sync/online';
import { useIsOnline } from '../../../sync/queries';
import { firstError, note } from './shared';

interface VoucherDecisionProps {
  groupId: number;
  member: GroupMember;
  /** Called after the server recorded a decision. */
  onDecided(): void;
}

export function PaymentModeCell({ groupId, member, onDecided }: VoucherDecisionProps) {
  const isOnline = useIsOnline();
  const registration = member.group_profile_extra_info.registration;
  const mode = registration?.payment_mode ?? '';
  if (mode === '') return <span className={note}>—</span>;
  const decide = async (action: 'accept' | 'reject') => {
    const result = await callOnline('decideVoucher', { groupId, user: member.id, action });
    if (!result.ok) {
      notify({ type: 'error', title: firstError(result.errors, MESSAGES.couldNotPerform) });
      return;
    }
    notify({
      type: 'success',
      title: action === 'accept' ? PAYMENT_MESSAGES.voucherAccepted : PAYMENT_MESSAGES.voucherRejected,
    });
    onDecided();
  };
  const isPaid = member.payment_status === 'confirmed';
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <span>{CHOICE_LABELS[mode] ?? mode}</span>
      {mode === 'voucher' ? (
        <>
          <span className={note}>Voucher: {registration?.voucher}</span>
          <span className={note}>{isPaid ? 'Paid' : 'Not paid yet'}</span>
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            {isPaid ? null : (
              <Button
                size="sm"
                disabled={!isOnline}
                aria-label={`Accept voucher of ${member.name}`}
                onClick={() => void decide('accept')}
              >
                Accept voucher
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              disabled={!isOnline}
              aria-label={`Reject voucher of ${member.name}`}
              onClick={() => void decide('reject')}
            >
              Reject voucher
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
