/**
 * Bookmarks (spec part 2 section 7, Content): GET /bookmark/{type}/, POST
 * /bookmark/{type}/{id}/, DELETE /unbookmark/{type}/{id}/. Final-state semantics: adding
 * an existing bookmark or removing a missing one succeeds, so a replayed outbox entry
 * can never fail. Each change is logged for the feed and poked to the owner's sockets.
 */
import { desc, sql } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import { BOOKMARK_ENDPOINTS, BOOKMARK_TYPES } from '../../contract/bookmarks';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf } from '../auth/middleware';
import { memberDataCommitted } from '../changes/committed';
import { CONTENT_BOOKMARK_TARGETS } from '../content/bookmark-targets';
import { memberBookmarks } from '../content/serialize';
import { bookmarks } from '../db/schema';
import { withTotal } from '../db/with-total';
import { notFound } from '../http/errors';
import { idParam } from '../http/input';
import { pagedBody, pageOffset } from '../http/paging';
import { register } from '../http/register';
import { toBookmark } from './serialize';
import { BOOKMARK_TARGETS, BOOKMARK_VISIBLE_SQL, bookmarkableType } from './targets';
import { addBookmark, removeBookmark } from './write';

/** The jobs' target and the content kinds' (resources, use cases, AI tools, circles, events). */
const TARGETS = { ...BOOKMARK_TARGETS, ...CONTENT_BOOKMARK_TARGETS };

const isTargetType = (value: string) =>
  bookmarkableType(value) !== undefined || BOOKMARK_TYPES.some((known) => known === value && TARGETS[known]);

/**
 * DRF answers a type it cannot bookmark or an id that names no row with Not found, so this
 * runs ahead of the path schemas (whose failure would be a 400).
 */
const knownTarget: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { type, id }: Partial<Record<string, string>> = c.req.param();
  if (type === undefined || !isTargetType(type)) throw notFound();
  if (id !== undefined) idParam(id);
  await next();
};

export function bookmarkRoutes(deps: AppDeps) {
  const { db } = deps;
  const router = new Hono<AppEnv>();
  register(router, BOOKMARK_ENDPOINTS.list, [knownTarget], async (c, { params: { type }, query }) => {
    const { userId, tenantId } = callerOf(c);
    const owned = memberBookmarks(tenantId, userId, type);
    const { rows, total } = await withTotal(
      db,
      bookmarks,
      owned,
      { limit: query.page_size, offset: pageOffset(query.page, query.page_size) },
      db.select().from(bookmarks).where(owned).orderBy(desc(bookmarks.createdAt), desc(bookmarks.id)),
    );
    return c.json(pagedBody(c.req.url, query.page, query.page_size, rows.map(toBookmark), total));
  });
  register(router, BOOKMARK_ENDPOINTS.add, [knownTarget], async (c, { params: { type, id: objectId } }) => {
    const owner = callerOf(c);
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
  });
  return register(router, BOOKMARK_ENDPOINTS.remove, [knownTarget], async (c, { params: { type, id } }) => {
    const owner = callerOf(c);
    if (await removeBookmark(db, owner, type, id)) memberDataCommitted(deps, owner.tenantId, owner.userId);
    return c.body(null, 204);
  });
}
