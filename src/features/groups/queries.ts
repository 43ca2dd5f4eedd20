/**
 * Groups as the UI reads them (issue 5). SEAM between the sync helper (implements) and the
 * screens (use): the signatures below are agreed; the bodies are filled in by the sync work.
 * Reads come from Dexie (db.groups, db.groupMembers); a hook may ask the worker to fetch
 * what is missing or stale when online, and the live query re-renders when it lands.
 */
import type { Group, GroupKind, GroupMember, MemberTab } from '../../../contract';

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

export interface MemberListParams {
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

/** One group by slug (any kind), from db.groups, fetched by GET /api/v1/groups/slug/{slug}/ when online. */
export function useGroup(_slug: string): { group: Group | null; status: GroupStatus } {
  throw new Error('useGroup: implemented by the sync work of issue 5');
}

/** A page of groups: the server's page when online (rows cached into db.groups), else db.groups filtered locally. */
export function useGroupList(_params: GroupListParams): GroupList {
  throw new Error('useGroupList: implemented by the sync work of issue 5');
}

/** A page of a group's members (GET /api/v1/groups/{id}/members/), cached into db.groupMembers, read from there offline. */
export function useGroupMembers(_groupId: number, _params: MemberListParams): MemberList {
  throw new Error('useGroupMembers: implemented by the sync work of issue 5');
}

/** The groups of a kind the member has joined or asked to join, from db.groups (offline too). */
export function useMyGroups(_kind?: GroupKind): Group[] {
  throw new Error('useMyGroups: implemented by the sync work of issue 5');
}

/** True while a join, leave or cancel of this group waits in the outbox. */
export function usePendingMembership(_groupId: number): boolean {
  throw new Error('usePendingMembership: implemented by the sync work of issue 5');
}
