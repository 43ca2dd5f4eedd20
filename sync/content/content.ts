/**
 * The content area of the worker: lists and items into db.contents, moderation,
 * deletes, the collections dashboards and link previews. Each writes what it fetched into
 * Dexie and answers only the outcome. Reads are public: without a session they go out
 * without a token.
 */
import * as v from 'valibot';
import {
  type AnyContent,
  COLLECTION_ENDPOINTS,
  CONTENT_ENDPOINTS,
  CONTENT_MESSAGES,
  CONTENT_SCHEMAS,
  CollectionItem,
  CollectionSections,
  type CollectionType,
  type ContentKind,
  contentKey,
  firstErrorMessage,
  LINK_PREVIEW_ENDPOINT,
  LinkPreview,
  MESSAGES,
  type ModerationAction,
  paged,
  pathOf,
} from '../../contract';
import type {
  CollectionPageResult,
  ContentListRequest,
  ContentListResult,
  LinkPreviewResult,
  ModerationResult,
  PublicProfileStatus,
  SyncApi,
} from '../core/api';
import { callerOptions, queryString } from '../core/caller-options';
import type { SyncContext } from '../core/context';
import { type PortalDb, setMeta } from '../core/db';
import { getJson } from '../core/http';
import { rememberPage } from '../core/page-cache';
import { evictContents, putServerContents } from './content-local';

export interface ContentDeps {
  db: PortalDb;
  api: SyncContext['api'];
  now: () => number;
}

/** The list path of a kind with its query (search from 2 characters). */
export function contentListPath(kind: ContentKind, params: ContentListRequest): string {
  const search = params.search?.trim();
  const query = queryString({ ...params, search: search && search.length >= 2 ? search : undefined });
  return `${pathOf(CONTENT_ENDPOINTS[kind].list)}?${query}`;
}

export const contentSlugPath = (kind: ContentKind, slug: string): string =>
  pathOf(CONTENT_ENDPOINTS[kind].bySlug, { slug });

const schemaOf = (kind: ContentKind) => CONTENT_SCHEMAS[kind] as unknown as v.GenericSchema<unknown, AnyContent>;

/** Stores items and evicts what is beyond the cache size, in one transaction. */
export async function storeContents(deps: ContentDeps, kind: ContentKind, items: readonly AnyContent[]): Promise<void> {
  await deps.db.transaction(
    'rw',
    [deps.db.contents, deps.db.votes, deps.db.bookmarks, deps.db.outbox, deps.db.meta],
    async () => {
      await putServerContents(deps.db, kind, items as never[], deps.now());
      await evictContents(deps.db);
    },
  );
}

export async function listContent(
  deps: ContentDeps,
  kind: ContentKind,
  params: ContentListRequest,
): Promise<ContentListResult> {
  const answer = await getJson(
    deps.api,
    contentListPath(kind, params),
    paged(schemaOf(kind)),
    await callerOptions(deps.db),
  );
  if (answer.kind === 'data') {
    const items = answer.data.data;
    await storeContents(deps, kind, items);
    return {
      kind: 'done',
      keys: items.map((item) => contentKey(kind, item.id)),
      count: answer.data.pagination.count,
      next: answer.data.pagination.next,
    };
  }
  if (answer.kind === 'rejected') return { kind: 'failed', message: answer.message };
  return { kind: 'offline' };
}

export async function fetchContentBySlug(
  deps: ContentDeps,
  kind: ContentKind,
  slug: string,
): Promise<PublicProfileStatus> {
  const answer = await getJson(deps.api, contentSlugPath(kind, slug), schemaOf(kind), await callerOptions(deps.db));
  if (answer.kind === 'data') {
    await storeContents(deps, kind, [answer.data]);
    return 'ready';
  }
  if (answer.kind === 'rejected' && answer.status === 404) {
    await deps.db.contents.where('[kind+slug]').equals([kind, slug]).delete();
    return 'missing';
  }
  return 'offline';
}

const MODERATED_WHAT = { resource: 'resource', aitool: 'AI Tool', usecase: 'use case' } as const;

/** The spec's words for a failed approval or rejection. */
export function moderationFailure(kind: ContentKind, action: ModerationAction): string {
  return kind === 'resource' || kind === 'aitool' || kind === 'usecase'
    ? CONTENT_MESSAGES.failedToModerate(action, MODERATED_WHAT[kind])
    : CONTENT_MESSAGES.couldNotPerform;
}

export async function moderateContent(
  deps: ContentDeps,
  kind: ContentKind,
  id: number,
  action: ModerationAction,
): Promise<ModerationResult> {
  const endpoints = CONTENT_ENDPOINTS[kind];
  // Posts are not moderated: there is nothing to ask.
  if (!('moderate' in endpoints)) return { ok: false, message: moderationFailure(kind, action) };
  const outcome = await deps.api.request('POST', pathOf(endpoints.moderate, { id }), { body: { action } });
  if (outcome.kind === 'ok') {
    const parsed = v.safeParse(schemaOf(kind), outcome.body);
    if (parsed.success) await storeContents(deps, kind, [parsed.output]);
    else {
      // Not the item: read it again so the row shows its new status.
      const row = await deps.db.contents.get(contentKey(kind, id));
      if (row) await fetchContentBySlug(deps, kind, row.slug);
    }
    return { ok: true };
  }
  if (outcome.kind === 'rejected') {
    return { ok: false, message: firstErrorMessage(outcome.body, moderationFailure(kind, action)) };
  }
  if (outcome.kind === 'transient' && outcome.isUnreachable) return { ok: false, message: MESSAGES.youAreOffline };
  return { ok: false, message: moderationFailure(kind, action) };
}

export async function removeContent(deps: ContentDeps, kind: ContentKind, id: number): Promise<ModerationResult> {
  const endpoints = CONTENT_ENDPOINTS[kind];
  // Use cases and AI tools are never deleted.
  if (!('remove' in endpoints)) return { ok: false, message: CONTENT_MESSAGES.couldNotDelete };
  const outcome = await deps.api.request('DELETE', pathOf(endpoints.remove, { id }));
  if (outcome.kind === 'ok' || (outcome.kind === 'rejected' && outcome.status === 404)) {
    await deps.db.contents.delete(contentKey(kind, id));
    return { ok: true };
  }
  if (outcome.kind === 'rejected') {
    return { ok: false, message: firstErrorMessage(outcome.body, CONTENT_MESSAGES.couldNotDelete) };
  }
  if (outcome.kind === 'transient' && outcome.isUnreachable) return { ok: false, message: MESSAGES.youAreOffline };
  return { ok: false, message: CONTENT_MESSAGES.couldNotDelete };
}

export const SECTIONS_META = { favorites: 'favoriteSections', my: 'mySections' } as const;

/** Every section of a dashboard: its first 3 items and its count. */
export const sectionsPath = (which: 'favorites' | 'my'): string =>
  pathOf(which === 'favorites' ? COLLECTION_ENDPOINTS.myFavourites : COLLECTION_ENDPOINTS.myItems);

export async function fetchSections(
  deps: ContentDeps,
  which: 'favorites' | 'my',
): Promise<'ready' | 'offline' | 'failed'> {
  const answer = await getJson(deps.api, sectionsPath(which), CollectionSections);
  if (answer.kind === 'data') {
    await setMeta(deps.db, SECTIONS_META[which], answer.data);
    return 'ready';
  }
  if (answer.kind === 'rejected' || answer.kind === 'unauthenticated') return 'failed';
  return 'offline';
}

const CollectionPage = paged(CollectionItem);

export function collectionPath(which: 'favorites' | 'my', type: CollectionType, page: number): string {
  return which === 'favorites'
    ? `${pathOf(COLLECTION_ENDPOINTS.myFavourites)}?${queryString({ type, page })}`
    : `${pathOf(COLLECTION_ENDPOINTS.mine[type])}?${queryString({ page })}`;
}

export async function fetchCollection(
  deps: ContentDeps,
  which: 'favorites' | 'my',
  type: CollectionType,
  page: number,
): Promise<CollectionPageResult> {
  const answer = await getJson(deps.api, collectionPath(which, type, page), CollectionPage);
  if (answer.kind === 'data') {
    const value = { items: answer.data.data, count: answer.data.pagination.count };
    await rememberPage(deps.db, 'collectionPage', { which, type, page }, value, deps.now());
    return { kind: 'done' };
  }
  if (answer.kind === 'rejected') return { kind: 'failed', message: answer.message };
  if (answer.kind === 'unauthenticated') return { kind: 'failed', message: MESSAGES.couldNotComplete };
  return { kind: 'offline' };
}

export async function fetchLinkPreview(deps: ContentDeps, url: string): Promise<LinkPreviewResult> {
  const path = `${pathOf(LINK_PREVIEW_ENDPOINT)}?${queryString({ url })}`;
  const answer = await getJson(deps.api, path, LinkPreview);
  if (answer.kind === 'data') return { ok: true, preview: answer.data };
  if (answer.kind === 'rejected') {
    return { ok: false, message: firstErrorMessage(answer.body, CONTENT_MESSAGES.linkPreviewFailed) };
  }
  if (answer.kind === 'transient' && answer.isUnreachable) return { ok: false, message: MESSAGES.youAreOffline };
  return { ok: false, message: CONTENT_MESSAGES.linkPreviewFailed };
}

export function createContent(deps: ContentDeps): SyncApi['content'] {
  return {
    list: (kind, params) => listContent(deps, kind, params),
    bySlug: (kind, slug) => fetchContentBySlug(deps, kind, slug),
    moderate: (kind, id, action) => moderateContent(deps, kind, id, action),
    remove: (kind, id) => removeContent(deps, kind, id),
    sections: (which) => fetchSections(deps, which),
    collection: (which, type, page) => fetchCollection(deps, which, type, page),
    linkPreview: (url) => fetchLinkPreview(deps, url),
  };
}
