/**
 * The handlers every content kind repeats, registered from its endpoints: the detail reads
 * by slug and by id, the creation, and the approve-reject moderation. Each kind gives its own
 * read (the item as the caller may see it), its own insert and its own moderation rules.
 */
import type { Context, Hono } from 'hono';
import { type ModerationAction, ModerationPayload } from '../../contract/content';
import { CONTENT_MESSAGES } from '../../contract/content-forms';
import type { Endpoint, EndpointInput } from '../../contract/endpoint';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf } from '../auth/middleware';
import { memberDataCommitted } from '../changes/committed';
import { HttpError, notFound } from '../http/errors';
import { idParam, parseInput, readJsonObject } from '../http/input';
import { register } from '../http/register';
import type { ItemKey } from './kind-table';
import { type ContentRights, contentRights } from './rights';

export const forbidden = () => new HttpError(403, { detail: CONTENT_MESSAGES.notAllowed });

/** The item `key` names as the caller may see it, or null (missing, or not theirs to see). */
export type ReadItem = (tenantId: number, rights: ContentRights, key: ItemKey) => Promise<object | null>;

/** The rights of the caller of `c`, a visitor's when no token came. */
export const callerRights = (deps: AppDeps, c: Context<AppEnv>) =>
  contentRights(deps.db, c.var.tenant.id, c.var.auth?.userId ?? null);

/** The item for the caller, else 404. */
export async function seenItem(read: ReadItem, tenantId: number, rights: ContentRights, key: ItemKey) {
  const item = await read(tenantId, rights, key);
  if (!item) throw notFound();
  return item;
}

/** GET one item by slug and by id. */
export function registerItemReads(
  router: Hono<AppEnv>,
  deps: AppDeps,
  endpoints: { bySlug: Endpoint; byId: Endpoint },
  read: ReadItem,
): void {
  const answer = async (c: Context<AppEnv>, key: ItemKey) =>
    c.json(await seenItem(read, c.var.tenant.id, await callerRights(deps, c), key));
  register(router, endpoints.bySlug, (c, { params }) => answer(c, { slug: params['slug'] ?? '' }));
  register(router, endpoints.byId, (c, { params }) => answer(c, { id: idParam(params['id']) }));
}

/** The creator of a new item, with their rights. */
export interface Creator {
  tenantId: number;
  userId: number;
  rights: ContentRights;
}

/** POST a new item: `create` stores it from the body and answers its id; 201 with the item as its creator sees it. */
export function registerCreate<E extends Endpoint>(
  router: Hono<AppEnv>,
  deps: AppDeps,
  target: E,
  read: ReadItem,
  create: (creator: Creator, body: EndpointInput<E>['body'], c: Context<AppEnv>) => Promise<number>,
): void {
  register(router, target, async (c, { body }) => {
    const { tenantId, userId } = callerOf(c);
    const rights = await contentRights(deps.db, tenantId, userId);
    const id = await create({ tenantId, userId, rights }, body, c);
    memberDataCommitted(deps, tenantId, userId);
    return c.json(await seenItem(read, tenantId, rights, { id }), 201);
  });
}

/** How a kind moderates: its row, the checks before the action is read, the status change. */
export interface Moderation<Row extends { id: number; createdBy: number }> {
  row: (tenantId: number, id: number) => Promise<Row | null>;
  /** Throws the 404 or 403 a caller gets before the body is read. */
  check: (row: Row, rights: ContentRights) => void;
  apply: (tenantId: number, rights: ContentRights, row: Row, action: ModerationAction) => Promise<unknown>;
}

/** POST {action} approve-reject: the item's creator learns its new status. */
export function registerModeration<Row extends { id: number; createdBy: number }>(
  router: Hono<AppEnv>,
  deps: AppDeps,
  target: Endpoint,
  read: ReadItem,
  moderation: Moderation<Row>,
): void {
  register(router, target, async (c, { params }) => {
    const { tenantId, userId } = callerOf(c);
    const rights = await contentRights(deps.db, tenantId, userId);
    const row = await moderation.row(tenantId, idParam(params['id']));
    if (!row) throw notFound();
    moderation.check(row, rights);
    const { action } = parseInput(ModerationPayload, await readJsonObject(c));
    await moderation.apply(tenantId, rights, row, action);
    memberDataCommitted(deps, tenantId, row.createdBy);
    return c.json(await seenItem(read, tenantId, rights, { id: row.id }));
  });
}
