import * as v from 'valibot';

/** Paged responses: `{data: [...], pagination: {count, next}}`. */
export function paged<T extends v.GenericSchema>(item: T) {
  return v.object({
    data: v.array(item),
    pagination: v.object({ count: v.number(), next: v.nullable(v.string()) }),
  });
}

export type Paged<T> = { data: T[]; pagination: { count: number; next: string | null } };

/** Query params arrive as strings: a positive page number, default 1. */
export const PageParam = v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)), '1');
export const PageSizeParam = (fallback: number, max = 100) =>
  v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(max)), String(fallback));
