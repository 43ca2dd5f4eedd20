/**
 * The bookmark writes, each one statement: the row, its visibility test (when the target
 * has an SQL form) and its change-log entry in one data-modifying WITH. A statement is
 * atomic by itself, so no transaction or savepoint is needed around it, and a replayed
 * outbox entry costs the database one round trip.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Bookmark, type BookmarkType, bookmarkKey } from '../../contract/bookmarks';
import { appendChangesFrom } from '../changes/log';
import type { Db } from '../db/client';
import { rowsOf } from '../db/raw-rows';
import { bookmarks } from '../db/schema';

interface Owner {
  tenantId: number;
  userId: number;
}

/** The ISO string of a timestamptz, to the millisecond, as Drizzle maps it (truncated). */
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const owned = ({ tenantId, userId }: Owner, type: BookmarkType, objectId: number) =>
  and(
    eq(bookmarks.tenantId, tenantId),
    eq(bookmarks.userId, userId),
    eq(bookmarks.type, type),
    eq(bookmarks.objectId, objectId),
  );

function logged(owner: Owner, from: string, type: BookmarkType, objectId: number, op: 'upsert' | 'delete') {
  const source = sql`select ${owner.tenantId}::integer, ${owner.userId}::integer, 'bookmark'::text,
    ${bookmarkKey(type, objectId)}::text, ${op}::text from ${sql.identifier(from)}`;
  return appendChangesFrom(source, [owner.tenantId]);
}

/**
 * Adds the bookmark if `visible` holds: the new one (created), else the member's existing one
 * when `visible` holds, else undefined (not visible, or added by a concurrent request after
 * this statement's snapshot: the caller looks again).
 */
export async function addBookmark(
  db: Db,
  owner: Owner,
  type: BookmarkType,
  objectId: number,
  visible: SQL,
): Promise<{ bookmark: Bookmark; isCreated: boolean } | undefined> {
  const result = await db.execute(sql`
    with added as (
      insert into ${bookmarks} (tenant_id, user_id, type, object_id)
      select ${owner.tenantId}::integer, ${owner.userId}::integer, ${type}::text, ${objectId}::integer
      where ${visible}
      on conflict do nothing
      returning id, created_at
    ), logged as (${logged(owner, 'added', type, objectId, 'upsert')})
    select id, ${iso(sql`created_at`)} as created_at, true as is_created from added
    union all
    select id, ${iso(sql`created_at`)}, false from ${bookmarks} where ${owned(owner, type, objectId)} and ${visible}`);
  const [row] = rowsOf(result);
  if (!row) return undefined;
  const { id, created_at: createdAt, is_created: isCreated } = row;
  if (typeof id !== 'number' || typeof createdAt !== 'string') throw new Error('Unexpected bookmark row.');
  return { bookmark: { id, type, object_id: objectId, created_at: createdAt }, isCreated: isCreated === true };
}

/** Removes the bookmark; whether there was one. */
export async function removeBookmark(db: Db, owner: Owner, type: BookmarkType, objectId: number): Promise<boolean> {
  const result = await db.execute(sql`
    with removed as (
      delete from ${bookmarks} where ${owned(owner, type, objectId)} returning id
    ), logged as (${logged(owner, 'removed', type, objectId, 'delete')})
    select count(*)::integer as n from removed`);
  const [row] = rowsOf(result);
  return row !== undefined && row['n'] !== 0;
}
