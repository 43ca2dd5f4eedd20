import * as v from 'valibot';

/** Search params of the directory lists: only the page. */
export const ListSearch = v.object({
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
});
