/**
 * Collections (spec part 2 section 2, /favorites and /my): rows of any type as
 * CollectionItem (enough to show and link offline). Favourites come from the caller's
 * bookmarks; My items are the caller's accepted circles, their own content (any status)
 * and their job applications. Dashboards show each section's first 3 and its count; the
 * sub-routes page by 10.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { BookmarkType } from '../../contract/bookmarks';
import {
  CARD_DESCRIPTION_CHARS,
  type CollectionItem,
  type CollectionSections,
  type CollectionType,
} from '../../contract/content';
import type { Db } from '../db/client';
import { bookmarks, groups, jobs, memberships } from '../db/schema';
import { jobApplications } from '../groups/schema';
import { uploads } from '../profiles/schema';
import { mediaUrl } from '../uploads/serialize';
import { aiTools, posts, resources, useCases } from './schema';
import { tenantRowsIn } from './serialize';

export const BOOKMARK_OF: Partial<Record<CollectionType, BookmarkType>> = {
  usecases: 'usecase',
  circles: 'circle',
  events: 'event',
  resources: 'resource',
  aitools: 'aitool',
  jobs: 'job',
};

/** Rich text as a short plain summary. */
export function plainSummary(html: string, max = CARD_DESCRIPTION_CHARS): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

const fileUrl = (key: string | null) => (key ? mediaUrl(key) : null);

/** The card of one row: `fields` as shown, with the row's type, id and creation date. */
const card = (
  type: CollectionType,
  row: { id: number; createdAt: Date },
  fields: Omit<CollectionItem, 'type' | 'id' | 'created_at'>,
): CollectionItem => ({ type, id: row.id, ...fields, created_at: row.createdAt.toISOString() });

/** Items of `type` by id, in the order of `ids` (missing ones left out); `statuses` override the row's status. */
async function itemsOf(
  db: Db,
  tenantId: number,
  type: CollectionType,
  ids: number[],
  statuses?: Map<number, string>,
): Promise<CollectionItem[]> {
  if (ids.length === 0) return [];
  let rows: CollectionItem[] = [];
  if (type === 'usecases') {
    const found = await db
      .select({ row: useCases, imageKey: uploads.key })
      .from(useCases)
      .leftJoin(uploads, eq(uploads.id, useCases.thumbnailImage))
      .where(tenantRowsIn(useCases, tenantId, ids));
    rows = found.map(({ row, imageKey }) =>
      card(type, row, {
        href: `/usecase/${row.slug}`,
        title: row.title,
        description: plainSummary(row.description),
        image: fileUrl(imageKey),
        status: row.status,
      }),
    );
  } else if (type === 'aitools') {
    const found = await db
      .select({ row: aiTools, imageKey: uploads.key })
      .from(aiTools)
      .leftJoin(uploads, eq(uploads.id, aiTools.logo))
      .where(tenantRowsIn(aiTools, tenantId, ids));
    rows = found.map(({ row, imageKey }) =>
      card(type, row, {
        href: `/ai-tool/${row.slug}`,
        title: row.name,
        description: plainSummary(row.description),
        image: fileUrl(imageKey),
        status: row.status,
      }),
    );
  } else if (type === 'resources') {
    const found = await db
      .select({ row: resources, imageKey: uploads.key })
      .from(resources)
      .leftJoin(uploads, eq(uploads.id, resources.thumbnailImage))
      .where(tenantRowsIn(resources, tenantId, ids));
    rows = found.map(({ row, imageKey }) =>
      card(type, row, {
        href: `/resource/${row.titleSlug}`,
        title: row.title,
        // A premium resource's text is not summarised (it may be locked for the reader).
        description: row.isPremium ? '' : plainSummary(row.content),
        image: fileUrl(imageKey),
        status: row.status,
      }),
    );
  } else if (type === 'posts') {
    const found = await db
      .select()
      .from(posts)
      .where(tenantRowsIn(posts, tenantId, ids));
    rows = found.map((row) =>
      card(type, row, {
        href: `/post/${row.slug}`,
        title: row.title,
        description: plainSummary(row.content),
        image: null,
        status: null,
      }),
    );
  } else if (type === 'circles' || type === 'events') {
    const found = await db
      .select()
      .from(groups)
      .where(tenantRowsIn(groups, tenantId, ids));
    rows = found.map((row) =>
      card(type, row, {
        href: `/${row.groupType === 'event' ? 'event' : 'circle'}/${row.nameSlug}`,
        title: row.name,
        description: plainSummary(row.description),
        image: row.logo ?? row.coverImage,
        status: null,
      }),
    );
  } else if (type === 'jobs') {
    const found = await db
      .select()
      .from(jobs)
      .where(tenantRowsIn(jobs, tenantId, ids));
    rows = found.map((row) =>
      card(type, row, {
        href: `/job/${row.slug}`,
        title: row.title,
        description: plainSummary(row.description),
        image: null,
        status: row.jobStatus,
      }),
    );
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [statuses?.has(id) ? { ...row, status: statuses.get(id) ?? null } : row];
  });
}

export interface CollectionPage {
  items: CollectionItem[];
  count: number;
}

/** One favourites section: the caller's bookmarks of that type, newest first. */
export async function favouritePage(
  db: Db,
  tenantId: number,
  userId: number,
  type: CollectionType,
  limit: number,
  offset: number,
): Promise<CollectionPage> {
  const bookmarkType = BOOKMARK_OF[type];
  if (!bookmarkType) return { items: [], count: 0 };
  const owned = and(eq(bookmarks.tenantId, tenantId), eq(bookmarks.userId, userId), eq(bookmarks.type, bookmarkType));
  const [rows, [total]] = await Promise.all([
    db
      .select({ objectId: bookmarks.objectId })
      .from(bookmarks)
      .where(owned)
      .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(bookmarks).where(owned),
  ]);
  return {
    items: await itemsOf(
      db,
      tenantId,
      type,
      rows.map((row) => row.objectId),
    ),
    count: total?.n ?? 0,
  };
}

/** Ids (newest first) and count of a table's rows matching `where`. */
async function ownedIds(
  db: Db,
  table: typeof useCases | typeof aiTools | typeof resources | typeof posts,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<{ ids: number[]; count: number }> {
  const t = table as typeof useCases;
  const [rows, [total]] = await Promise.all([
    db.select({ id: t.id }).from(t).where(where).orderBy(desc(t.createdAt), desc(t.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return { ids: rows.map((row) => row.id), count: total?.n ?? 0 };
}

const OWNED_TABLES = { usecases: useCases, aitools: aiTools, resources, posts } as const;

/** One My section: accepted circles, own content (any status), or job applications. */
export async function minePage(
  db: Db,
  tenantId: number,
  userId: number,
  type: CollectionType,
  limit: number,
  offset: number,
): Promise<CollectionPage> {
  if (type === 'circles' || type === 'events') {
    const where = and(
      eq(memberships.tenantId, tenantId),
      eq(memberships.userId, userId),
      eq(memberships.status, 'accepted'),
      eq(groups.groupType, type === 'circles' ? 'circle' : 'event'),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ groupId: memberships.groupId, status: memberships.status })
        .from(memberships)
        .innerJoin(groups, eq(groups.id, memberships.groupId))
        .where(where)
        .orderBy(desc(memberships.createdAt), desc(memberships.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(memberships).innerJoin(groups, eq(groups.id, memberships.groupId)).where(where),
    ]);
    const statuses = new Map(rows.map((row) => [row.groupId, row.status as string]));
    return {
      items: await itemsOf(
        db,
        tenantId,
        type,
        rows.map((row) => row.groupId),
        statuses,
      ),
      count: total?.n ?? 0,
    };
  }
  if (type === 'jobs') {
    const where = and(eq(jobApplications.tenantId, tenantId), eq(jobApplications.userId, userId));
    const [rows, [total]] = await Promise.all([
      db
        .select({ jobId: jobApplications.jobId, status: jobApplications.status })
        .from(jobApplications)
        .where(where)
        .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(jobApplications).where(where),
    ]);
    const statuses = new Map(rows.map((row) => [row.jobId, row.status as string]));
    return {
      items: await itemsOf(
        db,
        tenantId,
        type,
        rows.map((row) => row.jobId),
        statuses,
      ),
      count: total?.n ?? 0,
    };
  }
  const table = OWNED_TABLES[type] as typeof useCases;
  const { ids, count: n } = await ownedIds(
    db,
    table,
    and(eq(table.tenantId, tenantId), eq(table.createdBy, userId)),
    limit,
    offset,
  );
  return { items: await itemsOf(db, tenantId, type, ids), count: n };
}

/** Every section's first `size` items and count. */
export async function sections(
  types: readonly CollectionType[],
  page: (type: CollectionType) => Promise<CollectionPage>,
): Promise<CollectionSections> {
  const out: CollectionSections = {};
  for (const type of types) out[type] = await page(type);
  return out;
}
