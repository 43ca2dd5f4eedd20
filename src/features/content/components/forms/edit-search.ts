/** ?edit=<slug> of the contribute forms: a tiny module, so the route's search check stays out of the form's chunk. */
import * as v from 'valibot';

export const EditSearch = v.object({
  edit: v.optional(v.fallback(v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(300))), undefined)),
});
