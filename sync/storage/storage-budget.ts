/**
 * The storage budget: cached copies (people and groups seen in lists, job and content
 * details, online-only answers, then the oldest jobs of the board) are evicted least
 * recently used first once what the device stores passes a share of the browser's quota,
 * and after the browser refused a write as full. The outbox, drafts, the member's own
 * data and what they saved, bookmarked, applied to or follow are never evicted.
 */
import type { IndexableType } from 'dexie';
import { MEDIA_CACHE } from '../core/cache-names';
import { type PortalDb, setMeta } from '../core/db';
import { isQuotaError } from './quota';
import {
  type FileKind,
  KIND_TABLES,
  readKeptItems,
  STORAGE_KINDS,
  type StorageKind,
  type TableName,
} from './storage-kinds';
import {
  type CachedRow,
  cacheBytes,
  cachedRowCount,
  cachedRows,
  cachedTablesOf,
  mediaBytes,
  type TableSize,
  tableSizes,
} from './storage-usage';

/** The share of the browser's quota the portal fills before it evicts cached copies. */
export const STORAGE_BUDGET_SHARE = 0.2;
/** Eviction goes this far below the budget, so the next pulls do not evict again at once. */
const EVICT_TO = 0.9;
/** After a refused write: evict until the database holds this share of what it held. */
const RELIEVE_TO = 0.5;
/** Copies fetched this recently are on screen, or about to be: eviction leaves them. */
const IN_USE_MS = 10 * 60_000;
/** The budget is checked after a sync round at most this often. */
const CHECK_EVERY_MS = 5 * 60_000;
/** A write refused as full evicts at most this often (see relieve). */
const RELIEVE_EVERY_MS = 60_000;

export interface KindUsage {
  kind: StorageKind | FileKind;
  /** Rows in the database; null for files in the caches. */
  rows: number | null;
  bytes: number;
  /** Of those, cached copies that Clear (or the budget) may remove. */
  cachedBytes: number;
}

export interface StorageReport {
  kinds: KindUsage[];
  /** What the database and the image cache hold, as the budget counts it. */
  totalBytes: number;
  /** The browser's figures (absent where the browser gives none). */
  usage: number | null;
  quota: number | null;
  budget: number | null;
}

export interface Evicted {
  rows: number;
  bytes: number;
}

interface Estimate {
  usage?: number;
  quota?: number;
  usageDetails?: Record<string, number>;
}

export type EstimateFn = () => Promise<Estimate | null>;

export const browserEstimate: EstimateFn = async () =>
  typeof navigator !== 'undefined' && navigator.storage ? await navigator.storage.estimate() : null;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const bytesOf = (size: TableSize | undefined) => (size ? size.rows * size.rowBytes : 0);

/**
 * Every cached row of these tables, least recently used first, the job board last; rows
 * used after `keepUsedAfter` (epoch ms) are on screen or about to be, and stay.
 */
async function evictionOrder(
  db: PortalDb,
  tables: readonly TableName[],
  keepUsedAfter = Number.POSITIVE_INFINITY,
): Promise<CachedRow[]> {
  const kept = await readKeptItems(db);
  const rows: CachedRow[] = [];
  for (const source of cachedTablesOf(tables)) {
    const cached = await cachedRows(db, source, kept);
    rows.push(...(source.timeOf ? cached : cached.filter((row) => row.usedAt <= keepUsedAfter)));
  }
  return rows.sort((a, b) => a.source.tier - b.source.tier || a.usedAt - b.usedAt);
}

/** Devices whose jobsTrimmed mark a full disk refused: written again before the next check or relief. */
const unmarked = new WeakSet<PortalDb>();

/**
 * The board says its older jobs left (meta jobsTrimmed). On a full disk the mark itself can be
 * refused after the deletes went through (deleted rows free their space later, not at once), so
 * it is kept in memory and written again later rather than lost.
 */
async function markTrimmed(db: PortalDb): Promise<void> {
  try {
    await setMeta(db, 'jobsTrimmed', true);
    unmarked.delete(db);
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    unmarked.add(db);
  }
}

async function deleteRows(db: PortalDb, rows: readonly CachedRow[]): Promise<void> {
  const byTable = new Map<TableName, IndexableType[]>();
  for (const row of rows) byTable.set(row.source.table, [...(byTable.get(row.source.table) ?? []), row.key]);
  for (const [table, keys] of byTable) await db.table(table).bulkDelete(keys);
  // The change feed (the member's, or a visitor's public one) does not send an evicted job
  // again: the board says so and can fetch them.
  if (byTable.has('jobs')) await markTrimmed(db);
}

export interface EvictOptions {
  /** Bytes held elsewhere (the image cache) counted with the database. */
  extraBytes?: number;
  /** Nothing is evicted unless the total passes this (default: the target). */
  limit?: number;
  /** Rows last used after this (epoch ms) stay: they are on screen. */
  keepUsedAfter?: number;
}

/**
 * Once the database (plus what `options` count beside it) passes the limit, evicts cached
 * rows, least recently used first, until it holds at most `target` bytes.
 */
export async function evictDownTo(db: PortalDb, target: number, options: EvictOptions = {}): Promise<Evicted> {
  const sizes = await tableSizes(db);
  const total = sum([...sizes.values()].map(bytesOf)) + (options.extraBytes ?? 0);
  if (total <= (options.limit ?? target)) return { rows: 0, bytes: 0 };
  let excess = total - target;
  const chosen: CachedRow[] = [];
  let bytes = 0;
  for (const row of await evictionOrder(db, [...sizes.keys()], options.keepUsedAfter)) {
    if (excess <= 0) break;
    const rowBytes = sizes.get(row.source.table)?.rowBytes ?? 0;
    chosen.push(row);
    excess -= rowBytes;
    bytes += rowBytes;
  }
  await deleteRows(db, chosen);
  return { rows: chosen.length, bytes };
}

/** Clear: every cached copy of one kind (or of all), and the shown images with 'images'. */
export async function clearCached(db: PortalDb, kind: StorageKind | FileKind | 'all'): Promise<void> {
  if ((kind === 'images' || kind === 'all') && typeof caches !== 'undefined') await caches.delete(MEDIA_CACHE);
  if (kind === 'search' || kind === 'all') await db.searchIndex.clear();
  const tables =
    kind === 'all'
      ? STORAGE_KINDS.flatMap((each) => KIND_TABLES[each])
      : kind in KIND_TABLES
        ? KIND_TABLES[kind as StorageKind]
        : [];
  await deleteRows(db, await evictionOrder(db, tables));
}

export async function reportStorage(db: PortalDb, estimate: EstimateFn = browserEstimate): Promise<StorageReport> {
  const sizes = await tableSizes(db);
  const kept = await readKeptItems(db);
  const kinds: KindUsage[] = [];
  for (const kind of STORAGE_KINDS) {
    const tables = KIND_TABLES[kind];
    let cachedBytes = 0;
    for (const source of cachedTablesOf(tables)) {
      const size = sizes.get(source.table);
      if (size) cachedBytes += (await cachedRowCount(db, source, kept, size.rows)) * size.rowBytes;
    }
    if (kind === 'search') cachedBytes = bytesOf(sizes.get('searchIndex'));
    kinds.push({
      kind,
      rows: sum(tables.map((table) => sizes.get(table)?.rows ?? 0)),
      bytes: sum(tables.map((table) => bytesOf(sizes.get(table)))),
      cachedBytes,
    });
  }
  const browser = await estimate().catch(() => null);
  const images = await mediaBytes();
  const savedFiles = sum((await db.savedFiles.toArray()).map((file) => file.size));
  const caches = browser?.usageDetails?.['caches'];
  kinds.push({ kind: 'images', rows: null, bytes: images, cachedBytes: images });
  kinds.push({ kind: 'savedFiles', rows: null, bytes: savedFiles, cachedBytes: 0 });
  if (caches !== undefined) {
    kinds.push({ kind: 'appFiles', rows: null, bytes: Math.max(caches - images - savedFiles, 0), cachedBytes: 0 });
  }
  const quota = browser?.quota ?? null;
  return {
    kinds,
    totalBytes: sum([...sizes.values()].map(bytesOf)) + images,
    usage: browser?.usage ?? null,
    quota,
    budget: quota === null ? null : Math.floor(quota * STORAGE_BUDGET_SHARE),
  };
}

export interface StorageBudgetOptions {
  now: () => number;
  estimate?: EstimateFn;
}

/** The sync worker's budget keeper: checked after sync rounds, relieved after a refused write. */
export function createStorageBudget(db: PortalDb, options: StorageBudgetOptions) {
  const estimate = options.estimate ?? browserEstimate;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let relievedAt = Number.NEGATIVE_INFINITY;

  async function budget(): Promise<number | null> {
    const quota = (await estimate().catch(() => null))?.quota;
    return quota === undefined ? null : Math.floor(quota * STORAGE_BUDGET_SHARE);
  }

  return {
    report: () => reportStorage(db, estimate),
    async clear(kind: StorageKind | FileKind | 'all'): Promise<StorageReport> {
      await clearCached(db, kind);
      return reportStorage(db, estimate);
    },
    /** Evicts down under the budget when past it; at most every few minutes unless `force`. */
    async check(force = false): Promise<Evicted> {
      if (unmarked.has(db)) await markTrimmed(db);
      if (!force && options.now() - checkedAt < CHECK_EVERY_MS) return { rows: 0, bytes: 0 };
      checkedAt = options.now();
      const limit = await budget();
      if (limit === null) return { rows: 0, bytes: 0 };
      return evictDownTo(db, limit * EVICT_TO, {
        extraBytes: await cacheBytes(MEDIA_CACHE),
        limit,
        keepUsedAfter: options.now() - IN_USE_MS,
      });
    },
    /**
     * The browser refused a write as full: make room by evicting half of what the database
     * holds, once a minute at most. The browser counts the freed space only later, so a write
     * retried at once is refused again; evicting again for it would empty the device.
     */
    async relieve(): Promise<Evicted> {
      if (unmarked.has(db)) await markTrimmed(db);
      if (options.now() - relievedAt < RELIEVE_EVERY_MS) return { rows: 0, bytes: 0 };
      relievedAt = options.now();
      const sizes = await tableSizes(db);
      return evictDownTo(db, sum([...sizes.values()].map(bytesOf)) * RELIEVE_TO, {
        keepUsedAfter: options.now() - IN_USE_MS,
      });
    },
  };
}

export type StorageBudget = ReturnType<typeof createStorageBudget>;
