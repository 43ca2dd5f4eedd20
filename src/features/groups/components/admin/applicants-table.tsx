import { useState } from 'react';
import {
  CHOICE_LABELS,
  EVENT_APPLICANTS_PAGE_SIZE,
  GROUP_MESSAGES,
  type Group,
  type GroupMember,
  MEMBERSHIP_STATUS_LABELS,
  type MemberRole,
  ROLE_LABELS,
} from '../../../../../contract';
import { css } from '../../../../../styled-system/css';
import { dataTable } from '../../../../../styled-system/recipes/data-table';
import { Pagination } from '../../../../ui/pagination';
import { OnlineReadNote } from '../../../sync/online-read-note';
import { useEventApplicants } from '../../admin-queries';
import { MemberDetails } from './member-details';
import { note, stack } from './shared';
import { PaymentModeCell } from './voucher-decision';

/** The role an applicant applied as: the registration's participant type, else the membership role. */
function appliedAs(member: GroupMember): string {
  const participant = member.group_profile_extra_info.registration?.participant_type;
  if (participant && CHOICE_LABELS[participant]) return CHOICE_LABELS[participant];
  return ROLE_LABELS[member.membership_role as MemberRole] ?? member.membership_role;
}

/** The applicants of an event with their registration details and, for a paid event, how they pay (15 per page). */
export function ApplicantsTable({ group }: { group: Group }) {
  const [page, setPage] = useState(1);
  const list = useEventApplicants(group.id, page, EVENT_APPLICANTS_PAGE_SIZE);
  const items = list.data?.data ?? [];
  const pageCount = Math.max(1, Math.ceil((list.data?.pagination.count ?? 0) / EVENT_APPLICANTS_PAGE_SIZE));
  return (
    <section aria-label="Applicants" className={stack}>
      <h3 className={css({ fontWeight: 'semibold', fontSize: 'lg' })}>Applicants</h3>
      <OnlineReadNote read={list} />
      {list.status === 'failed' ? <p role="alert">{GROUP_MESSAGES.couldNotFetchMembers}</p> : null}
      {list.status === 'done' && items.length === 0 ? <p>{GROUP_MESSAGES.noApplicants}</p> : null}
      {items.length > 0 ? (
        <table className={dataTable()} aria-label="Applicants">
          <thead>
            <tr>
              <th>Name</th>
              <th>Status</th>
              <th>Role</th>
              {group.is_paid ? <th>Payment</th> : null}
              <th>Registration</th>
            </tr>
          </thead>
          <tbody>
            {items.map((member) => (
              <tr key={member.id}>
                <td data-label="Name">
                  <div className={css({ fontWeight: 'medium' })}>{member.name}</div>
                  {member.email ? <div className={note}>{member.email}</div> : null}
                </td>
                <td data-label="Status">{MEMBERSHIP_STATUS_LABELS[member.membership_status]}</td>
                <td data-label="Role">{appliedAs(member)}</td>
                {group.is_paid ? (
                  <td data-label="Payment">
                    <PaymentModeCell groupId={group.id} member={member} onDecided={list.reload} />
                  </td>
                ) : null}
                <td data-label="Registration">
                  <MemberDetails member={member} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Pagination page={page} pageCount={pageCount} onPage={setPage} />
    </section>
  );
}
