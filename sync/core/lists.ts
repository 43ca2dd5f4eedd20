/**
 * Whole lists from `{data: [...]}` endpoints, paged (`pagination.next`) or not: lookups,
 * the member's career entries and follows, a visitor's job board.
 */
import * as v from 'valibot';
import type { ApiClient, JsonResult, RequestOptions } from './http';
import { getJson } from './http';

/** Pages a whole list is read in at most, unless the caller says otherwise. */
const MAX_PAGES = 50;

/** A whole list, or its first `maxPages` pages when it had more (`isTruncated`). */
export type ListResult<T> =
  | { kind: 'data'; data: T[]; isTruncated: boolean }
  | Exclude<JsonResult<T[]>, { kind: 'data' }>;

type ListPage<T> = { data: T[]; pagination?: { next: string | null } | undefined };

function listOf<T>(item: v.GenericSchema<unknown, T>): v.GenericSchema<unknown, ListPage<T>> {
  return v.object({
    data: v.array(item),
    pagination: v.optional(v.object({ next: v.nullable(v.string()) })),
  });
}

/**
 * Every page from `first` on (at most `maxPages`). `onPage` hears each page as it arrives and
 * is awaited before the next is asked for, so a caller can store and show it at once.
 */
export async function getAll<T>(
  api: ApiClient,
  first: string,
  item: v.GenericSchema<unknown, T>,
  options?: RequestOptions,
  onPage?: (rows: T[]) => Promise<void>,
  maxPages = MAX_PAGES,
): Promise<ListResult<T>> {
  const schema = listOf(item);
  const rows: T[] = [];
  let next: string | null = first;
  for (let pages = 0; next !== null && pages < maxPages; pages += 1) {
    const page: JsonResult<ListPage<T>> = await getJson(api, next, schema, options);
    if (page.kind !== 'data') return page;
    rows.push(...page.data.data);
    await onPage?.(page.data.data);
    next = page.data.pagination?.next ?? null;
  }
  return { kind: 'data', data: rows, isTruncated: next !== null };
}
