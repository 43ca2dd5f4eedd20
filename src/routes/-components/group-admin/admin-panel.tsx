/**
 * SEAM (issue 5): the Admin tab of a circle, event or organization page (part 2 section 2):
 * member tabs with counts, search and paging, accept / reject with notes, remove with a
 * reason, role changes, recommended people added with a role, bulk actions, follow-up
 * e-mails to unverified members, CSV downloads, the applicants of events and invitations.
 * Every call is online; offline the controls are disabled with the reason.
 */
import { useState } from 'react';
import {
  EVENT_ROLES,
  GROUP_MESSAGES,
  GROUP_PATHS,
  GROUP_ROLES,
  type Group,
  GroupMember,
  MEMBER_SEARCH_MIN_CHARS,
  MEMBER_TAB_LABELS,
  MEMBER_TABS,
  MEMBERS_PAGE_SIZE,
  type MemberRole,
  type MemberTab,
} from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { useIsOnline } from '../../../features/sync/queries';
import { useOnlinePage } from '../../../features/sync/use-online-page';
import { Button } from '../../../ui/button';
import { notify } from '../../../ui/notify';
import { Pagination } from '../../../ui/pagination';
import { Tabs } from '../../../ui/tabs';
import { TextField } from '../../../ui/text-field';
import { AdminToolbar } from './admin-toolbar';
import { ApplicantsTable } from './applicants-table';
import { BulkActionPicker, bulkActionsFor } from './bulk-actions';
import { MemberActionDialog, type PendingAction } from './member-dialogs';
import { MemberTable } from './member-table';
import { note, stack } from './shared';
import { useMemberActions } from './use-member-actions';

function tabCount(group: Group, tab: MemberTab): number | null {
  if (tab === 'accepted') return group.total_members;
  if (tab === 'pending') return group.pending_members_count;
  if (tab === 'rejected') return group.rejected_members_count;
  if (tab === 'unverified') return group.unverified_members_count;
  return null;
}

export function GroupAdminPanel({ group }: { group: Group }) {
  const isOnline = useIsOnline();
  const [tab, setTab] = useState<MemberTab>('pending');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulk, setBulk] = useState('');
  const [pending, setPending] = useState<PendingAction | null>(null);

  const term = search.trim();
  const query = new URLSearchParams({ status: tab, page: String(page), page_size: String(MEMBERS_PAGE_SIZE) });
  if (term.length >= MEMBER_SEARCH_MIN_CHARS) query.set('search', term);
  const list = useOnlinePage(isOnline ? `${GROUP_PATHS.members(group.id)}?${query}` : null, GroupMember);
  const pageCount = Math.max(1, Math.ceil(list.count / MEMBERS_PAGE_SIZE));
  const kind = group.group_type;
  const roles: readonly MemberRole[] = kind === 'event' ? EVENT_ROLES : GROUP_ROLES;
  const actions = useMemberActions(group, { reload: list.reload, clearSelection: () => setSelected(new Set()) });

  function changeTab(next: MemberTab) {
    setTab(next);
    setPage(1);
    setSelected(new Set());
    setBulk('');
  }

  const bulkActions = bulkActionsFor(tab);

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

  const canSelect = bulkActions.length > 0;

  return (
    <section aria-label="Administration" className={stack}>
      <AdminToolbar group={group} isOnline={isOnline} />
      {isOnline ? null : <p className={note}>{GROUP_MESSAGES.offlineAdmin}</p>}
      <Tabs.Root value={tab} onValueChange={(details) => changeTab(details.value as MemberTab)}>
        <Tabs.List aria-label="Members">
          {MEMBER_TABS.map((item) => {
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
            value={search}
            onValueChange={(value) => {
              setSearch(value);
              setPage(1);
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
          {list.status === 'loading' && list.items.length === 0 ? <p>Loading members…</p> : null}
          {list.status === 'failed' ? <p role="alert">{GROUP_MESSAGES.couldNotFetchMembers}</p> : null}
          {list.status === 'done' && list.items.length === 0 ? <p>{GROUP_MESSAGES.noMembers}</p> : null}
          {list.items.length > 0 ? (
            <MemberTable
              items={list.items}
              canSelect={canSelect}
              selected={selected}
              onSelectedChange={setSelected}
              tab={tab}
              kind={kind}
              roles={roles}
              isOnline={isOnline}
              actions={actions}
              onPending={setPending}
            />
          ) : null}
          {tab === 'unverified' ? (
            <div>
              <Button
                variant="outline"
                disabled={!isOnline}
                onClick={() => void actions.followup(list.items.filter((m) => selected.has(m.id)).map((m) => m.id))}
              >
                Send follow-up email to selected
              </Button>
            </div>
          ) : null}
          <Pagination page={page} pageCount={pageCount} onPage={setPage} />
        </div>
      </Tabs.Root>
      {kind === 'event' ? <ApplicantsTable group={group} isOnline={isOnline} /> : null}
      <MemberActionDialog pending={pending} onClose={() => setPending(null)} onConfirm={actions.confirm} />
    </section>
  );
}
