import * as v from 'valibot';

/** ?page= of a collections table (/favorites/{segment}, /my/{segment}). */
export const CollectionTableSearch = v.object({
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1)),
});
