/**
 * Posts and newsletters (spec part 2 section 7, Content): POST /api/v1/contents/, GET
 * /contents/?types=&group_id=&page=&page_size= (15), GET /contents/slug/{slug}/, GET, PATCH
 * and DELETE /contents/{id}/ (writes by the creator only).
 */
import { Hono } from 'hono';
import { ContentListQuery } from '../../contract/content';
import { PostFormPayload } from '../../contract/content-forms';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { memberDataCommitted } from '../changes/committed';
import { publicOrigin } from '../http/client';
import { notFound } from '../http/errors';
import { idParam, parseInput, readJsonObject } from '../http/input';
import { nextPageUrl, pagedBody } from '../http/paging';
import { hostName } from '../tenants/directory';
import {
  canSeePost,
  createPost,
  deletePost,
  listPosts,
  mailPostToMembers,
  ownPost,
  type PostRow,
  postFormOf,
  postRow,
  serializePosts,
  updatePost,
} from './posts';
import { type ContentRights, contentRights } from './rights';

export function contentRoutes(deps: AppDeps) {
  const { db } = deps;
  const rightsOf = (c: { var: AppEnv['Variables'] }) => contentRights(db, c.var.tenant.id, c.var.auth?.userId ?? null);

  async function answer(tenantId: number, rights: ContentRights, row: PostRow | null) {
    if (!row || !canSeePost(row, rights)) throw notFound();
    const [item] = await serializePosts(db, tenantId, rights, [row]);
    return item!;
  }
  const fresh = async (tenantId: number, rights: ContentRights, id: number) =>
    answer(tenantId, rights, await postRow(db, tenantId, { id }));

  return new Hono<AppEnv>()
    .get('/contents/', async (c) => {
      const query = parseInput(ContentListQuery, c.req.query());
      const { data, total } = await listPosts(db, c.var.tenant.id, await rightsOf(c), query);
      return c.json(pagedBody(data, total, nextPageUrl(c.req.url, query.page, query.page_size, total)));
    })
    .get('/contents/slug/:slug/', async (c) => {
      const tenantId = c.var.tenant.id;
      return c.json(
        await answer(tenantId, await rightsOf(c), await postRow(db, tenantId, { slug: c.req.param('slug') })),
      );
    })
    .get('/contents/:id{[0-9]+}/', async (c) => {
      const tenantId = c.var.tenant.id;
      const row = await postRow(db, tenantId, { id: idParam(c.req.param('id')) });
      return c.json(await answer(tenantId, await rightsOf(c), row));
    })
    .post('/contents/', requireAuth, async (c) => {
      const { tenantId, userId } = callerOf(c);
      const form = parseInput(PostFormPayload, await readJsonObject(c));
      const rights = await contentRights(db, tenantId, userId);
      const id = await createPost(db, tenantId, rights, userId, form);
      memberDataCommitted(deps, tenantId, userId);
      if (form.send_email) {
        const mail = {
          tenant: c.var.tenant,
          host: hostName(c.req.header('host')),
          origin: publicOrigin(c, deps.trustProxy),
        };
        await mailPostToMembers(deps, mail, id);
      }
      return c.json(await fresh(tenantId, rights, id), 201);
    })
    .patch('/contents/:id{[0-9]+}/', requireAuth, async (c) => {
      const { tenantId, userId } = callerOf(c);
      const current = await ownPost(db, tenantId, userId, idParam(c.req.param('id')));
      const form = parseInput(PostFormPayload, { ...postFormOf(current), ...(await readJsonObject(c)) });
      const rights = await contentRights(db, tenantId, userId);
      await updatePost(db, tenantId, rights, current, form);
      memberDataCommitted(deps, tenantId, userId);
      return c.json(await fresh(tenantId, rights, current.id));
    })
    .delete('/contents/:id{[0-9]+}/', requireAuth, async (c) => {
      const { tenantId, userId } = callerOf(c);
      const row = await ownPost(db, tenantId, userId, idParam(c.req.param('id')));
      await deletePost(db, tenantId, row);
      memberDataCommitted(deps, tenantId, userId);
      return c.body(null, 204);
    });
}
