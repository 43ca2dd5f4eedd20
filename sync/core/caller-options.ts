/** What the calls that visitors may make too have in common: a token only with a session, and list queries. */
import { getMeta, type PortalDb } from './db';
import type { RequestOptions } from './http';

/** No session: the call goes without a token (a read's caller-specific fields then come back empty). */
export async function callerOptions(db: PortalDb): Promise<RequestOptions> {
  return (await getMeta(db, 'session')) ? {} : { token: null };
}

/** A list's query string: empty, null and undefined values are left out. */
export function queryString(params: object): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(name, String(value));
  }
  return search.toString();
}
