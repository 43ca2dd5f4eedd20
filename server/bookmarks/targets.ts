/**
 * What can be bookmarked: per type, how to tell that an item exists and is visible to
 * members of the tenant. Types without an entry answer 404 until their table exists;
 * adding one is one entry here.
 *
 * A target may also give that test as an SQL condition (`BOOKMARK_VISIBLE_SQL`): the
 * bookmark's insert then carries it, and a replayed bookmark costs one statement, not two.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { BOOKMARK_TYPES, type BookmarkType } from '../../contract/bookmarks';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

type IsVisible = (db: Db, tenantId: number, objectId: number) => Promise<boolean>;
type VisibleSql = (tenantId: number, objectId: number) => SQL;

const approvedJob = (tenantId: number, objectId: number) =>
  and(eq(jobs.tenantId, tenantId), eq(jobs.id, objectId), eq(jobs.jobStatus, 'approved'));

export const BOOKMARK_VISIBLE_SQL: Partial<Record<BookmarkType, VisibleSql>> = {
  job: (tenantId, objectId) => sql`exists (select 1 from ${jobs} where ${approvedJob(tenantId, objectId)})`,
};

export const BOOKMARK_TARGETS: Partial<Record<BookmarkType, IsVisible>> = {
  job: async (db, tenantId, objectId) => {
    const rows = await db.select({ id: jobs.id }).from(jobs).where(approvedJob(tenantId, objectId)).limit(1);
    return rows.length > 0;
  },
};

/** The type if it is bookmarkable now, else undefined. */
export function bookmarkableType(type: string): BookmarkType | undefined {
  return BOOKMARK_TYPES.find((known) => known === type && BOOKMARK_TARGETS[known] !== undefined);
}
