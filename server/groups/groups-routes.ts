/**
 * Groups (spec part 2 section 7), declared in contract/group-endpoints.ts: GET /api/v1/groups/ (paged, public), GET
 * /groups/{id}/ and /groups/slug/{slug}/ (public), POST /groups/ (rights of section 6),
 * PATCH /groups/{id}/, POST logo/, cover-image/ and questions/ (administrators), and
 * the fixed lists GET /circle-types/, /sdgs/, /groups/{id}/sdgs/.
 */
import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { GROUP_ENDPOINTS } from '../../contract/group-endpoints';
import {
  GROUP_FORM_MESSAGES,
  GroupFormPayload,
  groupFormErrors,
  groupFormOf,
  QuestionsPayload,
} from '../../contract/group-form';
import { CIRCLE_TYPES, GROUP_IMAGE_ENDPOINTS, SDGS } from '../../contract/group-messages';
import { ID_MESSAGES } from '../../contract/ids';
import { IMPORT_MESSAGES } from '../../contract/imports';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf } from '../auth/middleware';
import { groupsCommitted } from '../changes/committed';
import { groups } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { idParam, parseInput, readJsonObject } from '../http/input';
import { pagedBody } from '../http/paging';
import { register } from '../http/register';
import { fileBytes, fileField, readForm } from '../uploads/form';
import { mediaUrl } from '../uploads/serialize';
import { checkUpload } from '../uploads/sniff';
import type { MediaStorage } from '../uploads/storage';
import { insertUpload, writeUploadFile } from '../uploads/store';
import { listGroups } from './list';
import { requireCanCreateGroup, requireGroupAdmin } from './permissions';
import { preparedQuestions } from './question-input';
import { groupForCaller } from './serialize';
import { checkGroupUseCases } from './use-cases';
import { createGroup, groupRowOf, patchGroup, setQuestions, updateGroup } from './write';

/**
 * The 400 of the group form's rules, {field: [message]}, or nothing. An edit that does not
 * send use_cases is not refused for a group saved before it had AI use cases.
 */
function throwFormErrors(form: GroupFormPayload, sent?: Record<string, unknown>): void {
  const errors = groupFormErrors(form);
  if (sent && !('use_cases' in sent)) delete errors.use_cases;
  const entries = Object.entries(errors).filter(([, message]) => message);
  if (entries.length > 0) throw new HttpError(400, Object.fromEntries(entries.map(([k, m]) => [k, [m!]])));
}

const COVER_TYPES = new Set(['image/jpeg', 'image/png']);

export function groupRoutes(deps: AppDeps, storage: MediaStorage) {
  const { db } = deps;
  const callerIdOf = (c: { var: AppEnv['Variables'] }) => c.var.auth?.userId ?? null;

  /** The parent organization must be a group of the tenant. */
  async function checkParent(tenantId: number, parent: number | null, self?: number): Promise<void> {
    if (parent === null) return;
    const row = parent === self ? null : await groupRowOf(db, tenantId, parent);
    if (!row) throw new HttpError(400, { parent_group: [ID_MESSAGES.doesNotExist(parent)] });
  }

  /** The group's row for an administrator's write, else 404 / 403. */
  async function adminRow(tenantId: number, userId: number, idText: string | undefined) {
    const row = await groupRowOf(db, tenantId, idParam(idText));
    if (!row) throw notFound();
    await requireGroupAdmin(db, tenantId, userId, row.id);
    return row;
  }

  async function answer(tenantId: number, callerId: number | null, id: number) {
    const group = await groupForCaller(db, tenantId, callerId, id);
    if (!group) throw notFound();
    return group;
  }

  async function setImage(
    c: Context<AppEnv>,
    idText: string | undefined,
    field: 'logo' | 'cover_image',
  ): Promise<Response> {
    const { tenantId, userId } = callerOf(c);
    const row = await adminRow(tenantId, userId, idText);
    const form = await readForm(c);
    const file = fileField(form, field);
    if (!file) throw new HttpError(400, { [field]: [IMPORT_MESSAGES.noFile] });
    const bytes = await fileBytes(file);
    const checked = await checkUpload('picture', bytes);
    if (field === 'cover_image' && (!checked.ok || !COVER_TYPES.has(checked.type.mime))) {
      throw new HttpError(400, { cover_image: [GROUP_FORM_MESSAGES.coverImageType] });
    }
    if (!checked.ok) throw new HttpError(400, { [field]: [checked.message] });
    const upload = { tenantId, userId, name: file.name, bytes, type: checked.type };
    const key = await writeUploadFile(storage, upload);
    await db.transaction(async (tx) => {
      await insertUpload(tx, upload, key);
      await patchGroup(
        tx,
        tenantId,
        row.id,
        field === 'logo' ? { logo: mediaUrl(key) } : { coverImage: mediaUrl(key) },
      );
    });
    groupsCommitted(deps, tenantId);
    return c.json(await answer(tenantId, userId, row.id));
  }

  const router = new Hono<AppEnv>();
  register(router, GROUP_IMAGE_ENDPOINTS.logo, (c, { params }) => setImage(c, params['id'], 'logo'));
  register(router, GROUP_IMAGE_ENDPOINTS.coverImage, (c, { params }) => setImage(c, params['id'], 'cover_image'));
  register(router, GROUP_ENDPOINTS.circleTypes, (c) => c.json({ data: CIRCLE_TYPES }));
  register(router, GROUP_ENDPOINTS.sdgs, (c) => c.json({ data: SDGS }));
  register(router, GROUP_ENDPOINTS.list, async (c, { query }) => {
    const tenantId = c.var.tenant.id;
    const { data, total } = await listGroups(db, tenantId, callerIdOf(c), query, (key, work) =>
      deps.jobBoard.count(tenantId, key, work),
    );
    return c.json(pagedBody(c.req.url, query.page, query.page_size, data, total));
  });
  register(router, GROUP_ENDPOINTS.bySlug, async (c, { params }) => {
    const tenantId = c.var.tenant.id;
    const [row] = await db
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.tenantId, tenantId), eq(groups.nameSlug, params['slug'] ?? '')));
    if (!row) throw notFound();
    return c.json(await answer(tenantId, callerIdOf(c), row.id));
  });
  register(router, GROUP_ENDPOINTS.byId, async (c, { params }) =>
    c.json(await answer(c.var.tenant.id, callerIdOf(c), idParam(params['id']))),
  );
  register(router, GROUP_ENDPOINTS.sdgsOf, async (c, { params }) => {
    const group = await answer(c.var.tenant.id, callerIdOf(c), idParam(params['id']));
    return c.json({ data: group.relevant_sdgs_detailed });
  });
  register(router, GROUP_ENDPOINTS.create, async (c, { body: form }) => {
    const { tenantId, userId } = callerOf(c);
    throwFormErrors(form);
    await checkParent(tenantId, form.parent_group);
    await checkGroupUseCases(db, tenantId, form.use_cases);
    await requireCanCreateGroup(db, tenantId, userId, form);
    const id = await createGroup(db, tenantId, userId, form);
    groupsCommitted(deps, tenantId);
    return c.json(await answer(tenantId, userId, id), 201);
  });
  register(router, GROUP_ENDPOINTS.update, async (c, { params }) => {
    const { tenantId, userId } = callerOf(c);
    const row = await adminRow(tenantId, userId, params['id']);
    const current = await answer(tenantId, userId, row.id);
    const body = await readJsonObject(c);
    const form = parseInput(GroupFormPayload, { ...groupFormOf(current), ...body, group_type: row.groupType });
    throwFormErrors(form, body);
    await checkParent(tenantId, form.parent_group, row.id);
    if ('use_cases' in body) await checkGroupUseCases(db, tenantId, form.use_cases);
    await updateGroup(db, tenantId, row, form);
    groupsCommitted(deps, tenantId);
    return c.json(await answer(tenantId, userId, row.id));
  });
  return register(router, GROUP_ENDPOINTS.questions, async (c, { params }) => {
    const { tenantId, userId } = callerOf(c);
    const row = await adminRow(tenantId, userId, params['id']);
    const body = await readJsonObject(c);
    if (Array.isArray(body['questions'])) body['questions'] = preparedQuestions(body['questions']);
    const { questions } = parseInput(QuestionsPayload, body);
    await setQuestions(db, tenantId, row, questions);
    groupsCommitted(deps, tenantId);
    return c.json(await answer(tenantId, userId, row.id));
  });
}
