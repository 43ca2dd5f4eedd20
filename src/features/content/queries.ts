/**
 * Content as the UI reads it. Reads come from Dexie
 * (db.contents, db.votes, db.contentDrafts, db.savedFiles, meta sections); a hook asks the
 * worker for what is missing or stale when online and the live query re-renders.
 */
import { liveQuery } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import {
  type AnyContent,
  type CollectionItem,
  type CollectionSections,
  type CollectionType,
  type ContentByKind,
  type ContentKind,
  contentKey,
  DASHBOARD_SECTION_SIZE,
  FAVORITE_SECTIONS,
  type LinkPreview,
  MY_SECTIONS,
  scoreAfter,
  titleOf,
  type VoteContentType,
  type VoteState,
  voteKey,
} from '../../../contract';
import { filterContents, isVoteKind, pageOf, voteFieldsOf } from '../../../sync/content/content-local';
import type { ContentListRequest } from '../../../sync/core/api';
import type { ContentDraft, DraftKind, LocalContent } from '../../../sync/core/db';
import { db } from '../../db/db';
import { useMeta } from '../../db/use-meta';
import { useSearchMatches } from '../search/use-matches';
import { askAfter } from '../sync/ask-after';
import { useIsKeyPending, useIsOnline } from '../sync/queries';
import { syncClient } from '../sync/sync-client';
import { useCachedPage } from '../sync/use-cached-page';
import { useFetchedRow } from '../sync/use-fetched-row';
import { useRefreshStatus } from '../sync/use-refresh-status';
import { buildLocalCollection, contentHref } from './collections-local';

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

const MIN_SEARCH_CHARS = 2;

function toRequest(params: ContentListParams): ContentListRequest {
  const search = params.search?.trim();
  return { ...params, search: search && search.length >= MIN_SEARCH_CHARS ? search : undefined };
}

type ServerPage = { forKey: string; keys: string[]; count: number };

/** A page of a kind: the server's page when online (cached into db.contents), else db.contents filtered and paged locally. */
export function useContentList<K extends ContentKind>(kind: K, params: ContentListParams): ContentList<K> {
  const isOnline = useIsOnline();
  const request = toRequest(params);
  const key = JSON.stringify([kind, request]);
  const latest = useRef(request);
  latest.current = request;
  const [server, setServer] = useState<ServerPage | null>(null);
  const [status, setStatus] = useState<ContentListStatus>('loading');
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!isOnline) {
      setStatus('offline');
      return;
    }
    // The list page waits for a pause in typing before it changes the search: ask at once.
    const current = latest.current;
    setStatus('loading');
    return askAfter(
      0,
      () => syncClient().content.list(kind, current),
      (result) => {
        if (result.kind === 'done') {
          setServer({ forKey: key, keys: result.keys, count: result.count });
          setMessage(null);
          setStatus('done');
        } else if (result.kind === 'failed') {
          setMessage(result.message);
          setStatus('failed');
        } else setStatus('offline');
      },
      () => setStatus('failed'),
    );
  }, [key, isOnline, kind]);

  const page = status === 'done' && server?.forKey === key ? server : null;
  const pageKeys = page?.keys.join(',') ?? null;
  const matches = useSearchMatches('contents', page ? '' : (request.search ?? ''));
  const rows = useLiveQuery(async () => {
    if (page) {
      const found = await db.contents.bulkGet(page.keys);
      const items = found.filter((row): row is LocalContent => row !== undefined).map((row) => row.data);
      return { items: items as ContentByKind[K][], count: page.count };
    }
    if (matches === undefined) return undefined;
    const current = latest.current;
    const all = filterContents(kind, await db.contents.where('kind').equals(kind).toArray(), current, matches);
    return { items: pageOf(all, current.page, current.page_size), count: all.length };
  }, [key, pageKeys, matches]);

  const shownStatus: ContentListStatus = page ? 'done' : status === 'done' ? 'loading' : status;
  return { items: rows?.items ?? [], count: rows?.count ?? 0, status: shownStatus, message };
}

/** One item by slug, from db.contents, fetched when online (and again after moderation). */
export function useContentItem<K extends ContentKind>(
  kind: K,
  slug: string,
): { item: ContentByKind[K] | null; status: ContentStatusOf } {
  const live = useLiveQuery(() => db.contents.where('[kind+slug]').equals([kind, slug]).first(), [kind, slug]);
  // A new item's form has no slug yet: nothing to fetch (no GET of `.../slug//`).
  const { row, status } = useFetchedRow(`${kind}\n${slug}`, live, () =>
    slug ? syncClient().content.bySlug(kind, slug) : Promise.resolve('missing' as const),
  );
  return { item: row ? (row.data as ContentByKind[K]) : null, status };
}

/** The member's vote on an item and its score as shown (optimistic while queued; isPending while in the outbox). */
export function useVote(
  type: VoteContentType,
  id: number,
  serverScore: number,
  serverVote: VoteState,
): { vote: VoteState; score: number; isPending: boolean } {
  const key = voteKey(type, id);
  const local = useLiveQuery(async () => {
    const vote = await db.votes.get(key);
    const row = isVoteKind(type) ? await db.contents.get(contentKey(type, id)) : undefined;
    return { vote: vote ?? null, item: row ? voteFieldsOf(row.data) : null };
  }, [key]);
  const isPending = useIsKeyPending(key);
  if (local?.item) {
    return {
      vote: local.vote ? local.vote.vote_type : local.item.user_vote_type,
      score: local.item.vote_score,
      isPending,
    };
  }
  if (local?.vote) {
    const vote = local.vote.vote_type;
    return { vote, score: isPending ? scoreAfter(serverScore, serverVote, vote) : serverScore, isPending };
  }
  return { vote: serverVote, score: serverScore, isPending };
}

/** The drafts of a kind, newest first (the form offers to continue one). */
export function useDrafts(kind: DraftKind): ContentDraft[] | undefined {
  return useLiveQuery(
    async () => (await db.contentDrafts.where('kind').equals(kind).toArray()).sort((a, b) => b.updatedAt - a.updatedAt),
    [kind],
  );
}

/** One draft (undefined while loading, null when gone: e.g. accepted by the server). */
export function useDraft(id: string): ContentDraft | null | undefined {
  return useLiveQuery(async () => (await db.contentDrafts.get(id)) ?? null, [id]);
}

/**
 * Calls `onGone` once the draft `id` is no longer stored (a submitted draft: the server
 * accepted it), however soon: a query of its own for this id, never the answer of another.
 * Returns the unsubscribe.
 */
export function whenDraftGone(id: string, onGone: () => void): () => void {
  let isDone = false;
  const subscription = liveQuery(() => db.contentDrafts.get(id)).subscribe({
    next: (draft) => {
      if (draft !== undefined || isDone) return;
      isDone = true;
      onGone();
    },
  });
  return () => {
    isDone = true;
    subscription.unsubscribe();
  };
}

/** The /favorites or /my dashboards: meta as last fetched, refreshed when online; offline, built from what is stored. */
export function useCollectionSections(which: 'favorites' | 'my'): {
  sections: CollectionSections;
  status: ContentListStatus;
} {
  const stored = useMeta(which === 'favorites' ? 'favoriteSections' : 'mySections');
  const refreshed = useRefreshStatus(which, () => syncClient().content.sections(which));
  const status: ContentListStatus = refreshed === 'ready' ? 'done' : refreshed;
  const needsLocal = stored === undefined && status !== 'loading' && status !== 'done';
  const local = useLiveQuery(async () => {
    if (!needsLocal) return null;
    const sections: CollectionSections = {};
    for (const type of which === 'favorites' ? FAVORITE_SECTIONS : MY_SECTIONS) {
      const items = await buildLocalCollection(db, which, type);
      sections[type] = { items: items.slice(0, DASHBOARD_SECTION_SIZE), count: items.length };
    }
    return sections;
  }, [which, needsLocal]);
  return { sections: stored ?? local ?? {}, status };
}

/** One collection table, 10 per page (the sub-routes). */
export function useCollectionPage(
  which: 'favorites' | 'my',
  type: CollectionType,
  page: number,
): { items: CollectionItem[]; count: number; status: ContentListStatus } {
  const key = `${which}:${type}:${page}`;
  const { page: stored, status } = useCachedPage('collectionPage', { which, type, page }, () =>
    syncClient().content.collection(which, type, page),
  );
  // What the device holds shows until this visit's page arrives, so a page never blanks
  // while the worker (re)asks (e.g. when the connection comes back), and a change made here
  // since an earlier visit's page is not hidden by it.
  const current = status === 'done' ? stored : null;
  const isLocal = !current;
  const local = useLiveQuery(async () => {
    if (!isLocal) return null;
    const items = await buildLocalCollection(db, which, type);
    return { items: pageOf(items, page, 10), count: items.length };
  }, [key, isLocal]);
  if (current) return { items: current.items, count: current.count, status: 'done' };
  return { items: local?.items ?? [], count: local?.count ?? 0, status: status === 'done' ? 'loading' : status };
}

/** Is the item saved for offline reading? */
export function useIsSavedOffline(kind: ContentKind, id: number): boolean {
  const row = useLiveQuery(() => db.contents.get(contentKey(kind, id)), [kind, id]);
  return typeof row?.savedAt === 'number';
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
  const saved = useLiveQuery(async () => {
    const rows = await db.contents.where('savedAt').above(0).toArray();
    const files = await db.savedFiles.toArray();
    const sizes = new Map<string, number>();
    for (const file of files) sizes.set(file.contentKey, (sizes.get(file.contentKey) ?? 0) + file.size);
    return rows
      .map(
        (row): SavedOfflineItem => ({
          key: row.key,
          kind: row.kind,
          title: titleOf(row.kind, row.data),
          href: contentHref(row.kind, row.slug),
          bytes: sizes.get(row.key) ?? 0,
          savedAt: row.savedAt ?? 0,
        }),
      )
      .sort((a, b) => b.savedAt - a.savedAt);
  }, []);
  const items = saved ?? [];
  const bytes = items.reduce((sum, item) => sum + item.bytes, 0);
  const [estimate, setEstimate] = useState<{ usage: number | null; quota: number | null }>({
    usage: null,
    quota: null,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: estimated again when what is saved changes.
  useEffect(() => {
    let isCurrent = true;
    if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return;
    navigator.storage
      .estimate()
      .then((answer) => isCurrent && setEstimate({ usage: answer.usage ?? null, quota: answer.quota ?? null }))
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [bytes, items.length]);
  return { items, bytes, ...estimate };
}

/** A link preview fetched by the server (null while loading or when it failed). */
export function useLinkPreview(url: string | null): {
  preview: LinkPreview | null;
  status: 'loading' | 'done' | 'failed';
} {
  const [state, setState] = useState<{
    url: string | null;
    preview: LinkPreview | null;
    status: 'loading' | 'done' | 'failed';
  }>({ url: null, preview: null, status: 'loading' });
  useEffect(() => {
    if (!url) return;
    let isCurrent = true;
    syncClient()
      .content.linkPreview(url)
      .then((result) => {
        if (!isCurrent) return;
        setState(
          result.ok ? { url, preview: result.preview, status: 'done' } : { url, preview: null, status: 'failed' },
        );
      })
      .catch(() => isCurrent && setState({ url, preview: null, status: 'failed' }));
    return () => {
      isCurrent = false;
    };
  }, [url]);
  if (!url) return { preview: null, status: 'failed' };
  return state.url === url ? { preview: state.preview, status: state.status } : { preview: null, status: 'loading' };
}

/** The item the server accepted: the edited one, or the caller's newest of the kind stored since the submit. */
export async function findAcceptedContent(
  kind: ContentKind,
  editingId: number | null,
  since: number,
  userId: number | null,
): Promise<AnyContent | null> {
  if (editingId !== null) return (await db.contents.get(`${kind}:${editingId}`))?.data ?? null;
  const rows = await db.contents
    .where('kind')
    .equals(kind)
    .filter((row) => row.seenAt >= since - 1000 && (userId === null || row.data.created_by.id === userId))
    .toArray();
  rows.sort((a, b) => b.id - a.id);
  return rows[0]?.data ?? null;
}
