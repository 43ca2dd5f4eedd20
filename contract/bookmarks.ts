import * as v from 'valibot';
import { endpoint } from './endpoint';
import { IdQueryParam } from './ids';
import { PageParam, PageSizeParam, paged } from './paging';

/** Bookmarkable item types (spec part 2 section 7, Bookmarks: /bookmark/{type}/{id}/). */
export const BOOKMARK_TYPES = ['job', 'resource', 'circle', 'event', 'usecase', 'aitool'] as const;
export const BookmarkType = v.picklist(BOOKMARK_TYPES);
export type BookmarkType = v.InferOutput<typeof BookmarkType>;

/** A bookmark row: the member's, keyed by item type and id. */
export const Bookmark = v.object({
  id: v.number(),
  type: BookmarkType,
  object_id: v.number(),
  created_at: v.string(),
});
export type Bookmark = v.InferOutput<typeof Bookmark>;

/** The local key of a bookmark, also its coalescing key in the outbox. */
export const bookmarkKey = (type: BookmarkType, objectId: number) => `${type}:${objectId}`;

/** Page size of bookmark lists ("favourites and my lists", spec part 2 section 9). */
export const BOOKMARKS_PAGE_SIZE = 10;

/** GET /api/v1/bookmark/{type}/ query. */
export const BookmarkListQuery = v.object({
  page: PageParam,
  page_size: PageSizeParam(BOOKMARKS_PAGE_SIZE, 500),
});

/** The item a bookmark call names: `/bookmark/{type}/{id}/`. */
export const BookmarkTarget = v.object({ type: BookmarkType, id: IdQueryParam });

/** GET lists one type, newest first; adding and removing are final states (spec part 2 section 7). */
export const BOOKMARK_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/v1/bookmark/:type/',
    params: v.object({ type: BookmarkType }),
    query: BookmarkListQuery,
    output: paged(Bookmark),
    auth: 'token',
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/v1/bookmark/:type/:id/',
    params: BookmarkTarget,
    output: Bookmark,
    auth: 'token',
    batch: true,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/v1/unbookmark/:type/:id/',
    params: BookmarkTarget,
    auth: 'token',
    batch: true,
  }),
} as const;
