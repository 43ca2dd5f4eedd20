/**
 * The writes resources, posts and career tips share: PATCH and DELETE by the item's creator
 * only (a missing item is a 404, another member's a 403, both before the body is read).
 * An edit merges the sent fields over the stored item before the form's rules run.
 */
import type { Hono } from 'hono';
import type { Endpoint } from '../../contract/endpoint';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf } from '../auth/middleware';
import { memberDataCommitted } from '../changes/committed';
import { idParam, readJsonObject } from '../http/input';
import { register } from '../http/register';
import { type ReadItem, seenItem } from './item-routes';
import { type ContentRights, contentRights } from './rights';

export interface OwnEditedKind<R extends { id: number }, Form> {
  /** The caller's own item: 404 when missing, 403 unless they created it. */
  own: (tenantId: number, userId: number, id: number) => Promise<R>;
  /** The stored item's form with the sent fields over it, checked by the form's rules. */
  form: (current: NoInfer<R>, body: Record<string, unknown>) => Form;
  update: (tenantId: number, rights: ContentRights, current: NoInfer<R>, form: Form) => Promise<void>;
  /** Deletes the item; answers who else must learn of it (members who bookmarked it). */
  remove: (tenantId: number, row: NoInfer<R>) => Promise<readonly number[]>;
}

export function registerOwnEdits<R extends { id: number }, Form>(
  router: Hono<AppEnv>,
  deps: AppDeps,
  endpoints: { update: Endpoint; remove: Endpoint },
  read: ReadItem,
  kind: OwnEditedKind<R, Form>,
): void {
  register(router, endpoints.update, async (c, { params }) => {
    const { tenantId, userId } = callerOf(c);
    const current = await kind.own(tenantId, userId, idParam(params['id']));
    const form = kind.form(current, await readJsonObject(c));
    const rights = await contentRights(deps.db, tenantId, userId);
    await kind.update(tenantId, rights, current, form);
    memberDataCommitted(deps, tenantId, userId);
    return c.json(await seenItem(read, tenantId, rights, { id: current.id }));
  });
  register(router, endpoints.remove, async (c, { params }) => {
    const { tenantId, userId } = callerOf(c);
    const row = await kind.own(tenantId, userId, idParam(params['id']));
    const others = await kind.remove(tenantId, row);
    for (const id of new Set([userId, ...others])) memberDataCommitted(deps, tenantId, id);
    return c.body(null, 204);
  });
}
