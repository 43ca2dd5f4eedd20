/**
 * /admin-dashboard/members (spec part 2 sections 2 and 6): the default organization's
 * member administration, the group admin table, dialogs and bulk actions over it, with the
 * tab (status), search (q, from 2 characters), page, filters (member-filters.tsx) and rows
 * per page (50 unless chosen) in the address. Rows come through
 * the worker into db.groupMembers, so the last pages read offline; actions need a connection
 * (the same member administration as a group's Admin tab: member-admin-tabs.tsx).
 */
import { useState } from 'react';
import { AI_USER_CLASSES, GROUP_MESSAGES, type Group, isCountryCode } from '../../../contract';
import { ADMIN_MESSAGES } from '../../../contract/admin';
import { css } from '../../../styled-system/css';
import { useTenant } from '../../tenant/use-tenant';
import { MemberAdminTabs } from '../groups/components/admin/member-admin-tabs';
import { useGroup } from '../groups/queries';
import { useIdentity } from '../session/queries';
import { MemberFilters, type MemberFilterValues } from './member-filters';
import { ADMIN_DEFAULT_ROWS, ADMIN_MEMBER_TABS, type AdminMembersSearch } from './members-search';

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
      {group?.is_administrator ? <MembersPanel group={group} {...props} /> : null}
      {group && !group.is_administrator ? <p role="alert">{GROUP_MESSAGES.noPermission}</p> : null}
      {!group && status === 'loading' ? <p role="status">Loading…</p> : null}
      {!group && status === 'offline' ? <p role="status">{GROUP_MESSAGES.offlineAdmin}</p> : null}
      {!group && status === 'missing' ? <p role="alert">{GROUP_MESSAGES.organizationNotFound}</p> : null}
    </div>
  );
}

/** Tab, page, search, filters and rows live in the address; the typed text is kept as typed (the address has it trimmed). */
function MembersPanel({ group, search, onSearchChange }: AdminMembersProps & { group: Group }) {
  const [text, setText] = useState(search.q ?? '');
  const values = useFilterValues(search);
  return (
    <MemberAdminTabs
      group={group}
      label={group.name}
      tabs={ADMIN_MEMBER_TABS}
      tab={search.status ?? 'accepted'}
      searchText={text}
      page={search.page ?? 1}
      pageSize={values.rows}
      filters={{
        country: values.country || undefined,
        professional_fields: values.fields.length > 0 ? values.fields.join(',') : undefined,
        department: values.department || undefined,
        uni_batch: values.batch || undefined,
        browse_all: values.isBrowsingAll ? 'true' : undefined,
        ai_user_class: aiUserClassOf(search.aiUserClass),
        is_audit: isAuditOf(search.is_audit),
      }}
      controls={<MemberFilters values={values} onChange={onSearchChange} />}
      onChange={(next) => {
        if (next.searchText !== undefined) setText(next.searchText);
        onSearchChange({
          ...(next.tab !== undefined ? { status: next.tab } : {}),
          ...(next.searchText !== undefined ? { q: next.searchText.trim() || undefined } : {}),
          ...(next.page !== undefined ? { page: next.page > 1 ? next.page : undefined } : {}),
        });
      }}
    />
  );
}

/** The address's filters as the screen applies them: only the contract's countries and the tenant's fields. */
function useFilterValues(search: AdminMembersSearch): MemberFilterValues {
  const fieldIds = new Set((useTenant()?.options.professional_fields ?? []).map((option) => option.id));
  const country = search.country ?? '';
  return {
    country: isCountryCode(country) ? country : '',
    fields: (search.professional_fields ?? '')
      .split(',')
      .map(Number)
      .filter((id) => fieldIds.has(id)),
    department: search.department?.trim() ?? '',
    batch: search.uni_batch?.trim() ?? '',
    isBrowsingAll: search.shouldBrowseAll === true,
    rows: search.page_size ?? ADMIN_DEFAULT_ROWS,
  };
}

/** The address's is_audit: members a system agent has reviewed (true) or not yet (false). */
function isAuditOf(value: AdminMembersSearch['is_audit']): 'true' | 'false' | undefined {
  if (value === true || value === 'true') return 'true';
  if (value === false || value === 'false') return 'false';
  return undefined;
}

/** The address's aiUserClass, applied when it names one of the AI enthusiasm ranking's classes. */
function aiUserClassOf(value: AdminMembersSearch['aiUserClass']): string | undefined {
  return AI_USER_CLASSES.find((item) => item === value);
}
