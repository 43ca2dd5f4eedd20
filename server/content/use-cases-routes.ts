/**
 * Use cases (spec part 2 section 7, Content), declared in contract/content-endpoints.ts:
 * GET /api/v1/use-cases/ (approved; a status for moderators), GET /use-cases/slug/{slug}/ and
 * /use-cases/{id}/, POST /use-cases/ (any member: pending), PATCH /use-cases/{id}/ (creator
 * or staff), POST /use-cases/{id}/approve-reject/ (administrators of the default organization).
 */
import { Hono } from 'hono';
import { USE_CASE_ENDPOINTS } from '../../contract/content-endpoints';
import { CONTENT_FORM_MESSAGES, UseCaseFormPayload } from '../../contract/content-forms';
import type { AppDeps, AppEnv } from '../app-env';
import { HttpError } from '../http/errors';
import { parseInput, readJsonObject } from '../http/input';
import { pagedBody } from '../http/paging';
import { register } from '../http/register';
import { callerRights, type ReadItem, registerCreate, registerItemReads } from './item-routes';
import { canSeeModerated } from './rights';
import { registerStaffEdits } from './staff-edits';
import {
  createUseCase,
  formOfUseCase,
  listUseCases,
  moderateUseCase,
  readUseCase,
  updateUseCase,
  useCaseRow,
} from './use-cases';

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
  const read: ReadItem = (tenantId, rights, key) => readUseCase(db, tenantId, rights, key);

  const router = new Hono<AppEnv>();
  register(router, USE_CASE_ENDPOINTS.list, async (c, { query }) => {
    const { data, total } = await listUseCases(
      db,
      c.var.tenant.id,
      await callerRights(deps, c),
      query,
      query.page_size,
    );
    return c.json(pagedBody(c.req.url, query.page, query.page_size, data, total));
  });
  registerItemReads(router, deps, USE_CASE_ENDPOINTS, read);
  // The form is read here, not by the endpoint, so that a list of files gets its own message.
  registerCreate(router, deps, USE_CASE_ENDPOINTS.create, read, async ({ tenantId, userId, rights }, _body, c) => {
    const form = parseInput(UseCaseFormPayload, singleFiles(await readJsonObject(c)));
    return createUseCase(db, tenantId, { ...rights, userId }, form);
  });
  registerStaffEdits(router, deps, USE_CASE_ENDPOINTS, read, {
    row: (tenantId: number, id: number) => useCaseRow(db, tenantId, { id }),
    canSee: canSeeModerated,
    form: (current, body) => parseInput(UseCaseFormPayload, { ...formOfUseCase(current), ...singleFiles(body) }),
    update: (tenantId, rights, current, form) => updateUseCase(db, tenantId, rights, current, form),
    moderate: (tenantId, current, action) => moderateUseCase(db, tenantId, current, action),
  });
  return router;
}
