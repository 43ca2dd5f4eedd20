// The members of one tab as a table, with a checkbox per row when the tab has bulk actions.
import type { Dispatch, SetStateAction } from 'react';
import { type GroupMember, MEMBER_TAB_LABELS, type MemberRole, ROLE_LABELS } from '../../../../../contract';
import { css } from '../../../../../styled-system/css';
import { dataTable } from '../../../../../styled-system/recipes/data-table';
import { PaymentState } from '../../../payments/payment-marks';
import { AgentVerdicts } from '../../../system-agents/agent-verdicts';
import { MemberDetails } from './member-details';
import { MemberRowActions, type MemberRowActionsProps } from './member-row-actions';
import { note } from './shared';

interface MemberTableProps extends Omit<MemberRowActionsProps, 'member'> {
  items: GroupMember[];
  /** Whether rows can be chosen for a bulk action. */
  canSelect: boolean;
  selected: Set<number>;
  onSelectedChange: Dispatch<SetStateAction<Set<number>>>;
}

export function MemberTable({ items, canSelect, selected, onSelectedChange, ...rowProps }: MemberTableProps) {
  // A paid group's accepted members carry a payment state (spec part 2 section 4, Payment).
  const showPayment = rowProps.actions.isPaid && rowProps.tab === 'accepted';
  // Recommendations are no memberships: no agent has judged them.
  const showAgents = rowProps.tab !== 'recommendations';
  const isAllChosen = items.length > 0 && items.every((member) => selected.has(member.id));
  return (
    <div className={css({ md: { overflowX: 'auto' } })}>
      <table className={dataTable()} aria-label={`${MEMBER_TAB_LABELS[rowProps.tab]} members`}>
        <thead>
          <tr>
            {canSelect ? (
              <th data-label="Select all">
                <input
                  type="checkbox"
                  aria-label="Select all"
                  checked={isAllChosen}
                  onChange={(event) =>
                    onSelectedChange(event.target.checked ? new Set(items.map((m) => m.id)) : new Set())
                  }
                />
              </th>
            ) : null}
            <th>Name</th>
            <th>Role</th>
            <th>Details</th>
            {showPayment ? <th>Payment</th> : null}
            {showAgents ? <th>Agent review</th> : null}
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {items.map((member) => (
            <tr key={member.id}>
              {canSelect ? (
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Select ${member.name}`}
                    checked={selected.has(member.id)}
                    onChange={(event) => {
                      // Read now: React may run the updater after it has put the controlled
                      // input back to its old state (when a render is pending, as while the
                      // list refreshes), and the click would then be lost.
                      const isChosen = event.target.checked;
                      onSelectedChange((current) => {
                        const next = new Set(current);
                        if (isChosen) next.add(member.id);
                        else next.delete(member.id);
                        return next;
                      });
                    }}
                  />
                </td>
              ) : null}
              <td data-label="Name">
                <div className={css({ fontWeight: 'medium', overflowWrap: 'anywhere' })}>{member.name}</div>
                {member.email ? <div className={note}>{member.email}</div> : null}
                {member.is_waitlisted ? <div className={note}>Wait list</div> : null}
              </td>
              <td data-label="Role">{ROLE_LABELS[member.membership_role as MemberRole] ?? member.membership_role}</td>
              <td data-label="Details">
                <MemberDetails member={member} />
              </td>
              {showPayment ? (
                <td data-label="Payment">
                  <PaymentState member={member} />
                </td>
              ) : null}
              {showAgents ? (
                <td data-label="Agent review">
                  <AgentVerdicts responses={member.agent_responses} />
                </td>
              ) : null}
              <td data-label="Actions">
                <MemberRowActions member={member} {...rowProps} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
