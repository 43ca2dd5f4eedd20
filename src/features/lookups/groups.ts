/**
 * Groups of the tenant by type and name (GET /api/v1/groups/), for pickers: the
 * registration's organization step and the institution and employer suggestions of the
 * profile forms. Online reads; offline the forms fall back to what the member has stored.
 */
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { GroupRef, paged, SEARCH_DELAY_MS, SEARCH_MIN_CHARS } from '../../../contract';
import { type AccountResult, callFor } from '../account/mutations';
import { useIsOnline } from '../sync/queries';

export const GroupItem = v.object({ ...GroupRef.entries, group_type: v.string() });
export type GroupItem = v.InferOutput<typeof GroupItem>;
export type GroupType = 'organization' | 'institution' | 'circle' | 'event';

/** One page (50) of the tenant's groups of a type, optionally matching `search`. */
export function fetchGroups(groupType: GroupType, search = ''): Promise<AccountResult<GroupItem[]>> {
  const query = new URLSearchParams({ group_type: groupType, page_size: '50' });
  if (search) query.set('search', search);
  return callFor(
    'GET',
    `/api/v1/groups/?${query}`,
    undefined,
    v.pipe(
      paged(GroupItem),
      v.transform((page) => page.data),
    ),
  );
}

/**
 * Server suggestions for what is being typed: from 2 characters, 500 ms after the last
 * keystroke (spec part 1 section 5), online only; empty otherwise.
 */
export function useGroupSuggestions(groupType: GroupType, text: string): GroupItem[] {
  const isOnline = useIsOnline();
  const [found, setFound] = useState<GroupItem[]>([]);
  const search = text.trim();
  useEffect(() => {
    if (!isOnline || search.length < SEARCH_MIN_CHARS) return;
    let isCurrent = true;
    const timer = setTimeout(() => {
      fetchGroups(groupType, search)
        .then((result) => {
          if (isCurrent && result.ok) setFound(result.data);
        })
        .catch(() => undefined);
    }, SEARCH_DELAY_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [groupType, search, isOnline]);
  return search.length < SEARCH_MIN_CHARS ? [] : found;
}
