/**
 * Reads of the recommendation package: the draft in meta packageDraft, and the member search,
 * the member's groups and the candidates as online reads kept in db.onlineCache (the last
 * answers stay on screen offline).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { PACKAGE_PAGE_SIZE, type PackageItemType, SEARCH_MIN_CHARS } from '../../../contract';
import { getMeta, type PackageDraft } from '../../../sync/core/db';
import { db } from '../../db/db';
import { useOnlineRead } from '../sync/use-online-read';
import { EMPTY_DRAFT } from './selection';

/** The package in progress (the preset texts when none was started); `undefined` while loading. */
export function usePackageDraft(): PackageDraft | undefined {
  return useLiveQuery(async () => (await getMeta(db, 'packageDraft')) ?? EMPTY_DRAFT, []);
}

/** A search that is long enough to ask for, else undefined. */
export function searchable(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed.length >= SEARCH_MIN_CHARS ? trimmed : undefined;
}

/** Members matching `search`; nothing is asked below SEARCH_MIN_CHARS characters. */
export function usePackageMembers(search: string, page: number) {
  const text = searchable(search);
  return useOnlineRead(
    'packageMembers',
    text === undefined ? null : { search: text, page, page_size: PACKAGE_PAGE_SIZE },
  );
}

export function usePackageGroups(userId: number) {
  return useOnlineRead('packageGroups', { user_id: userId });
}

export interface CandidateQuery {
  userId: number;
  type: PackageItemType;
  search: string;
  /** Required for mentor and mentee: null asks nothing. */
  groupId: number | null;
  needsGroup: boolean;
  page: number;
}

export function usePackageCandidates({ userId, type, search, groupId, needsGroup, page }: CandidateQuery) {
  return useOnlineRead(
    'packageCandidates',
    needsGroup && groupId === null
      ? null
      : {
          user_id: userId,
          type,
          search: searchable(search),
          group_id: groupId ?? undefined,
          page,
          page_size: PACKAGE_PAGE_SIZE,
        },
  );
}
