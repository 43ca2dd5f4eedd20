/**
 * The writes use cases and AI tools share: PATCH by the creator or staff (the body merged
 * with the stored item before the form's rules), and approve-reject by administrators of
 * the default organization. An item the caller may not see is a 404 before either check.
 */
import type { Hono } from 'hono';
import type { ModerationAction } from '../../contract/content';
import type { Endpoint } from '../../contract/endpoint';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf } from '../auth/middleware';
import { memberDataCommitted } from '../changes/committed';
import { notFound } from '../http/errors';
import { idParam, readJsonObject } from '../http/input';
import { register } from '../http/register';
import { forbidden, type ReadItem, registerModeration, seenItem } from './item-routes';
import { type ContentRights, contentRights } from './rights';

type Row = { id: number; createdBy: number };

export interface StaffEditedKind<R extends Row, Form> {
  row: (tenantId: number, id: number) => Promise<R | null>;
  canSee: (rights: ContentRights, row: NoInfer<R>) => boolean;
  /** The stored item's form with the sent fields over it, checked by the form's rules. */
  form: (current: NoInfer<R>, body: Record<string, unknown>) => Form;
  update: (
    tenantId: number,
    rights: ContentRights & { userId: number },
    current: NoInfer<R>,
    form: Form,
  ) => Promise<void>;
  moderate: (tenantId: number, current: NoInfer<R>, action: ModerationAction) => Promise<unknown>;
}

export function registerStaffEdits<R extends Row, Form>(
  router: Hono<AppEnv>,
  deps: AppDeps,
  endpoints: { update: Endpoint; moderate: Endpoint },
  read: ReadItem,
  kind: StaffEditedKind<R, Form>,
): void {
  const seen = async (tenantId: number, rights: ContentRights, id: number) => {
    const row = await kind.row(tenantId, id);
    return row && kind.canSee(rights, row) ? row : null;
  };
  register(router, endpoints.update, async (c, { params }) => {
    const { tenantId, userId } = callerOf(c);
    const rights = await contentRights(deps.db, tenantId, userId);
    const current = await seen(tenantId, rights, idParam(params['id']));
    if (!current) throw notFound();
    if (current.createdBy !== userId && !rights.isStaff) throw forbidden();
    const form = kind.form(current, await readJsonObject(c));
    await kind.update(tenantId, { ...rights, userId }, current, form);
    memberDataCommitted(deps, tenantId, current.createdBy);
    return c.json(await seenItem(read, tenantId, rights, { id: current.id }));
  });
  registerModeration(router, deps, endpoints.moderate, read, {
    row: (tenantId, id) => kind.row(tenantId, id),
    check: (row, rights) => {
      if (!kind.canSee(rights, row)) throw notFound();
      if (!rights.isDefaultOrgAdmin) throw forbidden();
    },
    apply: (tenantId, _rights, row, action) => kind.moderate(tenantId, row, action),
  });
}
