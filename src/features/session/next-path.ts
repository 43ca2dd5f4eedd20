import * as v from 'valibot';

/** A `next` search param: only same-origin paths, so a link can never send a member off-site. */
export const NextSearch = v.object({
  next: v.optional(
    v.fallback(
      v.pipe(
        v.string(),
        v.check((path) => path.startsWith('/') && !path.startsWith('//')),
      ),
      '/',
    ),
  ),
});
