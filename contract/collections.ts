/**
 * Collections (/favorites and /my, spec part 2 section 2): the section types, their labels
 * and route segments, and the rows the dashboards show. The calls are in content-endpoints.ts.
 */
import * as v from 'valibot';
import type { BookmarkType } from './bookmarks';
import { PageParam, PageSizeParam } from './paging';

/** Collections dashboards: sections of 3 with View More; sub-routes of 10 (spec part 2 section 9). */
export const DASHBOARD_SECTION_SIZE = 3;
export const COLLECTION_PAGE_SIZE = 10;

/**
 * Collections (/favorites and /my, spec part 2 section 2): the section types. Favourites
 * have usecases, circles, events, resources, aitools, jobs; My has circles, resources, jobs,
 * usecases, posts, aitools. Jobs only when show_job_menu.
 */
export const COLLECTION_TYPES = ['usecases', 'circles', 'events', 'resources', 'aitools', 'jobs', 'posts'] as const;
export const CollectionType = v.picklist(COLLECTION_TYPES);
export type CollectionType = v.InferOutput<typeof CollectionType>;
export const FAVORITE_SECTIONS: readonly CollectionType[] = [
  'usecases',
  'circles',
  'events',
  'resources',
  'aitools',
  'jobs',
];
export const MY_SECTIONS: readonly CollectionType[] = ['circles', 'resources', 'jobs', 'usecases', 'posts', 'aitools'];
/** The bookmarks a favourites section lists; posts are not bookmarked. */
export const COLLECTION_BOOKMARK_TYPES: Record<CollectionType, BookmarkType | null> = {
  usecases: 'usecase',
  circles: 'circle',
  events: 'event',
  resources: 'resource',
  aitools: 'aitool',
  jobs: 'job',
  posts: null,
};
export const COLLECTION_LABELS: Record<CollectionType, string> = {
  usecases: 'Use Cases',
  circles: 'Circles',
  events: 'Events',
  resources: 'Resources',
  aitools: 'AI Tools',
  jobs: 'Jobs',
  posts: 'Posts',
};
/** The route segment of each sub-route (/favorites/{segment}, /my/{segment}). */
export const COLLECTION_SEGMENTS: Record<CollectionType, string> = {
  usecases: 'usecases',
  circles: 'circles',
  events: 'events',
  resources: 'resources',
  aitools: 'ai-tools',
  jobs: 'jobs',
  posts: 'posts',
};

/** One row of a collections table or dashboard section: enough to show and link it offline. */
export const CollectionItem = v.object({
  type: CollectionType,
  id: v.number(),
  /** The page it opens: /usecase/{slug}, /circle/{slug}, /job/{slug}... */
  href: v.string(),
  title: v.string(),
  description: v.string(),
  image: v.nullable(v.string()),
  /** pending, approved, rejected for content; the membership or application status otherwise. */
  status: v.nullable(v.string()),
  created_at: v.string(),
});
export type CollectionItem = v.InferOutput<typeof CollectionItem>;
/** GET /my-items/ and /my-favourites/: every section's first 3 items and its count. */
export const CollectionSections = v.record(v.string(), v.object({ items: v.array(CollectionItem), count: v.number() }));
export type CollectionSections = Partial<Record<CollectionType, { items: CollectionItem[]; count: number }>>;
/** GET /my-favourites/?type=&page= and /{type}/me/?page=: one section, 10 per page. */
export const CollectionQuery = v.object({
  type: v.optional(CollectionType),
  page: PageParam,
  page_size: PageSizeParam(COLLECTION_PAGE_SIZE, 100),
});
