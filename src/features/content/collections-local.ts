/**
 * The /favorites and /my collections built from what this device stores (offline, best
 * effort): bookmarks joined with db.contents, db.groups and db.jobs; the member's own items,
 * groups and job applications.
 */
import {
  type AnyContent,
  COLLECTION_BOOKMARK_TYPES,
  type CollectionItem,
  type CollectionType,
  type ContentKind,
  contentKey,
} from '../../../contract';
import { getMeta, type LocalGroup, type PortalDb } from '../../../sync/core/db';

const CONTENT_ROUTES: Record<ContentKind, string> = {
  resource: '/resource/',
  post: '/post/',
  careertip: '/career-tip/',
  usecase: '/usecase/',
  aitool: '/ai-tool/',
};

/** The detail page of an item. */
export const contentHref = (kind: ContentKind, slug: string) => `${CONTENT_ROUTES[kind]}${slug}`;

const COLLECTION_KINDS: Partial<Record<CollectionType, ContentKind>> = {
  usecases: 'usecase',
  resources: 'resource',
  aitools: 'aitool',
  posts: 'post',
};

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function fromContent(type: CollectionType, kind: ContentKind, slug: string, item: AnyContent): CollectionItem {
  const record = item as unknown as Record<string, unknown>;
  const text = (field: string) => (typeof record[field] === 'string' ? (record[field] as string) : '');
  const image = (record['thumbnail_image'] ?? record['logo']) as { file?: string } | null | undefined;
  return {
    type,
    id: item.id,
    href: contentHref(kind, slug),
    title: kind === 'aitool' ? text('name') : text('title'),
    description: plain(text('description') || text('content')),
    image: image?.file ?? null,
    status: typeof record['status'] === 'string' ? (record['status'] as string) : null,
    created_at: item.created_at,
  };
}

function fromGroup(type: CollectionType, group: LocalGroup): CollectionItem {
  return {
    type,
    id: group.id,
    href: `/${group.group_type === 'event' ? 'event' : 'circle'}/${group.name_slug}`,
    title: group.name,
    description: plain(group.description),
    image: group.logo ?? null,
    status: group.membership_status,
    created_at: group.created_at,
  };
}

const newestFirst = (a: CollectionItem, b: CollectionItem) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** Every stored item of one collection, newest first. */
export async function buildLocalCollection(
  db: PortalDb,
  which: 'favorites' | 'my',
  type: CollectionType,
): Promise<CollectionItem[]> {
  const kind = COLLECTION_KINDS[type];
  const items: CollectionItem[] = [];
  if (which === 'favorites') {
    const bookmarkType = COLLECTION_BOOKMARK_TYPES[type];
    if (!bookmarkType) return [];
    const ids = (await db.bookmarks.where('type').equals(bookmarkType).toArray()).map((row) => row.object_id);
    if (kind) {
      const rows = await db.contents.bulkGet(ids.map((id) => contentKey(kind, id)));
      for (const row of rows) if (row) items.push(fromContent(type, kind, row.slug, row.data));
    } else if (type === 'jobs') {
      for (const job of await db.jobs.bulkGet(ids)) {
        if (job) {
          items.push({
            type,
            id: job.id,
            href: `/job/${job.slug}`,
            title: job.title,
            description: plain(job.description),
            image: null,
            status: null,
            created_at: job.created_at,
          });
        }
      }
    } else {
      for (const group of await db.groups.bulkGet(ids)) if (group) items.push(fromGroup(type, group));
    }
    return items.sort(newestFirst);
  }
  if (kind) {
    const me = (await getMeta(db, 'identity'))?.id;
    const rows = await db.contents.where('kind').equals(kind).toArray();
    for (const row of rows) {
      if (me !== undefined && row.data.created_by.id === me) items.push(fromContent(type, kind, row.slug, row.data));
    }
  } else if (type === 'circles' || type === 'events') {
    const groups = await db.groups.where('membership_status').equals('accepted').toArray();
    for (const group of groups) {
      if ((group.group_type === 'event') === (type === 'events')) items.push(fromGroup(type, group));
    }
  } else if (type === 'jobs') {
    for (const application of await db.applications.toArray()) {
      const job = await db.jobs.get(application.job_id);
      items.push({
        type,
        id: application.job_id,
        href: `/job/${application.job_slug}`,
        title: job?.title ?? application.job_slug,
        description: job ? plain(job.description) : '',
        image: null,
        status: application.status,
        created_at: application.created_at,
      });
    }
  }
  return items.sort(newestFirst);
}
