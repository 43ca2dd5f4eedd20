/**
 * The member administration of a group (spec part 2 sections 2 and 6), shared by a group's
 * Admin tab and /admin-dashboard/members: member tabs with counts, search (from 2
 * characters) and paging, accept / reject with notes, remove with a reason, role changes,
 * bulk actions, follow-up e-mails to unverified members. Rows come through the worker into
 * db.groupMembers, so the last pages read offline; every action needs a connection. The
 * caller owns tab, search text and page (local state or the address).
 */
import { type ReactNode, useState } from 'react';
import {
  EVENT_ROLES,
  GROUP_MESSAGES,
  GROUP_ROLES,
  type Group,
  MEMBER_TAB_LABELS,
  MEMBERS_PAGE_SIZE,
  type MemberRole,
  type MemberTab,
} from '../../../../../contract';
import { css } from '../../../../../styled-system/css';
import { Button } from '../../../../ui/button';
import { notify } from '../../../../ui/notify';
import { Pagination } from '../../../../ui/pagination';
import { Tabs } from '../../../../ui/tabs';
import { TextField } from '../../../../ui/text-field';
import { useIsOnline } from '../../../sync/queries';
import { agentFilterParams } from '../../../system-agents/agent-filter';
import { ReviewPanel } from '../../../system-agents/review-panel';
import { type MemberFilterParams, useGroupMembers } from '../../queries';
import { AdminToolbar } from './admin-toolbar';
import { BulkActionPicker, bulkActionsFor } from './bulk-actions';
import { MemberActionDialog, type PendingAction } from './member-dialogs';
import { MemberTable } from './member-table';
import { note, stack } from './shared';
import { useMemberActions } from './use-member-actions';

export interface MemberAdminView {
  tab: MemberTab;
  searchText: string;
  page: number;
}

interface MemberAdminTabsProps extends MemberAdminView {
  group: Group;
  /** The section's accessible name. */
  label: string;
  tabs: readonly MemberTab[];
  /** A new tab or search text starts again at page 1. */
  onChange(next: Partial<MemberAdminView>): void;
  /** Below the member tabs (an event's applicants). */
  children?: ReactNode;
  /** Rows a page. @default MEMBERS_PAGE_SIZE */
  pageSize?: number;
  /** The administrators' filters, sent with every page. */
  filters?: MemberFilterParams;
  /** Filter controls under the search box. */
  controls?: ReactNode;
}

function tabCount(group: Group, tab: MemberTab): number | null {
  if (tab === 'accepted') return group.total_members;
  if (tab === 'pending') return group.pending_members_count;
  if (tab === 'rejected') return group.rejected_members_count;
  if (tab === 'unverified') return group.unverified_members_count;
  return null;
}

export function MemberAdminTabs({
  group,
  label,
  tabs,
  tab,
  searchText,
  page,
  onChange,
  children,
  pageSize = MEMBERS_PAGE_SIZE,
  filters,
  controls,
}: MemberAdminTabsProps) {
  const isOnline = useIsOnline();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulk, setBulk] = useState('');
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [agentFilter, setAgentFilter] = useState('');
  const list = useGroupMembers(group.id, {
    ...filters,
    ...agentFilterParams(agentFilter, 'member'),
    status: tab,
    page,
    page_size: pageSize,
    search: searchText,
  });
  const pageCount = Math.max(1, Math.ceil(list.count / pageSize));
  const roles: readonly MemberRole[] = group.group_type === 'event' ? EVENT_ROLES : GROUP_ROLES;
  const actions = useMemberActions(group, { reload: list.reload, clearSelection: () => setSelected(new Set()) });
  const bulkActions = bulkActionsFor(tab);
  const canSelect = bulkActions.length > 0;
  const selectedIds = () => list.items.filter((member) => selected.has(member.id)).map((member) => member.id);

  function changeTab(next: MemberTab) {
    setSelected(new Set());
    setBulk('');
    onChange({ tab: next, page: 1 });
  }

  function applyBulk() {
    if (bulk === '') return notify({ type: 'error', title: GROUP_MESSAGES.selectAction });
    const chosen = list.items.filter((member) => selected.has(member.id));
    if (chosen.length === 0) return notify({ type: 'error', title: GROUP_MESSAGES.selectMember });
    if (bulk === 'followup') return void actions.followup(chosen.map((member) => member.id));
    setPending({
      kind: 'respond',
      action: bulk as 'accept' | 'reject',
      users: chosen.map((member) => ({ id: member.id, name: member.name })),
    });
  }

  return (
    <section aria-label={label} className={stack}>
      <AdminToolbar group={group} isOnline={isOnline} />
      {isOnline ? null : <p className={note}>{GROUP_MESSAGES.offlineAdmin}</p>}
      <Tabs.Root value={tab} onValueChange={(details) => changeTab(details.value as MemberTab)}>
        <Tabs.List aria-label="Members">
          {tabs.map((item) => {
            const count = tabCount(group, item);
            return (
              <Tabs.Trigger key={item} value={item}>
                {MEMBER_TAB_LABELS[item]}
                {count === null ? '' : ` (${count})`}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', pt: '4' })}>
          <TextField
            label="Search members"
            type="search"
            value={searchText}
            onValueChange={(value) => onChange({ searchText: value, page: 1 })}
          />
          {controls}
          {tab === 'recommendations' ? null : (
            <ReviewPanel
              entity="member"
              groupId={group.id}
              reviewType="registration_approval"
              selectedIds={selectedIds()}
              filter={agentFilter}
              onFilterChange={(value) => {
                setAgentFilter(value);
                onChange({ page: 1 });
              }}
              onReviewed={list.reload}
            />
          )}
          {canSelect ? (
            <BulkActionPicker
              actions={bulkActions}
              value={bulk}
              onValueChange={setBulk}
              isOnline={isOnline}
              onApply={applyBulk}
            />
          ) : null}
          {list.status === 'loading' && list.items.length === 0 ? <p role="status">Loading members…</p> : null}
          {list.status === 'failed' ? <p role="alert">{GROUP_MESSAGES.couldNotFetchMembers}</p> : null}
          {list.status !== 'loading' && list.items.length === 0 ? <p>{GROUP_MESSAGES.noMembers}</p> : null}
          {list.items.length > 0 ? (
            <MemberTable
              items={list.items}
              canSelect={canSelect}
              selected={selected}
              onSelectedChange={setSelected}
              tab={tab}
              kind={group.group_type}
              roles={roles}
              isOnline={isOnline}
              actions={actions}
              onPending={setPending}
            />
          ) : null}
          {tab === 'unverified' ? (
            <div>
              <Button variant="outline" disabled={!isOnline} onClick={() => void actions.followup(selectedIds())}>
                Send follow-up email to selected
              </Button>
            </div>
          ) : null}
          <Pagination page={page} pageCount={pageCount} onPage={(next) => onChange({ page: next })} />
        </div>
      </Tabs.Root>
      {children}
      <MemberActionDialog pending={pending} onClose={() => setPending(null)} onConfirm={actions.confirm} />
    </section>
  );
}
