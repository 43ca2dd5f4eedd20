/**
 * The job board's answers, cached. The board is public and the same for every member
 * of a tenant, and it is the hottest read (DESIGN section 8: p99 under 50 ms at 50
 * clients on PGlite, where every query waits its turn). Entries are tagged with the
 * tenant's board version, which moves when
 * - this process commits a job change and calls `invalidate` (exact), or
 * - the tenant's last job change in the change log moved (checked at most once a
 *   second: writes by another process, e.g. a second server on the same Postgres).
 * Answers are kept as JSON and gzip, least recently used first out past a byte
 * budget; concurrent misses of one key share one build.
 *
 * Everything a Job embeds (its group's name and logo, skill names) must change only
 * together with a job change row, which the change feed needs anyway.
 */
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { and, eq, max } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { changes } from '../db/schema';

export interface CachedAnswer {
  json: string;
  gzip: Buffer | null;
  etag: string;
}

export interface JobBoardCache {
  get(tenantId: number, key: string, build: () => Promise<unknown>): Promise<CachedAnswer>;
  /**
   * A number worked out from the tenant's jobs (a filter's total), kept until they change:
   * the pages of one filter share one count.
   */
  count(tenantId: number, key: string, work: () => Promise<number>): Promise<number>;
  /** Call after committing a change of the tenant's jobs. */
  invalidate(tenantId: number): void;
}

/**
 * Bytes of filter keys kept with their totals, oldest first out: a key carries the search
 * text, so a client sending many long searches cannot grow the process without bound.
 */
const MAX_COUNT_KEY_BYTES = 1024 * 1024;

const GZIP_FROM_BYTES = 1024;
const RECHECK_LOG_MS = 1_000;

export function createJobBoardCache(db: Db, maxBytes = 32 * 1024 * 1024): JobBoardCache {
  const entries = new Map<string, CachedAnswer & { version: number; bytes: number }>();
  const building = new Map<string, Promise<CachedAnswer>>();
  const counts = new Map<string, { version: number; total: number }>();
  let countKeyBytes = 0;
  const tenants = new Map<number, { version: number; logHead: number; checkedAt: number }>();
  let totalBytes = 0;
  let nextVersion = 1;
  const epoch = randomBytes(4).toString('hex');

  const jobHead = async (tenantId: number) => {
    const [row] = await db
      .select({ seq: max(changes.seq) })
      .from(changes)
      .where(and(eq(changes.tenantId, tenantId), eq(changes.entity, 'job')));
    return Number(row?.seq ?? 0);
  };

  async function boardVersion(tenantId: number): Promise<number> {
    let state = tenants.get(tenantId);
    if (!state || Date.now() - state.checkedAt >= RECHECK_LOG_MS) {
      const logHead = await jobHead(tenantId);
      state = tenants.get(tenantId) ?? { version: nextVersion++, logHead, checkedAt: 0 };
      if (state.logHead !== logHead) state.version = nextVersion++;
      state.logHead = logHead;
      state.checkedAt = Date.now();
      tenants.set(tenantId, state);
    }
    return state.version;
  }

  function store(cacheKey: string, version: number, value: unknown): CachedAnswer {
    const json = JSON.stringify(value);
    const gzip = json.length >= GZIP_FROM_BYTES ? gzipSync(json, { level: 6 }) : null;
    // The epoch keeps ETags of an earlier process (whose versions restarted at 1) from matching.
    const etag = `W/"${epoch}-${version.toString(36)}-${json.length.toString(36)}"`;
    const entry = { json, gzip, version, etag, bytes: json.length + (gzip?.length ?? 0) };
    const previous = entries.get(cacheKey);
    if (previous) totalBytes -= previous.bytes;
    entries.delete(cacheKey);
    entries.set(cacheKey, entry);
    totalBytes += entry.bytes;
    for (const [oldKey, old] of entries) {
      if (totalBytes <= maxBytes) break;
      entries.delete(oldKey);
      totalBytes -= old.bytes;
    }
    return entry;
  }

  return {
    async get(tenantId, key, build) {
      const cacheKey = `${tenantId}|${key}`;
      const version = await boardVersion(tenantId);
      const hit = entries.get(cacheKey);
      if (hit?.version === version) {
        entries.delete(cacheKey);
        entries.set(cacheKey, hit);
        return hit;
      }
      const flightKey = `${cacheKey}|${version}`;
      let flight = building.get(flightKey);
      if (!flight) {
        flight = build()
          .then((value) => store(cacheKey, version, value))
          .finally(() => building.delete(flightKey));
        building.set(flightKey, flight);
      }
      return flight;
    },
    async count(tenantId, key, work) {
      const countKey = `${tenantId}|${key}`;
      const version = await boardVersion(tenantId);
      const kept = counts.get(countKey);
      if (kept?.version === version) return kept.total;
      const total = await work();
      if (counts.delete(countKey)) countKeyBytes -= countKey.length;
      counts.set(countKey, { version, total });
      countKeyBytes += countKey.length;
      for (const oldKey of counts.keys()) {
        if (countKeyBytes <= MAX_COUNT_KEY_BYTES) break;
        counts.delete(oldKey);
        countKeyBytes -= oldKey.length;
      }
      return total;
    },
    invalidate(tenantId) {
      const state = tenants.get(tenantId);
      if (state) state.version = nextVersion++;
    },
  };
}

/** Sends a cached answer: 304 on a matching ETag, gzip bytes when the client takes them. */
export function sendCachedJson(c: Context, answer: CachedAnswer): Response {
  c.header('ETag', answer.etag);
  c.header('Vary', 'Accept-Encoding');
  c.header('Cache-Control', 'no-cache');
  if (c.req.header('if-none-match') === answer.etag) return c.body(null, 304);
  c.header('Content-Type', 'application/json');
  if (answer.gzip && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
    c.header('Content-Encoding', 'gzip');
    return c.body(new Uint8Array(answer.gzip));
  }
  return c.body(answer.json);
}
