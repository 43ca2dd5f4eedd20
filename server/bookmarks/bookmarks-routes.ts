/**
 * Bookmarks (spec part 2 section 7, Content): GET /bookmark/{type}/, POST
 * /bookmark/{type}/{id}/, DELETE /unbookmark/{type}/{id}/. Final-state semantics: adding
 * an existing bookmark or removing a missing one succeeds, so a replayed outbox entry
 * can never fail. Each change is logged for the feed and poked to the owner's sockets.
 */
import { count, desc, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { BOOKMARK_TYPES, BookmarkListQuery } from '../../contract/bookmarks';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { memberDataCommitted } from '../changes/committed';
import { CONTENT_BOOKMARK_TARGETS } from '../content/bookmark-targets';
import { memberBookmarks } from '../content/serialize';
import { bookmarks } from '../db/schema';
import { notFound } from '../http/errors';
import { idParam, parseInput } from '../http/input';
import { nextPageUrl, pagedBody, pageOffset } from '../http/paging';
import { toBookmark } from './serialize';
import { BOOKMARK_TARGETS, BOOKMARK_VISIBLE_SQL, bookmarkableType } from './targets';
import { addBookmark, removeBookmark } from './write';

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
      const owner = callerOf(c);
      const type = typeParam(c.req.param('type'));
      const objectId = idParam(c.req.param('id'));
      const visibleSql = BOOKMARK_VISIBLE_SQL[type];
      // A target without an SQL form is tested first, and the insert then takes it as true.
      if (!visibleSql && !(await TARGETS[type]?.(db, owner.tenantId, objectId))) throw notFound();
      const visible = visibleSql?.(owner.tenantId, objectId) ?? sql`true`;
      const added =
        (await addBookmark(db, owner, type, objectId, visible)) ??
        // Not visible, or added by a concurrent request after the statement's snapshot.
        (await addBookmark(db, owner, type, objectId, visible));
      if (!added) throw notFound();
      if (added.isCreated) memberDataCommitted(deps, owner.tenantId, owner.userId);
      return c.json(added.bookmark, added.isCreated ? 201 : 200);
    })
    .delete('/unbookmark/:type/:id/', async (c) => {
      const owner = callerOf(c);
      const type = typeParam(c.req.param('type'));
      const objectId = idParam(c.req.param('id'));
      if (await removeBookmark(db, owner, type, objectId)) memberDataCommitted(deps, owner.tenantId, owner.userId);
      return c.body(null, 204);
    });
}
