/**
 * Groups of the tenant by type and name (GET /api/v1/groups/), for pickers: the
 * registration's organization step and the institution and employer suggestions of the
 * profile forms. Online reads kept in db.onlineCache, so a picker seen once works offline.
 */
import { SEARCH_DELAY_MS, SEARCH_MIN_CHARS } from '../../../contract';
import type { GroupChoice } from '../../../sync/groups/online-calls';
import { useDebouncedValue } from '../sync/use-debounced-value';
import { type OnlineRead, useOnlineRead } from '../sync/use-online-read';

export type GroupItem = GroupChoice;
export type GroupType = 'organization' | 'institution' | 'circle' | 'event';

/** The first page (50) of the tenant's groups of a type. */
export function useGroupsOfType(groupType: GroupType): OnlineRead<GroupItem[]> {
  return useOnlineRead('findGroups', { group_type: groupType });
}

/**
 * Server suggestions for what is being typed: from 2 characters, 500 ms after the last
 * keystroke (spec part 1 section 5); empty otherwise.
 */
export function useGroupSuggestions(groupType: GroupType, text: string): GroupItem[] {
  const search = text.trim();
  const settled = useDebouncedValue(search, SEARCH_DELAY_MS);
  const isSearch = settled.length >= SEARCH_MIN_CHARS;
  const found = useOnlineRead('findGroups', isSearch ? { group_type: groupType, search: settled } : null).data;
  return search.length < SEARCH_MIN_CHARS ? [] : (found ?? []);
}
