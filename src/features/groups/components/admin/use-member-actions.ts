// The online calls behind the member actions (respond, remove, change role, add, follow up, payment marks), each with its notice.
import { useState } from 'react';
import {
  addableRoles,
  GROUP_MESSAGES,
  type Group,
  type GroupMember,
  MESSAGES,
  type MemberRole,
  PAYMENT_MESSAGES,
  ROLE_LABELS,
} from '../../../../../contract';
import { notify } from '../../../../ui/notify';
import { isPaidGroup } from '../../../payments/payment-marks';
import { callOnline } from '../../../sync/online';
import { confirmGroupPayment } from '../../mutations';
import type { PendingAction } from './member-dialogs';
import { firstError, refreshQuietly } from './shared';

interface MemberActionHooks {
  /** Fetch the shown page again. */
  reload: () => void;
  /** Forget the chosen rows. */
  clearSelection: () => void;
}

export type MemberActions = ReturnType<typeof useMemberActions>;

export function useMemberActions(group: Group, { reload, clearSelection }: MemberActionHooks) {
  const [recommendedRoles, setRecommendedRoles] = useState<Record<number, MemberRole>>({});
  const kind = group.group_type;

  const afterChange = () => {
    clearSelection();
    reload();
    void refreshQuietly(group.name_slug);
  };

  async function confirm(action: PendingAction, text: string): Promise<boolean> {
    if (action.kind === 'remove') {
      const result = await callOnline('removeGroupMember', { groupId: group.id, user: action.user.id, reason: text });
      if (!result.ok) {
        notify({ type: 'error', title: GROUP_MESSAGES.couldNotRemove, description: firstError(result.errors, '') });
        return false;
      }
      notify({ type: 'success', title: GROUP_MESSAGES.memberRemoved });
      afterChange();
      return true;
    }
    const users = action.users.map((user) => user.id);
    const result = await callOnline('respondToJoinRequests', {
      groupId: group.id,
      users,
      action: action.action,
      notes: text,
    });
    const many = users.length > 1;
    if (!result.ok) {
      const title = many
        ? GROUP_MESSAGES.couldNotActOnMembers(action.action)
        : GROUP_MESSAGES.couldNotActOnMember(action.action);
      notify({ type: 'error', title, description: firstError(result.errors, '') });
      return false;
    }
    notify({
      type: 'success',
      title: many ? GROUP_MESSAGES.membersActionDone(action.action) : GROUP_MESSAGES.memberActionDone(action.action),
    });
    afterChange();
    return true;
  }

  async function changeRole(member: GroupMember, role: MemberRole) {
    const result = await callOnline('setGroupMemberRole', { groupId: group.id, user: member.id, role });
    if (!result.ok) {
      return notify({
        type: 'error',
        title: GROUP_MESSAGES.couldNotActOnMember('update'),
        description: firstError(result.errors, ''),
      });
    }
    notify({ type: 'success', title: GROUP_MESSAGES.roleUpdated });
    afterChange();
  }

  /** The role a recommended person is added with: the one chosen in their row, else the first addable. */
  const recommendedRoleOf = (member: GroupMember): MemberRole | undefined =>
    recommendedRoles[member.id] ?? addableRoles(kind)[0];

  function chooseRecommendedRole(member: GroupMember, role: MemberRole) {
    setRecommendedRoles((current) => ({ ...current, [member.id]: role }));
  }

  async function addMember(member: GroupMember) {
    const role = recommendedRoles[member.id] ?? addableRoles(kind)[0] ?? 'member';
    const result = await callOnline('addGroupMember', { groupId: group.id, user: member.id, role });
    if (!result.ok) {
      return notify({
        type: 'error',
        title: GROUP_MESSAGES.couldNotAddAs(ROLE_LABELS[role]),
        description: firstError(result.errors, ''),
      });
    }
    notify({ type: 'success', title: GROUP_MESSAGES.memberActionDone('add') });
    afterChange();
  }

  async function followup(userIds: number[]) {
    if (userIds.length === 0) return notify({ type: 'error', title: GROUP_MESSAGES.noUsersForFollowup });
    const result = await callOnline('sendFollowupEmail', { groupId: group.id, user_ids: userIds });
    if (!result.ok) {
      return notify({
        type: 'error',
        title: GROUP_MESSAGES.couldNotFollowup,
        description: firstError(result.errors, ''),
      });
    }
    notify({ type: 'success', title: GROUP_MESSAGES.followupSent });
    clearSelection();
  }

  /** A paid group's payment mark (accept: paid, reject: unpaid); online only. */
  async function markPayment(member: GroupMember, action: 'accept' | 'reject') {
    const result = await confirmGroupPayment(group.id, { user: member.id, action });
    if (result.kind !== 'done') {
      const description = result.kind === 'failed' ? result.message : MESSAGES.youAreOffline;
      return notify({ type: 'error', title: MESSAGES.couldNotPerform, ...(description ? { description } : {}) });
    }
    notify({ type: 'success', title: PAYMENT_MESSAGES.actioned(action) });
    afterChange();
  }

  return {
    confirm,
    changeRole,
    recommendedRoleOf,
    chooseRecommendedRole,
    addMember,
    followup,
    markPayment,
    isPaid: isPaidGroup(group),
  };
}
