/**
 * Collections (spec part 2 section 2, /favorites and /my): rows of any type as
 * CollectionItem (enough to show and link offline). Favourites come from the caller's
 * bookmarks; My items are the caller's accepted circles, their own content (any status)
 * and their job applications. Dashboards show each section's first 3 and its count; the
 * sub-routes page by 10.
 */
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  CARD_DESCRIPTION_CHARS,
  COLLECTION_BOOKMARK_TYPES,
  type CollectionItem,
  type CollectionSections,
  type CollectionType,
} from '../../contract/content';
import type { Db } from '../db/client';
import { bookmarks, groups, jobs, memberships } from '../db/schema';
import { withTotal } from '../db/with-total';
import { jobApplications } from '../groups/schema';
import { uploads } from '../profiles/schema';
import { mediaUrl } from '../uploads/serialize';
import { aiTools, posts, resources, useCases } from './schema';
import { tenantRowsIn } from './serialize';

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

/** A card's fields but its type, id and date; `image` only where the kind keeps a link rather than a file. */
type CardFields = Omit<CollectionItem, 'type' | 'id' | 'created_at' | 'image'> & { image?: string | null };

type Shown<T extends PgTable> = T['$inferSelect'] & { id: number; createdAt: Date };

/**
 * How one type's rows become cards: `table` holds them, `fields`
 * says what a card shows, and `upload` names the picture of kinds that keep it as a file.
 */
function cardsOf<T extends PgTable & { id: PgColumn; tenantId: PgColumn }>(
  table: T,
  fields: (row: Shown<T>) => CardFields,
  upload?: (row: Shown<T>) => number | null,
) {
  return async (db: Db, tenantId: number, type: CollectionType, ids: number[]): Promise<CollectionItem[]> => {
    // Drizzle cannot infer a select's row type from a generic table; it is the table's row.
    const rows = (await db
      .select()
      .from(table as PgTable)
      .where(tenantRowsIn(table, tenantId, ids))) as Shown<T>[];
    const fileIds = upload ? rows.flatMap((row) => upload(row) ?? []) : [];
    const files = fileIds.length
      ? await db.select({ id: uploads.id, key: uploads.key }).from(uploads).where(inArray(uploads.id, fileIds))
      : [];
    const urls = new Map(files.map((file) => [file.id, mediaUrl(file.key)]));
    return rows.map((row) => {
      const fileId = upload?.(row) ?? null;
      const image = fileId === null ? null : (urls.get(fileId) ?? null);
      return { type, id: row.id, image, ...fields(row), created_at: row.createdAt.toISOString() };
    });
  };
}

const groupCards = cardsOf(groups, (row) => ({
  href: `/${row.groupType === 'event' ? 'event' : 'circle'}/${row.nameSlug}`,
  title: row.name,
  description: plainSummary(row.description),
  image: row.logo ?? row.coverImage,
  status: null,
}));

const CARDS = {
  usecases: cardsOf(
    useCases,
    (row) => ({
      href: `/usecase/${row.slug}`,
      title: row.title,
      description: plainSummary(row.description),
      status: row.status,
    }),
    (row) => row.thumbnailImage,
  ),
  aitools: cardsOf(
    aiTools,
    (row) => ({
      href: `/ai-tool/${row.slug}`,
      title: row.name,
      description: plainSummary(row.description),
      status: row.status,
    }),
    (row) => row.logo,
  ),
  resources: cardsOf(
    resources,
    // A premium resource's text is not summarised (it may be locked for the reader).
    (row) => ({
      href: `/resource/${row.titleSlug}`,
      title: row.title,
      description: row.isPremium ? '' : plainSummary(row.content),
      status: row.status,
    }),
    (row) => row.thumbnailImage,
  ),
  posts: cardsOf(posts, (row) => ({
    href: `/post/${row.slug}`,
    title: row.title,
    description: plainSummary(row.content),
    status: null,
  })),
  circles: groupCards,
  events: groupCards,
  jobs: cardsOf(jobs, (row) => ({
    href: `/job/${row.slug}`,
    title: row.title,
    description: plainSummary(row.description),
    status: row.jobStatus,
  })),
} satisfies Record<CollectionType, unknown>;

/** Items of `type` by id, in the order of `ids` (missing ones left out); `statuses` override the row's status. */
async function itemsOf(
  db: Db,
  tenantId: number,
  type: CollectionType,
  ids: number[],
  statuses?: Map<number, string>,
): Promise<CollectionItem[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await CARDS[type](db, tenantId, type, ids)).map((row) => [row.id, row]));
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
  const bookmarkType = COLLECTION_BOOKMARK_TYPES[type];
  if (!bookmarkType) return { items: [], count: 0 };
  const owned = and(eq(bookmarks.tenantId, tenantId), eq(bookmarks.userId, userId), eq(bookmarks.type, bookmarkType));
  const { rows, total } = await withTotal(
    db,
    bookmarks,
    owned,
    db
      .select({ objectId: bookmarks.objectId })
      .from(bookmarks)
      .where(owned)
      .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
      .limit(limit)
      .offset(offset),
  );
  return {
    items: await itemsOf(
      db,
      tenantId,
      type,
      rows.map((row) => row.objectId),
    ),
    count: total,
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
  const { rows, total } = await withTotal(
    db,
    t,
    where,
    db.select({ id: t.id }).from(t).where(where).orderBy(desc(t.createdAt), desc(t.id)).limit(limit).offset(offset),
  );
  return { ids: rows.map((row) => row.id), count: total };
}

/** The cards of rows that carry the member's status with them (a membership, an application). */
function itemsWithStatus(
  db: Db,
  tenantId: number,
  type: CollectionType,
  rows: readonly { id: number; status: string }[],
): Promise<CollectionItem[]> {
  const statuses = new Map(rows.map((row) => [row.id, row.status]));
  return itemsOf(
    db,
    tenantId,
    type,
    rows.map((row) => row.id),
    statuses,
  );
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
        .select({ id: memberships.groupId, status: memberships.status })
        .from(memberships)
        .innerJoin(groups, eq(groups.id, memberships.groupId))
        .where(where)
        .orderBy(desc(memberships.createdAt), desc(memberships.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(memberships).innerJoin(groups, eq(groups.id, memberships.groupId)).where(where),
    ]);
    return { items: await itemsWithStatus(db, tenantId, type, rows), count: total?.n ?? 0 };
  }
  if (type === 'jobs') {
    const where = and(eq(jobApplications.tenantId, tenantId), eq(jobApplications.userId, userId));
    const { rows, total } = await withTotal(
      db,
      jobApplications,
      where,
      db
        .select({ id: jobApplications.jobId, status: jobApplications.status })
        .from(jobApplications)
        .where(where)
        .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
        .limit(limit)
        .offset(offset),
    );
    return { items: await itemsWithStatus(db, tenantId, type, rows), count: total };
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
