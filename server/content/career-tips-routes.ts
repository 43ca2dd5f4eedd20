/**
 * Career tips (spec part 2 section 7, Content), declared in contract/content-endpoints.ts:
 * GET /api/v1/career-tips/, /all-career-tips/ and /career-tips/group/{id}/ (approved, paged;
 * a status for moderators), POST /career-tips/ (any member: pending), GET /career-tips/{id}/
 * and /all-career-tips/slug/{slug}/, PATCH and DELETE /career-tips/{id}/ (writes by the
 * creator), POST /career-tips/{id}/approve-reject/ (administrators of the default organization).
 */
import { type Context, Hono } from 'hono';
import type { ContentListQuery } from '../../contract/content';
import { CAREER_TIP_ENDPOINTS } from '../../contract/content-endpoints';
import { CareerTipFormPayload } from '../../contract/content-forms';
import type { AppDeps, AppEnv } from '../app-env';
import { idParam, parseInput } from '../http/input';
import { pagedBody } from '../http/paging';
import { register } from '../http/register';
import {
  careerTipFormOf,
  careerTipRow,
  createCareerTip,
  deleteCareerTip,
  listCareerTips,
  moderateCareerTip,
  ownCareerTip,
  readCareerTip,
  updateCareerTip,
} from './career-tips';
import { callerRights, type ReadItem, registerCreate, registerItemReads, registerModeration } from './item-routes';
import { registerOwnEdits } from './own-edits';

export function careerTipRoutes(deps: AppDeps) {
  const { db } = deps;
  const read: ReadItem = (tenantId, rights, key) => readCareerTip(db, tenantId, rights, key);

  async function list(c: Context<AppEnv>, query: ContentListQuery, groupId?: number) {
    const { data, total } = await listCareerTips(db, c.var.tenant.id, await callerRights(deps, c), {
      status: query.status,
      groupId: groupId ?? query.group_id,
      page: query.page,
      pageSize: query.page_size,
    });
    return c.json(pagedBody(c.req.url, query.page, query.page_size, data, total));
  }

  const router = new Hono<AppEnv>();
  register(router, CAREER_TIP_ENDPOINTS.list, (c, { query }) => list(c, query));
  register(router, CAREER_TIP_ENDPOINTS.all, (c, { query }) => list(c, query));
  register(router, CAREER_TIP_ENDPOINTS.ofGroup, (c, { params, query }) => list(c, query, idParam(params['id'])));
  registerItemReads(router, deps, CAREER_TIP_ENDPOINTS, read);
  registerCreate(router, deps, CAREER_TIP_ENDPOINTS.create, read, ({ tenantId, userId }, form) =>
    createCareerTip(db, tenantId, userId, form),
  );
  registerOwnEdits(router, deps, CAREER_TIP_ENDPOINTS, read, {
    own: (tenantId: number, userId: number, id: number) => ownCareerTip(db, tenantId, userId, id),
    form: (current, body) => parseInput(CareerTipFormPayload, { ...careerTipFormOf(current), ...body }),
    update: (tenantId, _rights, current, form) => updateCareerTip(db, tenantId, current, form),
    remove: async (tenantId, row) => {
      await deleteCareerTip(db, tenantId, row);
      return [];
    },
  });
  registerModeration(router, deps, CAREER_TIP_ENDPOINTS.moderate, read, {
    row: (tenantId, id) => careerTipRow(db, tenantId, { id }),
    check: () => undefined,
    apply: (tenantId, rights, row, action) => moderateCareerTip(db, tenantId, rights, row, action),
  });
  return router;
}
