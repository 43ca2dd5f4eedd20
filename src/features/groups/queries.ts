/**
 * Groups as the UI reads them.
 * Reads come from Dexie (db.groups, db.groupMembers); a hook may ask the worker to fetch
 * what is missing or stale when online, and the live query re-renders when it lands.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import {
  type Group,
  type GroupKind,
  type GroupMember,
  hasVerdict,
  type MemberTab,
  SEARCH_DELAY_MS,
} from '../../../contract';
import type { GroupListRequest, GroupMembersRequest } from '../../../sync/core/api';
import { groupMemberKey, type LocalGroup, type LocalGroupMember } from '../../../sync/core/db';
import { filterGroups, MEMBERSHIP_MUTATORS, pendingMembershipIds } from '../../../sync/groups/groups-local';
import { db } from '../../db/db';
import { useSearchMatches } from '../search/use-matches';
import { askAfter } from '../sync/ask-after';
import { useIsOnline, useNeedsAttention, usePendingEntries } from '../sync/queries';
import { syncClient } from '../sync/sync-client';
import { useCachedPage } from '../sync/use-cached-page';
import { useFetchedRow } from '../sync/use-fetched-row';

/** ready: shown from Dexie; loading: nothing local yet, fetching; missing: the server said 404; offline: nothing local and no network. */
export type GroupStatus = 'loading' | 'ready' | 'missing' | 'offline';
export type ListStatus = 'loading' | 'done' | 'offline' | 'failed';

export interface GroupListParams {
  group_type: GroupKind;
  search?: string;
  career_stage?: string;
  professional_field?: string;
  topic_area?: string;
  country?: string;
  roles?: string;
  /** 'mine': the caller's groups; 'admin': groups the caller administers. */
  membership?: 'mine' | 'admin';
  parent_group?: number;
  page: number;
  page_size: number;
}

export interface GroupList {
  items: Group[];
  count: number;
  status: ListStatus;
}

/** The administrators' filters of a member list (GroupMembersRequest). */
export type MemberFilterParams = Pick<
  GroupMembersRequest,
  | 'country'
  | 'professional_fields'
  | 'department'
  | 'uni_batch'
  | 'browse_all'
  | 'system_agent_id'
  | 'agent_response'
  | 'ai_user_class'
  | 'is_audit'
>;

export interface MemberListParams extends MemberFilterParams {
  status: MemberTab | 'all';
  search?: string;
  role?: string;
  page: number;
  page_size: number;
}

export interface MemberList {
  items: GroupMember[];
  count: number;
  status: ListStatus;
  /** Fetch the current page again (after an administrator's action). */
  reload(): void;
}

const stripGroup = ({ seenAt: _seenAt, ...group }: LocalGroup): Group => group;
const stripMember = ({ key: _key, group_id: _groupId, seenAt: _seenAt, ...member }: LocalGroupMember): GroupMember =>
  member;

/** One group by slug (any kind), from db.groups, fetched by GET /api/v1/groups/slug/{slug}/ when online. */
export function useGroup(slug: string): { group: Group | null; status: GroupStatus } {
  const live = useLiveQuery(() => db.groups.where('name_slug').equals(slug).first(), [slug]);
  // No slug yet (an identity still loading): nothing to fetch.
  const { row, status } = useFetchedRow(slug, live, (key) =>
    key ? syncClient().groups.bySlug(key) : Promise.resolve('missing' as const),
  );
  return { group: row ? stripGroup(row) : null, status };
}

const MIN_SEARCH_CHARS = 2;

type ServerPage = { forKey: string; ids: number[]; count: number };

function toRequest(params: GroupListParams): GroupListRequest {
  const search = params.search?.trim();
  return { ...params, search: search && search.length >= MIN_SEARCH_CHARS ? search : undefined };
}

/** A page of groups: the server's page when online (rows cached into db.groups), else db.groups filtered locally. */
export function useGroupList(params: GroupListParams): GroupList {
  const isOnline = useIsOnline();
  const key = JSON.stringify(toRequest(params));
  const latest = useRef(params);
  latest.current = params;
  const lastSearch = useRef(toRequest(params).search);
  const [server, setServer] = useState<ServerPage | null>(null);
  const [status, setStatus] = useState<ListStatus>('loading');

  useEffect(() => {
    if (!isOnline) {
      setStatus('offline');
      return;
    }
    const request = toRequest(latest.current);
    // Typing in the search box waits for a pause; paging and filters go at once.
    const delay = request.search === lastSearch.current ? 0 : SEARCH_DELAY_MS;
    lastSearch.current = request.search;
    setStatus('loading');
    return askAfter(
      delay,
      () => syncClient().groups.list(request),
      (result) => {
        if (result.kind === 'done') {
          setServer({ forKey: key, ids: result.ids, count: result.count });
          setStatus('done');
        } else setStatus(result.kind);
      },
      () => setStatus('failed'),
    );
  }, [key, isOnline]);

  const page = status === 'done' && server?.forKey === key ? server : null;
  const pageIds = page?.ids.join(',') ?? null;
  const matches = useSearchMatches('groups', page ? '' : (params.search ?? ''));
  const rows = useLiveQuery(async () => {
    if (page) {
      const found = await db.groups.bulkGet(page.ids);
      return { items: found.filter((row): row is LocalGroup => row !== undefined), count: page.count };
    }
    if (matches === undefined) return undefined;
    const current = latest.current;
    const all = filterGroups(
      await db.groups.where('group_type').equals(current.group_type).toArray(),
      current,
      matches,
    );
    const start = (current.page - 1) * current.page_size;
    return { items: all.slice(start, start + current.page_size), count: all.length };
  }, [key, pageIds, matches]);

  const shownStatus: ListStatus = page ? 'done' : status;
  return { items: (rows?.items ?? []).map(stripGroup), count: rows?.count ?? 0, status: shownStatus };
}

function filterMembers(rows: readonly LocalGroupMember[], params: MemberListParams): LocalGroupMember[] {
  const search = params.search?.trim().toLowerCase() ?? '';
  // A stored member row carries no field, department, batch or sub-group: such a filter shows nothing here.
  if (params.professional_fields || params.department || params.uni_batch || params.browse_all) return [];
  const countries = params.country ? params.country.split(',') : null;
  return rows
    .filter((member) => !countries || (member.country !== null && countries.includes(member.country)))
    .filter((member) => {
      if (params.status === 'all') return true;
      if (params.status === 'unverified') return !member.is_verified;
      if (params.status === 'recommendations') return false;
      return member.membership_status === params.status;
    })
    .filter((member) => !params.role || member.membership_role === params.role)
    .filter((member) => {
      const { system_agent_id: agentId, agent_response: verdict } = params;
      return (
        agentId === undefined || verdict === undefined || hasVerdict(member.agent_responses ?? [], agentId, verdict)
      );
    })
    .filter(
      (member) =>
        params.ai_user_class === undefined ||
        (member.agent_responses ?? []).some((item) => item.response['ai_user_class'] === params.ai_user_class),
    )
    .filter(
      (member) =>
        params.is_audit === undefined || (member.agent_responses ?? []).length > 0 === (params.is_audit === 'true'),
    )
    .filter((member) => search.length < MIN_SEARCH_CHARS || member.name.toLowerCase().includes(search))
    .sort((a, b) => b.joined_at.localeCompare(a.joined_at));
}

/** A page of a group's members (GET /api/v1/groups/{id}/members/), cached into db.groupMembers, read from there offline. */
export function useGroupMembers(groupId: number, params: MemberListParams): MemberList {
  const search = params.search?.trim();
  const request: GroupMembersRequest = {
    ...params,
    search: search && search.length >= MIN_SEARCH_CHARS ? search : undefined,
  };
  const key = JSON.stringify([groupId, request]);
  const [reloads, setReloads] = useState(0);
  const { page: cached, status } = useCachedPage(
    'groupMembersPage',
    { groupId, request },
    () => syncClient().groups.members(groupId, request),
    reloads,
  );
  // This visit's page; until it is in, the stored members filtered and paged here.
  const page = status === 'done' ? cached : null;
  const pageIds = page?.ids.join(',') ?? null;
  const rows = useLiveQuery(async () => {
    if (page) {
      const found = await db.groupMembers.bulkGet(page.ids.map((id) => groupMemberKey(groupId, id)));
      return { items: found.filter((row): row is LocalGroupMember => row !== undefined), count: page.count };
    }
    const all = filterMembers(await db.groupMembers.where('group_id').equals(groupId).toArray(), params);
    const start = (params.page - 1) * params.page_size;
    return { items: all.slice(start, start + params.page_size), count: all.length };
  }, [key, pageIds]);

  const shownStatus: ListStatus = page ? 'done' : status === 'done' ? 'loading' : status;
  return {
    items: (rows?.items ?? []).map(stripMember),
    count: rows?.count ?? 0,
    status: shownStatus,
    reload: () => setReloads((count) => count + 1),
  };
}

/** The groups of a kind the member has joined or asked to join, from db.groups (offline too). */
export function useMyGroups(kind?: GroupKind): Group[] {
  const rows = useLiveQuery(
    () =>
      db.groups
        .where('membership_status')
        .anyOf(['pending', 'accepted'])
        .filter((group) => kind === undefined || group.group_type === kind)
        .toArray(),
    [kind],
  );
  return (rows ?? []).sort((a, b) => a.name.localeCompare(b.name)).map(stripGroup);
}

/** True while a join, leave or cancel of this group waits in the outbox. */
export function usePendingMembership(groupId: number): boolean {
  return pendingMembershipIds(usePendingEntries()).has(groupId);
}

/**
 * The message of the latest refused join, leave or cancel of this group (the server's words or
 * the catalogue's), while it waits in the needs-attention list; null when there is none.
 */
export function useMembershipError(groupId: number): string | null {
  const failed = useNeedsAttention();
  const latest = failed
    .filter((entry) => MEMBERSHIP_MUTATORS.has(entry.name) && (entry.args as { groupId?: unknown }).groupId === groupId)
    .at(-1);
  return latest?.error ?? null;
}

/** The stored group with this id (null when none is stored; undefined while Dexie answers). */
export function useStoredGroupById(id: number | undefined): Group | null | undefined {
  return useLiveQuery(async () => (id === undefined ? null : ((await db.groups.get(id)) ?? null)), [id]);
}
