/**
 * How much this device stores, by kind: rows and bytes of each table (estimated from a
 * sample of rows, so a report costs a few reads however large the tables are) and the
 * sizes of the service worker's caches. The browser's own `estimate()` lags behind writes
 * and deletes by minutes, so the budget counts with these figures instead.
 */
import type { IndexableType } from 'dexie';
import { MEDIA_CACHE } from '../core/cache-names';
import type { PortalDb } from '../core/db';
import {
  CACHED_TABLES,
  type CachedTable,
  type KeptItems,
  KIND_TABLES,
  STORAGE_KINDS,
  type TableName,
} from './storage-kinds';

/** Rows read to estimate a table's average row size. */
const SAMPLE_ROWS = 48;

/** A row's size as stored: its JSON, plus the bytes of any file it holds. */
export function rowBytes(row: unknown): number {
  let fileBytes = 0;
  const json = JSON.stringify(row, (_key, value: unknown) => {
    if (typeof Blob !== 'undefined' && value instanceof Blob) {
      fileBytes += value.size;
      return null;
    }
    return value;
  });
  return (json?.length ?? 0) + fileBytes;
}

export interface TableSize {
  rows: number;
  /** Estimated bytes of one row. */
  rowBytes: number;
}

export async function tableSize(db: PortalDb, table: TableName): Promise<TableSize> {
  const rows = await db.table(table).count();
  if (rows === 0) return { rows, rowBytes: 0 };
  const sample = await db.table<unknown>(table).limit(SAMPLE_ROWS).toArray();
  const total = sample.reduce<number>((sum, row) => sum + rowBytes(row), 0);
  return { rows, rowBytes: Math.round(total / Math.max(sample.length, 1)) };
}

export async function tableSizes(db: PortalDb): Promise<Map<TableName, TableSize>> {
  const sizes = new Map<TableName, TableSize>();
  for (const kind of STORAGE_KINDS) {
    for (const table of KIND_TABLES[kind]) sizes.set(table, await tableSize(db, table));
  }
  return sizes;
}

/** A cached row the budget may evict: its table, primary key and time of last use. */
export interface CachedRow {
  source: CachedTable;
  key: IndexableType;
  usedAt: number;
}

/** The cached (evictable) rows of one table, least recently used first. */
export async function cachedRows(db: PortalDb, source: CachedTable, kept: KeptItems): Promise<CachedRow[]> {
  const rows: CachedRow[] = [];
  const timeOf = source.timeOf ?? Number;
  await db
    .table<unknown>(source.table)
    .orderBy(source.usedAt)
    .filter((row) => !source.keeps(row as never, kept))
    .each((row, cursor) => {
      const value = (row as Record<string, unknown>)[source.usedAt];
      rows.push({ source, key: cursor.primaryKey, usedAt: timeOf(value) });
    });
  return rows;
}

/** Past this many rows a table's cached share is estimated from its first rows, not counted. */
const COUNT_ROWS_UP_TO = 5000;
const SHARE_SAMPLE_ROWS = 500;

/** How many of a table's rows are cached copies: counted, or for a large table estimated. */
export async function cachedRowCount(
  db: PortalDb,
  source: CachedTable,
  kept: KeptItems,
  rows: number,
): Promise<number> {
  const table = db.table<unknown>(source.table);
  const isCached = (row: unknown) => !source.keeps(row as never, kept);
  if (rows <= COUNT_ROWS_UP_TO) return table.filter(isCached).count();
  const sample = await table.limit(SHARE_SAMPLE_ROWS).toArray();
  return Math.round((rows * sample.filter(isCached).length) / Math.max(sample.length, 1));
}

export const cachedTablesOf = (tables: readonly TableName[]) =>
  CACHED_TABLES.filter((source) => tables.includes(source.table));

/** The bytes of a Cache API cache, from each response's Content-Length. */
export async function cacheBytes(name: string): Promise<number> {
  if (typeof caches === 'undefined' || !(await caches.has(name))) return 0;
  const cache = await caches.open(name);
  let bytes = 0;
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (!response) continue;
    // Content-Length only: reading bodies of a large cache would cost more than the figure is worth.
    const length = Number(response.headers.get('content-length'));
    if (Number.isFinite(length) && length > 0) bytes += length;
  }
  return bytes;
}

/** Images shown so far: the one cache the budget counts beside the database. */
export const mediaBytes = () => cacheBytes(MEDIA_CACHE);
