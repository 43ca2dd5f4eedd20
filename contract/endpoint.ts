/**
 * One declaration per API call: its method, its path (Hono style, `:name` for a path
 * parameter), the schemas of its input and output, whether it reads a bearer token, what the
 * tenant must have switched on, which body limit it takes and whether the outbox may send it
 * inside a batch. The server registers its handler from it (server/http/register.ts) and the
 * worker builds the concrete path with `pathOf`.
 */
import type * as v from 'valibot';
import type { FeatureFlags } from './tenant';

/** Every API path starts with this; the server mounts the API router under it. */
export const API_PREFIX = '/api/v1';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * - `token`: a member's bearer token is required (401 without one);
 * - `optional`: read when sent (a bad one is a 401, so the client refreshes), visitors welcome;
 * - `none`: never read, so a stale token cannot block signing in, up, out or back.
 */
export type EndpointAuth = 'token' | 'optional' | 'none';

/** `json`: the API's 1 MB JSON limit; `upload`: a multipart file's larger limit. */
export type BodyLimit = 'json' | 'upload';

type AnySchema = v.GenericSchema;

/**
 * A feature the Host's tenant must have on (spec part 1 section 1: "tenant by host decides
 * branding, copy, and features"). Checked after the token; without the feature the endpoint
 * answers `refusal`, a 404 unless the spec words the refusal.
 */
export interface TenantNeed {
  readonly flag: keyof v.InferOutput<typeof FeatureFlags>;
  readonly refusal?: { readonly status: 403 | 404; readonly detail: string };
}

export interface EndpointDeclaration {
  readonly method: EndpointMethod;
  /**
   * Under API_PREFIX, with its trailing slash: `/api/v1/groups/:id/logo/`. A segment may
   * carry a Hono pattern (`:id{[0-9]+}`) where a path that does not fit must fall through to
   * the routes after it (a 404 like any unknown path, whatever the token).
   */
  readonly path: `${typeof API_PREFIX}/${string}`;
  /** Path parameters (strings in, what the schema makes of them out); a failure is a 400. */
  readonly params?: AnySchema;
  readonly query?: AnySchema;
  /** The JSON body; an upload's multipart form is read by its handler. */
  readonly body?: AnySchema;
  readonly output?: AnySchema;
  readonly auth: EndpointAuth;
  /** @default 'json' */
  readonly bodyLimit?: BodyLimit;
  /** False for an answer that must not be stored for an Idempotency-Key replay (a stream). @default true */
  readonly idempotent?: boolean;
  /** What the tenant must have on; every endpoint is the Host's tenant's, this is more. */
  readonly tenant?: TenantNeed;
  /**
   * True for a mutation the outbox may replay inside POST /api/v1/sync/batch/; anything else
   * sent there answers 404, as an unknown path would. @default false
   */
  readonly batch?: boolean;
}

/** A declaration with its defaults filled in. */
export type Endpoint<D extends EndpointDeclaration = EndpointDeclaration> = D & {
  readonly bodyLimit: BodyLimit;
  readonly idempotent: boolean;
  readonly batch: boolean;
};

export function endpoint<const D extends EndpointDeclaration>(declaration: D): Endpoint<D> {
  return { bodyLimit: 'json', idempotent: true, batch: false, ...declaration };
}

/** `id{[0-9]+}` -> `id`: a segment's Hono pattern is no part of its name. */
type ParamName<S extends string> = S extends `${infer Name}{${string}` ? Name : S;

/** The names of a path's `:name` (or `:name{pattern}`) segments. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? ParamName<Name> | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? ParamName<Name>
    : never;

type PathArgs<P extends string> = [PathParamNames<P>] extends [never]
  ? []
  : [params: Record<PathParamNames<P>, string | number>];

/** The concrete path of a call: `pathOf(GROUP_LOGO, { id: 4 })` -> `/api/v1/groups/4/logo/`. */
export function pathOf<const P extends string>(target: { readonly path: P }, ...args: PathArgs<P>): string {
  const params: Record<string, string | number> = args[0] ?? {};
  return target.path.replace(/:(\w+)(?:\{[^}]*\})?/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );
}

/** What a handler receives once the endpoint's schemas accepted the request. */
export type EndpointInput<E extends EndpointDeclaration> = {
  params: E['params'] extends AnySchema ? v.InferOutput<E['params']> : Record<string, string>;
  query: E['query'] extends AnySchema ? v.InferOutput<E['query']> : undefined;
  body: E['body'] extends AnySchema ? v.InferOutput<E['body']> : undefined;
};

/** The answer's type, where the endpoint declares one. */
export type EndpointOutput<E extends EndpointDeclaration> = E['output'] extends AnySchema
  ? v.InferOutput<E['output']>
  : unknown;
