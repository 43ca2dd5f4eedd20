/**
 * The /admin-dashboard/circles search params (search text and page), read without valibot:
 * route files' search validators are in the first chunk. Empty text and page 1 stay out of
 * the address, so a plain link to the page needs none.
 */
export interface AdminCirclesAddress {
  search?: string | undefined;
  page?: number | undefined;
}

/** The address with its defaults filled in, as the screen uses it. */
export interface AdminCirclesSearch {
  search: string;
  page: number;
}

export function readAdminCirclesSearch(raw: Record<string, unknown>): AdminCirclesAddress {
  const out: AdminCirclesAddress = {};
  const text = raw['search'];
  // The router reads `?search=12` as a number.
  if ((typeof text === 'string' || typeof text === 'number') && String(text) !== '') out.search = String(text);
  const page = Number(raw['page']);
  if (Number.isInteger(page) && page > 1) out.page = page;
  return out;
}

export function withDefaults(address: AdminCirclesAddress): AdminCirclesSearch {
  return { search: address.search ?? '', page: address.page ?? 1 };
}

export function toAddress(search: AdminCirclesSearch): AdminCirclesAddress {
  return readAdminCirclesSearch({ search: search.search, page: search.page });
}
