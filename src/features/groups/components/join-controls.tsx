/**
 * Join, leave and cancel of a circle or event (spec part 2 section 4, Membership status):
 * the join button (Join / Register) only when joinBlock allows it, the submitted label and
 * Cancel request while pending, Leave while accepted (both confirmed), the membership
 * badge and the Pending mark while the change waits in the outbox. Visitors go to login.
 */
import { useLocation, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { GROUP_MESSAGES, type Group, joinBlock, joinButtonLabel, membershipBadge } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes/button';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { useIsLoggedIn } from '../../session/queries';
import { leaveGroup } from '../mutations';
import { useMembershipError, usePendingMembership } from '../queries';
import { ConfirmDialog } from './confirm-dialog';
import { loginHref } from './format';
import { JoinDialog } from './join-dialog';
import { QueuedChangeStatus } from './queued-change-status';
import { RemovalNotice } from './removal-notice';

const rowStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });

export function JoinControls({ group, now }: { group: Group; now: number }) {
  const isLoggedIn = useIsLoggedIn();
  const isPending = usePendingMembership(group.id);
  const refusal = useMembershipError(group.id);
  const location = useLocation();
  const router = useRouter();
  const [dialog, setDialog] = useState<'join' | 'leave' | null>(null);
  const kind = group.group_type;
  const status = group.membership_status;
  const block = joinBlock(group, now);
  const badge = membershipBadge(kind, status);

  if (block === 'external') return null;
  if (isLoggedIn === false) {
    if (block !== null) return null;
    const href = loginHref(location.href, 'join');
    return (
      <div className={rowStyle}>
        <a
          href={href}
          className={button({ variant: 'solid' })}
          onClick={(event) => {
            event.preventDefault();
            void router.navigate({ href });
          }}
        >
          {joinButtonLabel(kind, null)}
        </a>
      </div>
    );
  }
  if (isLoggedIn === undefined) return null;

  return (
    <div className={rowStyle}>
      <RemovalNotice group={group} />
      {block === null ? (
        <Button onClick={() => setDialog('join')}>
          {joinButtonLabel(kind, status === 'rejected' ? null : status)}
        </Button>
      ) : null}
      {status === 'pending' ? (
        <>
          <Button variant="outline" disabled>
            {joinButtonLabel(kind, 'pending')}
          </Button>
          <Button variant="ghost" onClick={() => setDialog('leave')}>
            Cancel request
          </Button>
        </>
      ) : null}
      {status === 'accepted' ? (
        <Button variant="outline" onClick={() => setDialog('leave')}>
          Leave
        </Button>
      ) : null}
      {badge && status !== 'rejected' ? (
        <Badge tone="brand" data-testid="membership-badge">
          {badge}
        </Badge>
      ) : null}
      {status === 'pending' && group.is_waitlisted ? <Badge tone="neutral">Wait list</Badge> : null}
      <QueuedChangeStatus isPending={isPending} refusal={refusal} />
      {dialog === 'join' ? (
        <JoinDialog group={group} label={joinButtonLabel(kind, null)} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'leave' ? (
        <LeaveDialog group={group} isCancel={status === 'pending'} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}

function LeaveDialog({ group, isCancel, onClose }: { group: Group; isCancel: boolean; onClose: () => void }) {
  return (
    <ConfirmDialog
      title={isCancel ? `Cancel your request to join ${group.name}?` : `Leave ${group.name}?`}
      description={isCancel ? 'Your request will be withdrawn.' : 'You will no longer be a member.'}
      confirmLabel={isCancel ? 'Cancel request' : 'Leave'}
      onConfirm={() => leaveGroup(group)}
      successMessage={isCancel ? 'Request cancelled' : GROUP_MESSAGES.left(group.group_type)}
      failureMessage={GROUP_MESSAGES.couldNotLeave(group.group_type)}
      onClose={onClose}
    />
  );
}
