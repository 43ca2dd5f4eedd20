/**
 * Bookmark targets of the content area (the favourites): resources, use cases and AI tools that are
 * approved, and circles and events of the tenant. routes/bookmarks.ts adds these to the
 * jobs' entry in bookmarks/targets.ts.
 */
import { and, eq } from 'drizzle-orm';
import type { BookmarkType } from '../../contract/bookmarks';
import type { Db } from '../db/client';
import { groups } from '../db/schema';
import { aiTools, resources, useCases } from './schema';

type IsVisible = (db: Db, tenantId: number, objectId: number) => Promise<boolean>;

const approved =
  (table: typeof useCases | typeof aiTools | typeof resources): IsVisible =>
  async (db, tenantId, objectId) => {
    const t = table as typeof useCases;
    const rows = await db
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.tenantId, tenantId), eq(t.id, objectId), eq(t.status, 'approved')))
      .limit(1);
    return rows.length > 0;
  };

const groupOfType =
  (groupType: 'circle' | 'event'): IsVisible =>
  async (db, tenantId, objectId) => {
    const rows = await db
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.tenantId, tenantId), eq(groups.id, objectId), eq(groups.groupType, groupType)))
      .limit(1);
    return rows.length > 0;
  };

export const CONTENT_BOOKMARK_TARGETS: Partial<Record<BookmarkType, IsVisible>> = {
  resource: approved(resources),
  usecase: approved(useCases),
  aitool: approved(aiTools),
  circle: groupOfType('circle'),
  event: groupOfType('event'),
};
