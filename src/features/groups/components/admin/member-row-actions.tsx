// The buttons of one member row; which ones show depends on the member tab.
import {
  addableRoles,
  type GroupKind,
  type GroupMember,
  type MemberRole,
  type MemberTab,
  ROLE_LABELS,
} from '../../../../../contract';
import { Button } from '../../../../ui/button';
import { PaymentMarks } from '../../../payments/payment-marks';
import type { PendingAction } from './member-dialogs';
import { row, selectStyle } from './shared';
import type { MemberActions } from './use-member-actions';

export interface MemberRowActionsProps {
  member: GroupMember;
  tab: MemberTab;
  kind: GroupKind;
  /** The roles an accepted member can be given. */
  roles: readonly MemberRole[];
  isOnline: boolean;
  actions: MemberActions;
  /** Opens the dialog asking for notes or a reason. */
  onPending: (action: PendingAction) => void;
}

export function MemberRowActions({ member, tab, kind, roles, isOnline, actions, onPending }: MemberRowActionsProps) {
  return (
    <div className={row}>
      {tab === 'pending' || tab === 'rejected' ? (
        <RespondButton action="accept" member={member} isOnline={isOnline} onPending={onPending} />
      ) : null}
      {tab === 'pending' ? (
        <RespondButton action="reject" member={member} isOnline={isOnline} onPending={onPending} />
      ) : null}
      {tab === 'accepted' ? (
        <>
          <select
            className={selectStyle}
            aria-label={`Role of ${member.name}`}
            disabled={!isOnline}
            value={member.membership_role}
            onChange={(event) => void actions.changeRole(member, event.target.value as MemberRole)}
          >
            {roles.includes(member.membership_role as MemberRole) ? null : (
              <option value={member.membership_role}>{member.membership_role}</option>
            )}
            {roles.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
          <Button
            size="sm"
            variant="outline"
            disabled={!isOnline}
            aria-label={`Remove ${member.name}`}
            onClick={() => onPending({ kind: 'remove', user: { id: member.id, name: member.name } })}
          >
            Remove
          </Button>
        </>
      ) : null}
      {tab === 'accepted' && actions.isPaid ? (
        <PaymentMarks
          member={member}
          isOnline={isOnline}
          onMark={(action) => void actions.markPayment(member, action)}
        />
      ) : null}
      {tab === 'unverified' ? (
        <Button
          size="sm"
          variant="outline"
          disabled={!isOnline}
          aria-label={`Send follow-up email to ${member.name}`}
          onClick={() => void actions.followup([member.id])}
        >
          Follow up
        </Button>
      ) : null}
      {tab === 'recommendations' ? (
        <>
          <select
            className={selectStyle}
            aria-label={`Role for ${member.name}`}
            value={actions.recommendedRoleOf(member)}
            onChange={(event) => actions.chooseRecommendedRole(member, event.target.value as MemberRole)}
          >
            {addableRoles(kind).map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
          <Button
            size="sm"
            disabled={!isOnline}
            aria-label={`Add ${member.name}`}
            onClick={() => void actions.addMember(member)}
          >
            Add
          </Button>
        </>
      ) : null}
    </div>
  );
}

/** Accept or Reject one applicant: the dialog asks for the notes first. */
function RespondButton({
  action,
  member,
  isOnline,
  onPending,
}: { action: 'accept' | 'reject'; member: GroupMember } & Pick<MemberRowActionsProps, 'isOnline' | 'onPending'>) {
  const label = action === 'accept' ? 'Accept' : 'Reject';
  return (
    <Button
      size="sm"
      variant={action === 'accept' ? 'solid' : 'outline'}
      disabled={!isOnline}
      aria-label={`${label} ${member.name}`}
      onClick={() => onPending({ kind: 'respond', action, users: [{ id: member.id, name: member.name }] })}
    >
      {label}
    </Button>
  );
}
