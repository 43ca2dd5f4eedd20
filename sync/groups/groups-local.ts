/**
 * Local rules of cached groups shared by the worker, the pull and the UI: which groups have
 * a membership change still to be sent (those rows keep their optimistic membership), and
 * how a server row is merged with them.
 */
import { followKey, type Group, type GroupKind } from '../../contract';
import type { LocalGroup, OutboxEntry, PortalDb } from '../core/db';
import { rankByMatches, type SearchMatches } from '../search/matches';

export const MEMBERSHIP_MUTATORS: ReadonlySet<string> = new Set(['group.join', 'group.leave']);

/** Ids of the groups with a pending 'group.join' or 'group.leave' entry (their key is null). */
export function pendingMembershipIds(entries: readonly OutboxEntry[]): Set<number> {
  const ids = new Set<number>();
  for (const entry of entries) {
    if (entry.status !== 'pending' || !MEMBERSHIP_MUTATORS.has(entry.name)) continue;
    const groupId = (entry.args as { groupId?: unknown } | null)?.groupId;
    if (typeof groupId === 'number') ids.add(groupId);
  }
  return ids;
}

/** The caller's membership fields of a group row. */
export type MembershipFields = Pick<Group, 'membership_status' | 'role' | 'payment_status' | 'is_waitlisted'>;

export const membershipOf = (group: MembershipFields): MembershipFields => ({
  membership_status: group.membership_status,
  role: group.role,
  payment_status: group.payment_status,
  is_waitlisted: group.is_waitlisted,
});

export interface PendingState {
  membership: ReadonlySet<number>;
  keys: ReadonlySet<string>;
}

export async function readPendingState(db: PortalDb): Promise<PendingState> {
  // Read directly (not through outbox.ts): this module is imported by the mutators themselves.
  const entries = await db.outbox.where('status').equals('pending').toArray();
  const keys = new Set(entries.flatMap((entry) => (entry.key === null ? [] : [entry.key])));
  return { membership: pendingMembershipIds(entries), keys };
}

/**
 * The row to store for a group the server sent: a pending membership change keeps the local
 * membership fields, a pending follow change keeps the local `followed`.
 */
export async function mergeServerGroup(
  db: PortalDb,
  group: Group,
  pending: PendingState,
  seenAt: number,
): Promise<LocalGroup> {
  let row: LocalGroup = { ...group, seenAt };
  if (pending.membership.has(group.id)) {
    const local = await db.groups.get(group.id);
    if (local) row = { ...row, ...membershipOf(local) };
  }
  if (pending.keys.has(followKey('group', group.id))) {
    row = { ...row, followed: (await db.follows.get(followKey('group', group.id))) !== undefined };
  }
  return row;
}

/** Stores server rows with the local pending changes kept. */
export async function putServerGroups(db: PortalDb, groups: readonly Group[], seenAt: number): Promise<void> {
  const pending = await readPendingState(db);
  const rows: LocalGroup[] = [];
  for (const group of groups) rows.push(await mergeServerGroup(db, group, pending, seenAt));
  await db.groups.bulkPut(rows);
}

/** Least recently seen groups beyond this are evicted, except the member's own and followed ones. */
export const MAX_GROUPS = 500;

export async function evictGroups(db: PortalDb, max = MAX_GROUPS): Promise<void> {
  const extra = (await db.groups.count()) - max;
  if (extra <= 0) return;
  const candidates = await db.groups
    .orderBy('seenAt')
    .filter((group) => group.membership_status === null && !group.followed)
    .limit(extra)
    .primaryKeys();
  await db.groups.bulkDelete(candidates);
}

/** What the offline list filters on (the UI's GroupListParams). */
export interface LocalGroupFilter {
  group_type: GroupKind;
  search?: string | undefined;
  career_stage?: string | undefined;
  professional_field?: string | undefined;
  country?: string | undefined;
  membership?: 'mine' | 'admin' | undefined;
  parent_group?: number | undefined;
}

/**
 * The offline list: db.groups filtered like the server does (most recent first); with a
 * search, the groups the device's search index matched (`matches`, by id; null: no
 * search), best first.
 */
export function filterGroups<T extends Group>(
  rows: readonly T[],
  params: Omit<LocalGroupFilter, 'search'>,
  matches: SearchMatches | null = null,
): T[] {
  const stage = params.career_stage ? Number(params.career_stage) : null;
  const field = params.professional_field ? Number(params.professional_field) : null;
  const countries = params.country ? params.country.split(',').filter(Boolean) : [];
  const kept = rows
    .filter((group) => group.group_type === params.group_type)
    .filter((group) => stage === null || group.career_stages.includes(stage))
    .filter((group) => field === null || group.professional_fields.includes(field))
    .filter(
      (group) =>
        countries.length === 0 ||
        countries.some((country) => group.countries.includes(country) || group.country === country),
    )
    .filter((group) => params.parent_group === undefined || group.parent_group === params.parent_group)
    .filter(
      (group) =>
        params.membership === undefined ||
        (params.membership === 'admin'
          ? group.is_administrator
          : group.membership_status === 'pending' || group.membership_status === 'accepted'),
    )
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return matches ? rankByMatches(kept, (group) => String(group.id), matches) : kept;
}
