/**
 * Posts and newsletters (spec part 2 section 7, Content), declared in
 * contract/content-endpoints.ts: POST /api/v1/contents/, GET
 * /contents/?types=&group_id=&page=&page_size= (15), GET /contents/slug/{slug}/, GET, PATCH
 * and DELETE /contents/{id}/ (writes by the creator only).
 */
import { Hono } from 'hono';
import { POST_ENDPOINTS } from '../../contract/content-endpoints';
import { PostFormPayload } from '../../contract/content-forms';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf } from '../auth/middleware';
import { memberDataCommitted } from '../changes/committed';
import { mailContext } from '../http/client';
import { parseInput } from '../http/input';
import { pagedBody } from '../http/paging';
import { register } from '../http/register';
import { callerRights, type ReadItem, registerItemReads, seenItem } from './item-routes';
import { registerOwnEdits } from './own-edits';
import {
  createPost,
  deletePost,
  listPosts,
  mailPostToMembers,
  ownPost,
  postFormOf,
  readPost,
  updatePost,
} from './posts';
import { contentRights } from './rights';

export function contentRoutes(deps: AppDeps) {
  const { db } = deps;
  const read: ReadItem = (tenantId, rights, key) => readPost(db, tenantId, rights, key);

  const router = new Hono<AppEnv>();
  register(router, POST_ENDPOINTS.list, async (c, { query }) => {
    const { data, total } = await listPosts(db, c.var.tenant.id, await callerRights(deps, c), query);
    return c.json(pagedBody(c.req.url, query.page, query.page_size, data, total));
  });
  registerItemReads(router, deps, POST_ENDPOINTS, read);
  register(router, POST_ENDPOINTS.create, async (c, { body: form }) => {
    const { tenantId, userId } = callerOf(c);
    const rights = await contentRights(db, tenantId, userId);
    const id = await createPost(db, tenantId, rights, userId, form);
    memberDataCommitted(deps, tenantId, userId);
    if (form.send_email) {
      await mailPostToMembers(deps, mailContext(c, deps.trustProxy), id);
    }
    return c.json(await seenItem(read, tenantId, rights, { id }), 201);
  });
  registerOwnEdits(router, deps, POST_ENDPOINTS, read, {
    own: (tenantId: number, userId: number, id: number) => ownPost(db, tenantId, userId, id),
    form: (current, body) => parseInput(PostFormPayload, { ...postFormOf(current), ...body }),
    update: (tenantId, rights, current, form) => updatePost(db, tenantId, rights, current, form),
    remove: async (tenantId, row) => {
      await deletePost(db, tenantId, row);
      return [];
    },
  });
  return router;
}
