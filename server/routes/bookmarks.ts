/**
 * Bookmarks (spec part 2 section 7, Content): GET /bookmark/{type}/, POST
 * /bookmark/{type}/{id}/, DELETE /unbookmark/{type}/{id}/. Final-state semantics: adding
 * an existing bookmark or removing a missing one succeeds, so a replayed outbox entry
 * can never fail. Each change is logged for the feed and poked to the owner's sockets.
 */
import { count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { BOOKMARK_TYPES, BookmarkListQuery, bookmarkKey } from '../../contract/bookmarks';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { toBookmark } from '../bookmarks/serialize';
import { BOOKMARK_TARGETS, bookmarkableType } from '../bookmarks/targets';
import { memberDataCommitted } from '../changes/committed';
import { appendChanges } from '../changes/log';
import { CONTENT_BOOKMARK_TARGETS } from '../content/bookmark-targets';
import { memberBookmarks } from '../content/serialize';
import { bookmarks } from '../db/schema';
import { notFound } from '../http/errors';
import { idParam, parseInput } from '../http/input';
import { nextPageUrl, pagedBody, pageOffset } from '../http/paging';

/** The jobs' target and the content kinds' (resources, use cases, AI tools, circles, events). */
const TARGETS = { ...BOOKMARK_TARGETS, ...CONTENT_BOOKMARK_TARGETS };

function typeParam(value: string) {
  const type = bookmarkableType(value) ?? BOOKMARK_TYPES.find((known) => known === value && TARGETS[known]);
  if (!type) throw notFound();
  return type;
}

export function bookmarkRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use('/bookmark/*', requireAuth)
    .use('/unbookmark/*', requireAuth)
    .get('/bookmark/:type/', async (c) => {
      const { userId, tenantId } = callerOf(c);
      const type = typeParam(c.req.param('type'));
      const query = parseInput(BookmarkListQuery, c.req.query());
      const owned = memberBookmarks(tenantId, userId, type);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(bookmarks)
          .where(owned)
          .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
          .limit(query.page_size)
          .offset(pageOffset(query.page, query.page_size)),
        db.select({ n: count() }).from(bookmarks).where(owned),
      ]);
      const n = total?.n ?? 0;
      return c.json(pagedBody(rows.map(toBookmark), n, nextPageUrl(c.req.url, query.page, query.page_size, n)));
    })
    .post('/bookmark/:type/:id/', async (c) => {
      const { userId, tenantId } = callerOf(c);
      const type = typeParam(c.req.param('type'));
      const objectId = idParam(c.req.param('id'));
      if (!(await TARGETS[type]?.(db, tenantId, objectId))) throw notFound();
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(bookmarks)
          .values({ tenantId, userId, type, objectId })
          .onConflictDoNothing()
          .returning();
        if (row) {
          const entityId = bookmarkKey(type, objectId);
          await appendChanges(tx, [{ tenantId, userId, entity: 'bookmark', entityId, op: 'upsert' }]);
        }
        return row;
      });
      if (created) {
        memberDataCommitted(deps, tenantId, userId);
        return c.json(toBookmark(created), 201);
      }
      const [existing] = await db
        .select()
        .from(bookmarks)
        .where(memberBookmarks(tenantId, userId, type, eq(bookmarks.objectId, objectId)));
      if (!existing) throw notFound();
      return c.json(toBookmark(existing), 200);
    })
    .delete('/unbookmark/:type/:id/', async (c) => {
      const { userId, tenantId } = callerOf(c);
      const type = typeParam(c.req.param('type'));
      const objectId = idParam(c.req.param('id'));
      const removed = await db.transaction(async (tx) => {
        const rows = await tx
          .delete(bookmarks)
          .where(memberBookmarks(tenantId, userId, type, eq(bookmarks.objectId, objectId)))
          .returning({ id: bookmarks.id });
        if (rows.length > 0) {
          const entityId = bookmarkKey(type, objectId);
          await appendChanges(tx, [{ tenantId, userId, entity: 'bookmark', entityId, op: 'delete' }]);
        }
        return rows.length > 0;
      });
      if (removed) memberDataCommitted(deps, tenantId, userId);
      return c.body(null, 204);
    });
}
