/**
 * Career tips (spec part 2 section 7, Content): GET /api/v1/career-tips/ (approved, paged;
 * a status for moderators), POST /career-tips/ (any member: pending), GET, PATCH and DELETE
 * /career-tips/{id}/ (writes by the creator), GET /career-tips/group/{id}/, GET
 * /all-career-tips/ and /all-career-tips/slug/{slug}/, POST /career-tips/{id}/approve-reject/
 * (administrators of the default organization).
 */
import { type Context, Hono } from 'hono';
import { CONTENT_PAGE_SIZES, ContentListQuery, ModerationPayload } from '../../contract/content';
import { CareerTipFormPayload } from '../../contract/content-forms';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { memberDataCommitted } from '../changes/committed';
import { notFound } from '../http/errors';
import { idParam, parseInput, readJsonObject } from '../http/input';
import { nextPageUrl, pagedBody } from '../http/paging';
import {
  type CareerTipRow,
  canSeeCareerTip,
  careerTipFormOf,
  careerTipRow,
  createCareerTip,
  deleteCareerTip,
  listCareerTips,
  moderateCareerTip,
  ownCareerTip,
  serializeCareerTips,
  updateCareerTip,
} from './career-tips';
import { type ContentRights, contentRights } from './rights';

export function careerTipRoutes(deps: AppDeps) {
  const { db } = deps;
  const rightsOf = (c: { var: AppEnv['Variables'] }) => contentRights(db, c.var.tenant.id, c.var.auth?.userId ?? null);

  async function answer(tenantId: number, rights: ContentRights, row: CareerTipRow | null) {
    if (!row || !canSeeCareerTip(row, rights)) throw notFound();
    const [item] = await serializeCareerTips(db, tenantId, rights, [row]);
    return item!;
  }
  const fresh = async (tenantId: number, rights: ContentRights, id: number) =>
    answer(tenantId, rights, await careerTipRow(db, tenantId, { id }));

  async function list(c: Context<AppEnv>, groupId?: number) {
    const raw = c.req.query();
    const query = parseInput(ContentListQuery, raw);
    const pageSize = raw['page_size'] ? query.page_size : CONTENT_PAGE_SIZES.careertip;
    const { data, total } = await listCareerTips(db, c.var.tenant.id, await rightsOf(c), {
      status: query.status,
      groupId: groupId ?? query.group_id,
      page: query.page,
      pageSize,
    });
    return c.json(pagedBody(data, total, nextPageUrl(c.req.url, query.page, pageSize, total)));
  }

  return new Hono<AppEnv>()
    .get('/career-tips/', (c) => list(c))
    .get('/all-career-tips/', (c) => list(c))
    .get('/career-tips/group/:id{[0-9]+}/', (c) => list(c, idParam(c.req.param('id'))))
    .get('/all-career-tips/slug/:slug/', async (c) => {
      const tenantId = c.var.tenant.id;
      const row = await careerTipRow(db, tenantId, { slug: c.req.param('slug') });
      return c.json(await answer(tenantId, await rightsOf(c), row));
    })
    .get('/career-tips/:id{[0-9]+}/', async (c) => {
      const tenantId = c.var.tenant.id;
      const row = await careerTipRow(db, tenantId, { id: idParam(c.req.param('id')) });
      return c.json(await answer(tenantId, await rightsOf(c), row));
    })
    .post('/career-tips/', requireAuth, async (c) => {
      const { tenantId, userId } = callerOf(c);
      const form = parseInput(CareerTipFormPayload, await readJsonObject(c));
      const id = await createCareerTip(db, tenantId, userId, form);
      memberDataCommitted(deps, tenantId, userId);
      return c.json(await fresh(tenantId, await contentRights(db, tenantId, userId), id), 201);
    })
    .patch('/career-tips/:id{[0-9]+}/', requireAuth, async (c) => {
      const { tenantId, userId } = callerOf(c);
      const current = await ownCareerTip(db, tenantId, userId, idParam(c.req.param('id')));
      const form = parseInput(CareerTipFormPayload, { ...careerTipFormOf(current), ...(await readJsonObject(c)) });
      await updateCareerTip(db, tenantId, current, form);
      memberDataCommitted(deps, tenantId, userId);
      return c.json(await fresh(tenantId, await contentRights(db, tenantId, userId), current.id));
    })
    .delete('/career-tips/:id{[0-9]+}/', requireAuth, async (c) => {
      const { tenantId, userId } = callerOf(c);
      const row = await ownCareerTip(db, tenantId, userId, idParam(c.req.param('id')));
      await deleteCareerTip(db, tenantId, row);
      memberDataCommitted(deps, tenantId, userId);
      return c.body(null, 204);
    })
    .post('/career-tips/:id{[0-9]+}/approve-reject/', requireAuth, async (c) => {
      const { tenantId, userId } = callerOf(c);
      const rights = await contentRights(db, tenantId, userId);
      const row = await careerTipRow(db, tenantId, { id: idParam(c.req.param('id')) });
      if (!row) throw notFound();
      const { action } = parseInput(ModerationPayload, await readJsonObject(c));
      await moderateCareerTip(db, tenantId, rights, row, action);
      memberDataCommitted(deps, tenantId, row.createdBy);
      return c.json(await fresh(tenantId, rights, row.id));
    });
}
