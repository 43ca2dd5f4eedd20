/**
 * What a batch may reach: the endpoints the contract marks `batch`, which are the JSON
 * mutations the outbox replays. Nothing else (no sign-in, no payments, no batch inside a
 * batch): a sub-request to any other endpoint answers 404, as an unknown path would.
 */
import type { MiddlewareHandler } from 'hono';
import { API_PREFIX } from '../../contract/endpoint';
import { MESSAGES } from '../../contract/messages';
import type { AppEnv } from '../app-env';
import { endpointOf } from '../http/register';
import { isInBatch } from './memo';

/** The path as the router will see it, or null when it does not decode. */
function decoded(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** An API path with no dot segments, doubled slashes, query or fragment, decoded or not. */
export function isPlainApiPath(path: string): boolean {
  const plain = decoded(path);
  if (plain === null || /\.\.|\/\/|[?#\\]/.test(plain) || /[?#]/.test(path)) return false;
  return path.startsWith(`${API_PREFIX}/`);
}

/** The API's first middleware: inside a batch, only a `batch` endpoint is dispatched. */
export const onlyBatchEndpoints: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (isInBatch() && endpointOf(c)?.batch !== true) return c.json({ detail: MESSAGES.notFound }, 404);
  await next();
  return undefined;
};
