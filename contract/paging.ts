import * as v from 'valibot';
import { ID_MESSAGES, MAX_ID } from './ids';

/** Paged responses: `{data: [...], pagination: {count, next}}`. */
export function paged<T extends v.GenericSchema>(item: T) {
  return v.object({
    data: v.array(item),
    pagination: v.object({ count: v.number(), next: v.nullable(v.string()) }),
  });
}

export type Paged<T> = { data: T[]; pagination: { count: number; next: string | null } };

/**
 * The last page number anyone can ask for. A list holds at most MAX_ID rows (int4 keys), so
 * no real page lies past it, and `(page - 1) * page_size` stays below 2^53 (exact in JS) and
 * far inside the bigint OFFSET Postgres takes, for any page size up to MAX_PAGE_SIZE.
 */
export const MAX_PAGE = MAX_ID;
/** No list serves more rows per page than this (MAX_PAGE * MAX_PAGE_SIZE < 2^53). */
export const MAX_PAGE_SIZE = 1000;

/** A whole number from a query string, within [min, max], with DRF's messages. */
const QueryInteger = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.toNumber(ID_MESSAGES.invalid),
    v.integer(ID_MESSAGES.invalid),
    v.minValue(min, ID_MESSAGES.tooSmall(min)),
    v.maxValue(max, ID_MESSAGES.tooLarge(max)),
  );

/** Query params arrive as strings: a positive page number, default 1. */
export const PageParam = v.optional(QueryInteger(1, MAX_PAGE), '1');
export const PageSizeParam = (fallback: number, max = 100) =>
  v.optional(QueryInteger(1, Math.min(max, MAX_PAGE_SIZE)), String(fallback));

/** A page number in a screen's address (the router reads `?page=2` as a number); anything else reads as page 1. */
export const PageSearch = v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1);

type QueryFields = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/**
 * A query string as the routes read it: a repeated key counts once (its first value),
 * and a declared key left out is read as undefined, so it gets its own field's message.
 */
export function firstValues<const S extends QueryFields>(fields: S) {
  return v.pipe(
    v.record(v.string(), v.union([v.string(), v.array(v.string())])),
    v.transform((query) => {
      const read: Record<string, unknown> = {};
      for (const key of Object.keys(fields.entries)) read[key] = undefined;
      for (const [key, value] of Object.entries(query)) read[key] = Array.isArray(value) ? value[0] : value;
      return read;
    }),
    fields,
  );
}
