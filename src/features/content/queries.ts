/**
 * Content as the UI reads it (issue 7). SEAM between the sync helper (implements the
 * bodies) and the screens (use): the signatures are agreed. Reads come from Dexie
 * (db.contents, db.votes, db.contentDrafts, db.savedFiles, meta sections); a hook asks the
 * worker for what is missing or stale when online and the live query re-renders.
 */
import type {
  CollectionItem,
  CollectionSections,
  CollectionType,
  ContentByKind,
  ContentKind,
  LinkPreview,
  VoteContentType,
  VoteState,
} from '../../../contract';
import type { ContentListRequest } from '../../../sync/api';
import type { ContentDraft, DraftKind } from '../../../sync/db';

export type ContentStatusOf = 'loading' | 'ready' | 'missing' | 'offline';
/** done: the server's page; offline: filtered from what is stored (may be incomplete); failed: the server refused. */
export type ContentListStatus = 'loading' | 'done' | 'offline' | 'failed';

/** List parameters: ContentListRequest without the transport details. */
export type ContentListParams = ContentListRequest;

export interface ContentList<K extends ContentKind> {
  items: ContentByKind[K][];
  count: number;
  status: ContentListStatus;
  /** The server's message when status is failed. */
  message: string | null;
}

/** A page of a kind: the server's page when online (cached into db.contents), else db.contents filtered and paged locally. */
export function useContentList<K extends ContentKind>(_kind: K, _params: ContentListParams): ContentList<K> {
  return { items: [], count: 0, status: 'loading', message: null };
}

/** One item by slug, from db.contents, fetched when online (and again after moderation). */
export function useContentItem<K extends ContentKind>(
  _kind: K,
  _slug: string,
): { item: ContentByKind[K] | null; status: ContentStatusOf } {
  return { item: null, status: 'loading' };
}

/** The member's vote on an item and its score as shown (optimistic while queued; isPending while in the outbox). */
export function useVote(
  _type: VoteContentType,
  _id: number,
  _serverScore: number,
  _serverVote: VoteState,
): { vote: VoteState; score: number; isPending: boolean } {
  return { vote: null, score: 0, isPending: false };
}

/** The drafts of a kind, newest first (the form offers to continue one). */
export function useDrafts(_kind: DraftKind): ContentDraft[] | undefined {
  return undefined;
}

/** One draft (undefined while loading, null when gone: e.g. accepted by the server). */
export function useDraft(_id: string): ContentDraft | null | undefined {
  return undefined;
}

/** The /favorites or /my dashboard sections: meta as last fetched, refreshed when online; offline, built from what is stored. */
export function useCollectionSections(_which: 'favorites' | 'my'): {
  sections: CollectionSections;
  status: ContentListStatus;
} {
  return { sections: {}, status: 'loading' };
}

/** One collection table, 10 per page (the sub-routes). */
export function useCollectionPage(
  _which: 'favorites' | 'my',
  _type: CollectionType,
  _page: number,
): { items: CollectionItem[]; count: number; status: ContentListStatus } {
  return { items: [], count: 0, status: 'loading' };
}

/** Is the item saved for offline reading? */
export function useIsSavedOffline(_kind: ContentKind, _id: number): boolean {
  return false;
}

export interface SavedOfflineItem {
  key: string;
  kind: ContentKind;
  title: string;
  href: string;
  bytes: number;
  savedAt: number;
}

/** Everything saved for offline reading, with the space its files use, and the device's storage estimate. */
export function useSavedOffline(): {
  items: SavedOfflineItem[];
  bytes: number;
  usage: number | null;
  quota: number | null;
} {
  return { items: [], bytes: 0, usage: null, quota: null };
}

/** A link preview fetched by the server (null while loading or when it failed). */
export function useLinkPreview(_url: string | null): {
  preview: LinkPreview | null;
  status: 'loading' | 'done' | 'failed';
} {
  return { preview: null, status: 'loading' };
}
