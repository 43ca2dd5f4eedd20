/**
 * Lookups shared by every content kind (resources, posts, career tips, use cases, AI tools):
 * authors, groups, files, topics, the caller's bookmarks and votes of a whole page, which a
 * serializer reads together in one statement (db/lookups.ts), and free slugs. Serializers of
 * each kind build their items from the maps they answer.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { BookmarkType } from '../../contract/bookmarks';
import type { ContentAuthor, ContentGroup } from '../../contract/content';
import { CONTENT_FORM_MESSAGES } from '../../contract/content-forms';
import type { Named } from '../../contract/ids';
import { ID_MESSAGES } from '../../contract/ids';
import type { UploadedFile } from '../../contract/profile';
import type { VoteContentType, VoteType } from '../../contract/votes';
import type { Reader } from '../db/client';
import { freeSlug, type SlugTable } from '../db/free-slug';
import { inSlot, type Lookup, lookUp, lookup, lookupQuery } from '../db/lookups';
import { integerArray } from '../db/prepared';
import { slugify } from '../db/prng';
import { bookmarks, groups, tenants, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { profiles, topics, uploads } from '../profiles/schema';
import { mediaUrlOrNull } from '../profiles/serialize';
import { toUploadedFile, type UploadedFileRow } from '../uploads/serialize';
import { isImageMime } from '../uploads/sniff';
import { votes } from './schema';

const unique = (ids: readonly (number | null | undefined)[]) => [
  ...new Set(ids.filter((id): id is number => typeof id === 'number')),
];

/** Lookups of the tenant's rows among some ids: the values of their slots. */
const tenantIds = (tenantId: number, ids: readonly number[]) => ({ tenantId, ids: integerArray(ids) });

const authorsQuery = lookupQuery(
  (slot) => sql`select json_agg(json_build_object('id', ${users.id}, 'firstName', ${users.firstName},
      'lastName', ${users.lastName}, 'nameSlug', ${users.nameSlug}, 'pictureKey', ${uploads.key}))
    from ${users} left join ${profiles} on ${profiles.userId} = ${users.id}
      left join ${uploads} on ${uploads.id} = ${profiles.pictureId}
    where ${users.tenantId} = ${slot('tenantId')} and ${inSlot(users.id, slot)}`,
);

/** The authors of `userIds` in the tenant, with their profile picture when they have one. */
function authorsOf(tenantId: number, userIds: readonly number[]): Lookup<Map<number, ContentAuthor>> {
  const ids = unique(userIds);
  type Row = { id: number; firstName: string; lastName: string; nameSlug: string; pictureKey: string | null };
  return lookup(
    ids.length === 0 ? null : authorsQuery,
    tenantIds(tenantId, ids),
    (rows: Row[]) =>
      new Map(
        rows.map((row) => [
          row.id,
          {
            id: row.id,
            name: `${row.firstName} ${row.lastName}`.trim(),
            name_slug: row.nameSlug,
            image: mediaUrlOrNull(row.pictureKey),
          },
        ]),
      ),
  );
}

const contentGroupsQuery = lookupQuery(
  (slot) => sql`select json_agg(json_build_object('id', ${groups.id}, 'name', ${groups.name},
      'name_slug', ${groups.nameSlug}, 'group_type', ${groups.groupType}, 'logo', ${groups.logo}))
    from ${groups} where ${groups.tenantId} = ${slot('tenantId')} and ${inSlot(groups.id, slot)}`,
);

/** The groups content of the tenant names (id, name, slug, type and logo). */
function contentGroupsOf(tenantId: number, groupIds: readonly (number | null)[]): Lookup<Map<number, ContentGroup>> {
  const ids = unique(groupIds);
  return lookup(
    ids.length === 0 ? null : contentGroupsQuery,
    tenantIds(tenantId, ids),
    (rows: ContentGroup[]) => new Map(rows.map((row) => [row.id, row])),
  );
}

/** Every kind shows its items' authors and groups: what contentItem reads. */
export interface Shown {
  authors: Map<number, ContentAuthor>;
  contentGroups: Map<number, ContentGroup>;
}

/** The lookups of the authors and the groups of content rows, to spread into a page's lookUp. */
export const shownOf = (tenantId: number, rows: readonly { createdBy: number; groupId: number | null }[]) => ({
  authors: authorsOf(
    tenantId,
    rows.map((row) => row.createdBy),
  ),
  contentGroups: contentGroupsOf(
    tenantId,
    rows.map((row) => row.groupId),
  ),
});

/** An author that no longer resolves (never expected: created_by is a foreign key). */
export const unknownAuthor = (id: number): ContentAuthor => ({ id, name: '', name_slug: '', image: null });

/** What the caller may do with one item: each kind decides. */
export interface CallerRightsOf {
  can_edit: boolean;
  can_moderate: boolean;
  is_bookmarked: boolean;
}

/**
 * The rights on an item that its author and staff edit and the default organization's
 * administrators moderate (use cases, AI tools).
 */
export const authorOrStaffRights = (
  row: { id: number; createdBy: number },
  rights: { userId: number | null; isStaff: boolean; isDefaultOrgAdmin: boolean },
  bookmarked: ReadonlySet<number>,
): CallerRightsOf => ({
  can_edit: row.createdBy === rights.userId || rights.isStaff,
  can_moderate: rights.isDefaultOrgAdmin,
  is_bookmarked: bookmarked.has(row.id),
});

/** The fields every kind of item shares (the contract's item entries). */
interface ItemBase extends CallerRightsOf {
  id: number;
  group: number | null;
  group_detail: ContentGroup | null;
  created_by: ContentAuthor;
  created_at: string;
}

/**
 * An item of kind `Item`: the fields every kind shares (its id, its group, its author and date
 * from what shownOf found, and the caller's rights), then the kind's own `fields`. Its own
 * fields come first and the spreads last: in V8 (Node 20) an object literal that starts with a
 * spread and goes on with fields of its own takes about 2 µs a field to build and is slow to
 * serialize (70 µs for a use case instead of 4), and a page builds dozens.
 */
export function contentItem<Item extends ItemBase>(
  row: { id: number; groupId: number | null; createdBy: number; createdAt: Date },
  { authors, contentGroups }: Shown,
  rights: CallerRightsOf,
  fields: Omit<Item, keyof ItemBase>,
): Item {
  // The shared fields are typed above and the kind's own by `fields`: together they are an Item.
  return {
    id: row.id,
    group: row.groupId,
    group_detail: row.groupId === null ? null : (contentGroups.get(row.groupId) ?? null),
    created_by: authors.get(row.createdBy) ?? unknownAuthor(row.createdBy),
    created_at: row.createdAt.toISOString(),
    ...rights,
    ...fields,
  } as Item;
}

const filesQuery = lookupQuery(
  (slot) => sql`select json_agg(json_build_object('id', ${uploads.id}, 'key', ${uploads.key},
      'mimeType', ${uploads.mimeType}, 'thumbnailKey', ${uploads.thumbnailKey}, 'name', ${uploads.name},
      'size', ${uploads.size}))
    from ${uploads} where ${uploads.tenantId} = ${slot('tenantId')} and ${inSlot(uploads.id, slot)}`,
);

/** Upload rows of the tenant by id, as UploadedFile. */
export function filesOf(tenantId: number, fileIds: readonly (number | null)[]): Lookup<Map<number, UploadedFile>> {
  const ids = unique(fileIds);
  return lookup(
    ids.length === 0 ? null : filesQuery,
    tenantIds(tenantId, ids),
    (rows: UploadedFileRow[]) => new Map(rows.map((row) => [row.id, toUploadedFile(row)])),
  );
}

/** The files of `ids` that exist, in the order given. */
export const pickFiles = (files: Map<number, UploadedFile>, ids: readonly number[]): UploadedFile[] =>
  ids.map((id) => files.get(id)).filter((file): file is UploadedFile => file !== undefined);

const topicsQuery = lookupQuery(
  (slot) => sql`select json_agg(json_build_object('id', ${topics.id}, 'name', ${topics.name}))
    from ${topics} where ${inSlot(topics.id, slot)}`,
);

/** Topics by id, with their names. */
export function topicsOf(topicIds: readonly number[]): Lookup<Map<number, Named>> {
  const ids = unique(topicIds);
  return lookup(
    ids.length === 0 ? null : topicsQuery,
    { ids: integerArray(ids) },
    (rows: Named[]) => new Map(rows.map((row) => [row.id, row])),
  );
}

export async function loadTopics(db: Reader, topicIds: readonly number[]): Promise<Map<number, Named>> {
  return (await lookUp(db, { topics: topicsOf(topicIds) })).topics;
}

const bookmarksQuery = lookupQuery(
  (slot) => sql`select json_agg(${bookmarks.objectId}) from ${bookmarks}
    where ${bookmarks.tenantId} = ${slot('tenantId')} and ${bookmarks.userId} = ${slot('userId')}
      and ${bookmarks.type} = ${slot('type')} and ${inSlot(bookmarks.objectId, slot)}`,
);

/** The ids of `ids` the caller bookmarked as `type` (none for visitors). */
export function bookmarksOf(
  tenantId: number,
  userId: number | null,
  type: BookmarkType,
  objectIds: readonly number[],
): Lookup<Set<number>> {
  const ids = unique(objectIds);
  return lookup(
    userId === null || ids.length === 0 ? null : bookmarksQuery,
    { tenantId, userId, type, ids: integerArray(ids) },
    (rows: number[]) => new Set(rows),
  );
}

/** The member's bookmarks of `type`, of the objects `objects` matches when given (the bookmark routes use it too). */
export const memberBookmarks = (tenantId: number, userId: number, type: BookmarkType, objects?: SQL) =>
  and(eq(bookmarks.tenantId, tenantId), eq(bookmarks.userId, userId), eq(bookmarks.type, type), objects);

const votesQuery = lookupQuery(
  (slot) => sql`select json_agg(json_build_object('objectId', ${votes.objectId}, 'voteType', ${votes.voteType}))
    from ${votes}
    where ${votes.tenantId} = ${slot('tenantId')} and ${votes.userId} = ${slot('userId')}
      and ${votes.contentType} = ${slot('contentType')} and ${inSlot(votes.objectId, slot)}`,
);

/** The caller's votes on `objectIds` of one content type (neutral is absent). */
export function votesOf(
  tenantId: number,
  userId: number | null,
  contentType: VoteContentType,
  objectIds: readonly number[],
): Lookup<Map<number, VoteType>> {
  const ids = unique(objectIds);
  return lookup(
    userId === null || ids.length === 0 ? null : votesQuery,
    { tenantId, userId, contentType, ids: integerArray(ids) },
    (rows: { objectId: number; voteType: VoteType }[]) => new Map(rows.map((row) => [row.objectId, row.voteType])),
  );
}

/** The rows of the tenant among `ids`, in a table with a tenant and a serial id. */
export const tenantRowsIn = (table: { tenantId: PgColumn; id: PgColumn }, tenantId: number, ids: readonly number[]) =>
  and(eq(table.tenantId, tenantId), inArray(table.id, [...ids]));

/**
 * The items of `ids` the caller may see, serialized in the order of `ids` (the change feed
 * and collections ask by id); `load` reads the rows of the tenant among `ids`.
 */
export async function serializeByIds<Row extends { id: number }, Item>(
  ids: readonly number[],
  load: (ids: number[]) => Promise<Row[]>,
  canSee: (row: Row) => boolean,
  serialize: (rows: Row[]) => Promise<Item[]>,
): Promise<Item[]> {
  if (ids.length === 0) return [];
  const rows = await load([...ids]);
  const byId = new Map(rows.filter(canSee).map((row) => [row.id, row]));
  return serialize(ids.flatMap((id) => byId.get(id) ?? []));
}

/** `row` serialized for the caller, or null when missing or not theirs to see (the detail pages). */
export async function serializeOne<Row, Item>(
  row: Row | null,
  canSee: (row: Row) => boolean,
  serialize: (rows: Row[]) => Promise<Item[]>,
): Promise<Item | null> {
  if (!row || !canSee(row)) return null;
  const [item] = await serialize([row]);
  return item ?? null;
}

/**
 * A slug free in the tenant for `text` in `table.slugColumn`: the text's slug (at most 80
 * characters), else with -2, -3... appended. `exceptId` is the row being edited (its own slug stays free).
 */
export function uniqueSlug(
  db: Reader,
  table: SlugTable,
  slugColumn: PgColumn,
  tenantId: number,
  text: string,
  exceptId?: number,
  fallback = 'item',
): Promise<string> {
  const base = (slugify(text) || fallback).slice(0, 80).replace(/-+$/, '') || fallback;
  return freeSlug(db, table, slugColumn, tenantId, base, exceptId);
}

/** A form's rule set as the 400 {field: [message]} the forms show, or nothing when it passes. */
export function throwFormErrors(errors: Partial<Record<string, string | undefined>>): void {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (entries.length > 0) throw new HttpError(400, Object.fromEntries(entries.map(([field, m]) => [field, [m]])));
}

export const FILE_MESSAGES = {
  unknownFile: 'Upload this file again: it was not found.',
} as const;

/**
 * Checks files a member attaches: each id must be an upload of theirs in the tenant, or one
 * already on the item (`keep`); `imagesOnly` for thumbnails. Throws 400 {field: [message]}.
 */
export async function checkAttachedFiles(
  db: Reader,
  tenantId: number,
  userId: number,
  field: string,
  fileIds: readonly number[],
  options: { keep?: readonly number[]; imagesOnly?: boolean; pdfOnly?: boolean } = {},
): Promise<void> {
  const ids = unique(fileIds);
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: uploads.id, userId: uploads.userId, mimeType: uploads.mimeType })
    .from(uploads)
    .where(and(eq(uploads.tenantId, tenantId), inArray(uploads.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const keep = new Set(options.keep ?? []);
  for (const id of ids) {
    const row = byId.get(id);
    if (!row || (row.userId !== userId && !keep.has(id))) {
      throw new HttpError(400, { [field]: [FILE_MESSAGES.unknownFile] });
    }
    if (options.imagesOnly && !isImageMime(row.mimeType)) {
      throw new HttpError(400, { [field]: [CONTENT_FORM_MESSAGES.imageOnly] });
    }
    if (options.pdfOnly && row.mimeType !== 'application/pdf') {
      throw new HttpError(400, { [field]: [CONTENT_FORM_MESSAGES.pdfOnly] });
    }
  }
}

/** The tenant's default organization (posts without a group belong to it). */
export async function defaultOrgId(db: Reader, tenantId: number): Promise<number | null> {
  const [row] = await db.select({ id: tenants.defaultOrgId }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.id ?? null;
}

/** A group id the body names must be a group of the tenant (400 {group}). */
export async function checkGroupExists(db: Reader, tenantId: number, groupId: number | null): Promise<void> {
  if (groupId === null) return;
  const [row] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.tenantId, tenantId), eq(groups.id, groupId)));
  if (!row) throw new HttpError(400, { group: [ID_MESSAGES.doesNotExist(groupId)] });
}
