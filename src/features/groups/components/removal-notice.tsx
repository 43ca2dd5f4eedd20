/**
 * Told to a member an administrator removed: the row stays rejected with the reason, and
 * like any rejected user they may apply again (the join button stays beside this).
 */
import { type Group, removalNotice } from '../../../../contract';
import { css } from '../../../../styled-system/css';

const noticeStyle = css({
  flexBasis: 'full',
  p: '3',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.muted',
  fontSize: 'sm',
});

export function RemovalNotice({ group }: { group: Group }) {
  if (group.membership_status !== 'rejected' || group.removal_reason == null) return null;
  return (
    <p role="status" className={noticeStyle} data-testid="removal-notice">
      {removalNotice(group.group_type, group.removal_reason)}
    </p>
  );
}
