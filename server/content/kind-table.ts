/**
 * The table work every content kind (resources, posts, career tips, use cases, AI tools)
 * repeats, written once over the kind's table: a row by a condition, the rows of a batch of
 * ids, a newest-first page with its total, a free slug on create or rename, a new status,
 * and a delete. Each kind's module keeps its own rules (who sees, who writes) and its
 * serializer; every operation here is scoped to the tenant.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ContentKind, ContentStatus } from '../../contract/content';
import { CONTENT_MESSAGES } from '../../contract/content-forms';
import type { Reader, Tx } from '../db/client';
import { rowAsJson } from '../db/json-rows';
import { withTotal } from '../db/with-total';
import { HttpError, notFound } from '../http/errors';
import { logContentChange } from './moderation';
import type { ContentRights } from './rights';
import { serializeByIds, serializeOne, tenantRowsIn, uniqueSlug } from './serialize';

/** A content table: a serial id, the tenant and the creation time. */
type ContentTable = PgTable & { id: PgColumn; tenantId: PgColumn; createdAt: PgColumn };

/** How a kind shows its rows: who may see one, and the items a page of rows becomes. */
export interface ContentView<Row, Item> {
  canSee: (row: Row, rights: ContentRights) => boolean;
  serialize: (db: Reader, tenantId: number, rights: ContentRights, rows: Row[]) => Promise<Item[]>;
  /** The item of a detail read, where it says more than a list's; `serialize` otherwise. */
  serializeDetail?: (db: Reader, tenantId: number, rights: ContentRights, rows: Row[]) => Promise<Item[]>;
}

/** An item named by its id or by its slug. */
export type ItemKey = { id: number } | { slug: string };

/**
 * The operations on one kind's `table`, shown through `view`; slugs go in `slugColumn`,
 * `slugFallback` when a title has no letters.
 */
export function contentTable<T extends ContentTable, Item>(
  table: T,
  slugColumn: PgColumn,
  slugFallback: string,
  view: ContentView<T['$inferSelect'], Item>,
) {
  // Every content table has a serial id, which the generic table type does not carry.
  type Row = T['$inferSelect'] & { id: number };
  const itemOf = (tenantId: number, id: number) => and(eq(table.tenantId, tenantId), eq(table.id, id));
  // Drizzle cannot infer a select's row type from a generic table; it is the table's row.
  const json = rowAsJson(table);
  const decode = (rows: { cells: unknown[] }[]) => rows.map((row) => json.decode(row.cells) as Row);
  const rowsWhere = async (db: Reader, where: SQL | undefined) =>
    decode(
      await db
        .select({ cells: json.cells })
        .from(table as PgTable)
        .where(where),
    );

  const rowWhere = async (db: Reader, tenantId: number, where: SQL): Promise<Row | null> => {
    const [row] = await rowsWhere(db, and(eq(table.tenantId, tenantId), where));
    return row ?? null;
  };
  const rowOf = (db: Reader, tenantId: number, key: ItemKey) =>
    rowWhere(db, tenantId, 'id' in key ? eq(table.id, key.id) : eq(slugColumn, key.slug));
  const serializeDetail = view.serializeDetail ?? view.serialize;
  const itemsByIds =
    (serialize: ContentView<Row, Item>['serialize']) =>
    (db: Reader, tenantId: number, rights: ContentRights, ids: readonly number[]): Promise<Item[]> =>
      serializeByIds(
        ids,
        (wanted) => rowsWhere(db, tenantRowsIn(table, tenantId, wanted)),
        (row) => view.canSee(row, rights),
        (rows) => serialize(db, tenantId, rights, rows),
      );

  return {
    /** The condition naming one item of the tenant. */
    itemOf,

    /** The tenant's row `key` names, or null. */
    rowOf,

    /** The item `key` names as the caller may see it, or null (missing, or not theirs to see). */
    readItem: async (db: Reader, tenantId: number, rights: ContentRights, key: ItemKey): Promise<Item | null> =>
      serializeOne(
        await rowOf(db, tenantId, key),
        (row) => view.canSee(row, rights),
        (rows) => serializeDetail(db, tenantId, rights, rows),
      ),

    /** The tenant's rows among `ids`, in no order (the change feed and collections ask by id). */
    rowsIn: (db: Reader, tenantId: number, ids: readonly number[]) => rowsWhere(db, tenantRowsIn(table, tenantId, ids)),

    /** The items of `ids` the caller may see, in the order of `ids` (the change feed and collections ask by id). */
    byIds: itemsByIds(view.serialize),

    /** The same, each as its own detail read shows it. */
    detailsByIds: itemsByIds(serializeDetail),

    /** Page `page` (from 1) of the rows matching `where`, newest first (after true `first`), and how many match. */
    async newestPage(
      db: Reader,
      where: SQL | undefined,
      page: number,
      pageSize: number,
      first?: PgColumn,
    ): Promise<{ rows: Row[]; total: number }> {
      const { rows, total } = await withTotal(
        db,
        table,
        where,
        { limit: pageSize, offset: (page - 1) * pageSize },
        db
          .select({ cells: json.cells })
          .from(table as PgTable)
          .where(where)
          .orderBy(...(first ? [desc(first)] : []), desc(table.createdAt), desc(table.id)),
      );
      return { rows: decode(rows), total };
    },

    /**
     * A free slug for `text`; on an edit (`current`), the item keeps its slug while the
     * text it was made from (`current.text`) is unchanged.
     */
    async slugFor(
      tx: Reader,
      tenantId: number,
      text: string,
      current?: { id: number; slug: string; text: string },
      fallback = slugFallback,
    ): Promise<string> {
      if (current && text.trim() === current.text) return current.slug;
      return uniqueSlug(tx, table, slugColumn, tenantId, text, current?.id, fallback);
    },

    /** The tenant's item `id` for a write by `userId`: 404 when missing, 403 unless they created it. */
    ownRow: async (db: Reader, tenantId: number, userId: number, id: number): Promise<Row & { createdBy: number }> =>
      ownItem((await rowsWhere(db, itemOf(tenantId, id)))[0] as (Row & { createdBy: number }) | undefined, userId),

    /** Adds the item `values` describe and records it in the change feed as `kind`; answers its id. */
    async insertRow(
      tx: Tx,
      kind: ContentKind,
      values: T['$inferInsert'] & { tenantId: number; createdBy: number },
    ): Promise<number> {
      // The generic table's insert types cannot see that every content table has a serial id.
      const [row] = (await tx
        .insert(table)
        .values(values as PgInsertValue<T>)
        .returning({ id: table.id })) as { id: number }[];
      await logContentChange(tx, values.tenantId, values.createdBy, kind, row!.id);
      return row!.id;
    },

    /** Writes a moderation outcome. */
    setStatus: (tx: Tx, tenantId: number, id: number, status: ContentStatus) =>
      tx
        .update(table)
        .set({ status, updatedAt: new Date() } as PgUpdateSetSource<T>)
        .where(itemOf(tenantId, id)),

    /** Deletes one item of the tenant. */
    deleteRow: (tx: Tx, tenantId: number, id: number) => tx.delete(table).where(itemOf(tenantId, id)),
  };
}

/** The item for a write by the caller: 404 when missing, 403 unless the caller created it. */
export function ownItem<Row extends { createdBy: number }>(row: Row | null | undefined, userId: number): Row {
  if (!row) throw notFound();
  if (row.createdBy !== userId) throw new HttpError(403, { detail: CONTENT_MESSAGES.notAllowed });
  return row;
}
