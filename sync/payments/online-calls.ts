/** What an event's administrators decide online about payments: an applicant's voucher. */
import { GroupMember, PAYMENT_ENDPOINTS, pathOf } from '../../contract';
import { onlineCall } from '../core/online/define';

export const PAYMENT_CALLS = {
  decideVoucher: onlineCall({
    method: 'POST',
    path: ({ groupId }: { groupId: number; user: number; action: 'accept' | 'reject' }) =>
      pathOf(PAYMENT_ENDPOINTS.paymentVoucher, { id: groupId }),
    body: ({ user, action }) => ({ user, action }),
    answer: GroupMember,
  }),
};
