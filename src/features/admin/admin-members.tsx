/**
 * /admin-dashboard/members (spec part 2 sections 2 and 6): the default organization's
 * member administration, the group admin table, dialogs and bulk actions over it, with the
 * tab (status), search (q, from 2 characters) and page in the address. Rows come through
 * the worker into db.groupMembers, so the last pages read offline; actions need a connection.
 */
import { useState } from 'react';
import {
  GROUP_MESSAGES,
  GROUP_ROLES,
  type Group,
  MEMBER_TAB_LABELS,
  MEMBERS_PAGE_SIZE,
  type MemberTab,
} from '../../../contract';
import { ADMIN_MESSAGES } from '../../../contract/admin';
import { css } from '../../../styled-system/css';
import { AdminToolbar } from '../../routes/-components/group-admin/admin-toolbar';
import { BulkActionPicker, bulkActionsFor } from '../../routes/-components/group-admin/bulk-actions';
import { MemberActionDialog, type PendingAction } from '../../routes/-components/group-admin/member-dialogs';
import { MemberTable } from '../../routes/-components/group-admin/member-table';
import { note, stack } from '../../routes/-components/group-admin/shared';
import { useMemberActions } from '../../routes/-components/group-admin/use-member-actions';
import { notify } from '../../ui/notify';
import { Pagination } from '../../ui/pagination';
import { Tabs } from '../../ui/tabs';
import { TextField } from '../../ui/text-field';
import { useGroup, useGroupMembers } from '../groups/queries';
import { useIdentity } from '../session/queries';
import { useIsOnline } from '../sync/queries';
import { ADMIN_MEMBER_TABS, type AdminMembersSearch } from './members-search';

interface AdminMembersProps {
  search: AdminMembersSearch;
  onSearchChange(next: AdminMembersSearch): void;
}

export function AdminMembers(props: AdminMembersProps) {
  const slug = useIdentity()?.organization?.name_slug ?? '';
  const { group, status } = useGroup(slug);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{ADMIN_MESSAGES.membersHeading}</h1>
      {group ? <MembersPanel group={group} {...props} /> : null}
      {!group && status === 'loading' ? <p role="status">Loading…</p> : null}
      {!group && status === 'offline' ? <p role="status">{GROUP_MESSAGES.offlineAdmin}</p> : null}
      {!group && status === 'missing' ? <p role="alert">{GROUP_MESSAGES.organizationNotFound}</p> : null}
    </div>
  );
}

function tabCount(group: Group, tab: MemberTab): number | null {
  if (tab === 'accepted') return group.total_members;
  if (tab === 'pending') return group.pending_members_count;
  if (tab === 'rejected') return group.rejected_members_count;
  if (tab === 'unverified') return group.unverified_members_count;
  return null;
}

function MembersPanel({ group, search, onSearchChange }: AdminMembersProps & { group: Group }) {
  const isOnline = useIsOnline();
  const tab: MemberTab = search.status ?? 'accepted';
  const page = search.page ?? 1;
  const [text, setText] = useState(search.q ?? '');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulk, setBulk] = useState('');
  const [pending, setPending] = useState<PendingAction | null>(null);
  const params = { status: tab, page, page_size: MEMBERS_PAGE_SIZE, ...(search.q ? { search: search.q } : {}) };
  const list = useGroupMembers(group.id, params);
  const pageCount = Math.max(1, Math.ceil(list.count / MEMBERS_PAGE_SIZE));
  const actions = useMemberActions(group, { reload: list.reload, clearSelection: () => setSelected(new Set()) });
  const bulkActions = bulkActionsFor(tab);
  const canSelect = bulkActions.length > 0;

  function go(next: AdminMembersSearch) {
    setSelected(new Set());
    setBulk('');
    onSearchChange(next);
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
    <section aria-label={group.name} className={stack}>
      <AdminToolbar group={group} isOnline={isOnline} />
      {isOnline ? null : <p className={note}>{GROUP_MESSAGES.offlineAdmin}</p>}
      <Tabs.Root value={tab} onValueChange={(details) => go({ status: details.value as MemberTab, page: undefined })}>
        <Tabs.List aria-label={ADMIN_MESSAGES.membersHeading}>
          {ADMIN_MEMBER_TABS.map((item) => {
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
            value={text}
            onValueChange={(value) => {
              setText(value);
              go({ q: value.trim() || undefined, page: undefined });
            }}
          />
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
              roles={GROUP_ROLES}
              isOnline={isOnline}
              actions={actions}
              onPending={setPending}
            />
          ) : null}
          <Pagination page={page} pageCount={pageCount} onPage={(next) => go({ page: next > 1 ? next : undefined })} />
        </div>
      </Tabs.Root>
      <MemberActionDialog pending={pending} onClose={() => setPending(null)} onConfirm={actions.confirm} />
    </section>
  );
}
