/**
 * Use cases (spec part 2 section 7, Content): GET /api/v1/use-cases/ (approved; a status
 * for moderators), GET /use-cases/slug/{slug}/ and /use-cases/{id}/, POST /use-cases/ (any
 * member: pending), PATCH /use-cases/{id}/ (creator or staff), POST
 * /use-cases/{id}/approve-reject/ (administrators of the default organization).
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ContentListQuery, ModerationPayload } from '../../contract/content';
import { CONTENT_FORM_MESSAGES, CONTENT_MESSAGES, UseCaseFormPayload } from '../../contract/content-forms';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { memberDataCommitted } from '../changes/committed';
import { HttpError, notFound } from '../http/errors';
import { idParam, parseInput, readJsonObject } from '../http/input';
import { nextPageUrl, pagedBody } from '../http/paging';
import { contentRights } from './rights';
import { useCases } from './schema';
import {
  canSeeUseCase,
  createUseCase,
  findUseCase,
  findUseCaseRow,
  formOfUseCase,
  listUseCases,
  moderateUseCase,
  USE_CASE_PAGE_SIZE,
  updateUseCase,
} from './use-cases';

export const forbidden = () => new HttpError(403, { detail: CONTENT_MESSAGES.notAllowed });

/** A thumbnail or document sent as a list: more than one is the form's "Maximum 1" message, one is unwrapped. */
function singleFiles(body: Record<string, unknown>): Record<string, unknown> {
  const errors: Record<string, string[]> = {};
  for (const [field, message] of [
    ['thumbnail_image', CONTENT_FORM_MESSAGES.maxImage],
    ['document', CONTENT_FORM_MESSAGES.maxDocument],
  ] as const) {
    const value = body[field];
    if (!Array.isArray(value)) continue;
    if (value.length > 1) errors[field] = [message];
    else body[field] = value[0] ?? null;
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
  return body;
}

export function usecaseRoutes(deps: AppDeps) {
  const { db } = deps;
  const callerIdOf = (c: { var: AppEnv['Variables'] }) => c.var.auth?.userId ?? null;

  async function answer(tenantId: number, userId: number | null, id: number) {
    const rights = await contentRights(db, tenantId, userId);
    const item = await findUseCase(db, tenantId, rights, eq(useCases.id, id));
    if (!item) throw notFound();
    return item;
  }

  return new Hono<AppEnv>()
    .get('/use-cases/', async (c) => {
      const tenantId = c.var.tenant.id;
      const query = parseInput(ContentListQuery, c.req.query());
      const pageSize = c.req.query('page_size') ? query.page_size : USE_CASE_PAGE_SIZE;
      const rights = await contentRights(db, tenantId, callerIdOf(c));
      const { data, total } = await listUseCases(db, tenantId, rights, query, pageSize);
      return c.json(pagedBody(data, total, nextPageUrl(c.req.url, query.page, pageSize, total)));
    })
    .get('/use-cases/slug/:slug/', async (c) => {
      const tenantId = c.var.tenant.id;
      const rights = await contentRights(db, tenantId, callerIdOf(c));
      const item = await findUseCase(db, tenantId, rights, eq(useCases.slug, c.req.param('slug')));
      if (!item) throw notFound();
      return c.json(item);
    })
    .get('/use-cases/:id{[0-9]+}/', async (c) =>
      c.json(await answer(c.var.tenant.id, callerIdOf(c), idParam(c.req.param('id')))),
    )
    .post('/use-cases/', requireAuth, async (c) => {
      const { tenantId, userId } = callerOf(c);
      const form = parseInput(UseCaseFormPayload, singleFiles(await readJsonObject(c)));
      const rights = await contentRights(db, tenantId, userId);
      const id = await createUseCase(db, tenantId, { ...rights, userId }, form);
      memberDataCommitted(deps, tenantId, userId);
      return c.json(await answer(tenantId, userId, id), 201);
    })
    .patch('/use-cases/:id{[0-9]+}/', requireAuth, async (c) => {
      const { tenantId, userId } = callerOf(c);
      const rights = await contentRights(db, tenantId, userId);
      const current = await findUseCaseRow(db, tenantId, eq(useCases.id, idParam(c.req.param('id'))));
      if (!current || !canSeeUseCase(rights, current)) throw notFound();
      if (current.createdBy !== userId && !rights.isStaff) throw forbidden();
      const body = singleFiles(await readJsonObject(c));
      const form = parseInput(UseCaseFormPayload, { ...formOfUseCase(current), ...body });
      await updateUseCase(db, tenantId, { ...rights, userId }, current, form);
      memberDataCommitted(deps, tenantId, current.createdBy);
      return c.json(await answer(tenantId, userId, current.id));
    })
    .post('/use-cases/:id{[0-9]+}/approve-reject/', requireAuth, async (c) => {
      const { tenantId, userId } = callerOf(c);
      const rights = await contentRights(db, tenantId, userId);
      const current = await findUseCaseRow(db, tenantId, eq(useCases.id, idParam(c.req.param('id'))));
      if (!current || !canSeeUseCase(rights, current)) throw notFound();
      if (!rights.isDefaultOrgAdmin) throw forbidden();
      const { action } = parseInput(ModerationPayload, await readJsonObject(c));
      await moderateUseCase(db, tenantId, current, action);
      memberDataCommitted(deps, tenantId, current.createdBy);
      return c.json(await answer(tenantId, userId, current.id));
    });
}
