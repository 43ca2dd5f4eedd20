/**
 * Registers a contract endpoint's handler: its method and path, its auth requirement and
 * its input validated with the endpoint's schemas (path parameters and query through
 * @hono/valibot-validator, the JSON body as every handler reads it, so a missing field gets
 * its own message). The endpoint is also recorded in the endpoint table, which the API's
 * middleware reads by the matched route (body limit, token, idempotency).
 */
import { vValidator } from '@hono/valibot-validator';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type * as v from 'valibot';
import { API_PREFIX, type Endpoint, type EndpointInput, type TenantNeed } from '../../contract/endpoint';
import { fieldErrors } from '../../contract/errors';
import { MESSAGES } from '../../contract/messages';
import type { AppEnv } from '../app-env';
import { requireAuth } from '../auth/middleware';
import { parseInput, readJsonObject } from './input';

/** Every registered endpoint by `METHOD /api/v1/path/:param/`, as Hono names its routes. */
const TABLE = new Map<string, Endpoint>();
const tableKey = (method: string, path: string) => `${method} ${path}`;

/** Every endpoint registered so far (the app registers them all when it is built). */
export function registeredEndpoints(): Endpoint[] {
  return [...TABLE.values()];
}

/** The endpoint of the route this request matched, or undefined for a route not yet on the table. */
export function endpointOf(c: Context): Endpoint | undefined {
  for (const route of matchedRoutes(c)) {
    const found = TABLE.get(tableKey(route.method, route.path));
    if (found) return found;
  }
  return undefined;
}

/** A 400 in DRF shape when a path parameter or a query value fails its schema (never a 5xx). */
function fieldValidator(target: 'param' | 'query', schema: v.GenericSchema): MiddlewareHandler<AppEnv> {
  const check = vValidator(target, schema, (result, c: Context<AppEnv>) => {
    if (!result.success) return c.json(fieldErrors(result.issues), 400);
    return undefined;
  });
  return async (c, next) => (await check(c, next)) ?? undefined;
}

/** Refuses the request when the Host's tenant has not switched the endpoint's feature on. */
function tenantHas(need: TenantNeed): MiddlewareHandler<AppEnv> {
  const refusal = need.refusal ?? { status: 404, detail: MESSAGES.notFound };
  return async (c, next) => {
    if (!c.var.tenant.flags[need.flag]) return c.json({ detail: refusal.detail }, refusal.status);
    await next();
    return undefined;
  };
}

function jsonBody(schema: v.GenericSchema): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body: unknown = parseInput(schema, await readJsonObject(c));
    c.req.addValidatedData('json', { body });
    await next();
  };
}

/** Hono keeps validated data as an object; a body schema may produce any value, so it is boxed. */
const bodyOf = (box: unknown): unknown => (box && typeof box === 'object' && 'body' in box ? box.body : undefined);

type ValidData = (target: 'param' | 'query' | 'json') => unknown;

type EndpointHandler<E extends Endpoint> = (
  c: Context<AppEnv>,
  input: EndpointInput<E>,
) => Response | Promise<Response>;

/**
 * Adds `handler` for `target` on `router` (mounted at API_PREFIX). A `token` endpoint
 * answers 401 first, then a tenant without the endpoint's feature gets its refusal; `before`
 * runs next, ahead of the input's validation (a limit that
 * counts every try, valid or not); the handler gets the input its schemas produced.
 */
export function register<E extends Endpoint>(
  router: Hono<AppEnv>,
  target: E,
  handler: EndpointHandler<E>,
): Hono<AppEnv>;
export function register<E extends Endpoint>(
  router: Hono<AppEnv>,
  target: E,
  before: MiddlewareHandler<AppEnv>[],
  handler: EndpointHandler<E>,
): Hono<AppEnv>;
export function register<E extends Endpoint>(
  router: Hono<AppEnv>,
  target: E,
  beforeOrHandler: MiddlewareHandler<AppEnv>[] | EndpointHandler<E>,
  lastHandler?: EndpointHandler<E>,
): Hono<AppEnv> {
  const before = Array.isArray(beforeOrHandler) ? beforeOrHandler : [];
  const handler = Array.isArray(beforeOrHandler) ? lastHandler : beforeOrHandler;
  if (!handler) throw new Error(`register: no handler for ${target.method} ${target.path}`);
  TABLE.set(tableKey(target.method, target.path), target);
  const steps: MiddlewareHandler<AppEnv>[] = [];
  if (target.auth === 'token') steps.push(requireAuth);
  if (target.tenant) steps.push(tenantHas(target.tenant));
  steps.push(...before);
  if (target.params) steps.push(fieldValidator('param', target.params));
  if (target.query) steps.push(fieldValidator('query', target.query));
  if (target.body) steps.push(jsonBody(target.body));
  const final: MiddlewareHandler<AppEnv> = async (c) => {
    const valid: ValidData = (part) => c.req.valid(part as never);
    const input = {
      params: target.params ? valid('param') : c.req.param(),
      query: target.query ? valid('query') : undefined,
      body: target.body ? bodyOf(valid('json')) : undefined,
    };
    // The validators above produced each part with the endpoint's own schemas.
    return handler(c, input as EndpointInput<E>);
  };
  return router.on(target.method, [target.path.slice(API_PREFIX.length)], ...steps, final);
}
