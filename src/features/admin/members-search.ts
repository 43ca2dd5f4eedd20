/**
 * The /admin-dashboard/members search params (spec part 2 section 2), read without valibot:
 * route files' search validators are in the first chunk. The tabs mirror contract
 * MEMBER_TABS and the rows options ADMIN_MEMBERS_ROWS_OPTIONS. is_audit and aiUserClass
 * belong to the system agents (is_audit: reviewed by one or not; aiUserClass: the AI enthusiasm
 * ranking's class): they are kept as they came, so every change writes them back, and the
 * screen applies the values it knows.
 */
export const ADMIN_MEMBER_TABS = ['accepted', 'pending', 'rejected', 'unverified', 'recommendations'] as const;
export type AdminMemberTab = (typeof ADMIN_MEMBER_TABS)[number];

export const ADMIN_ROWS_OPTIONS = [5, 25, 50, 100, 500] as const;
export type AdminRowsOption = (typeof ADMIN_ROWS_OPTIONS)[number];
export const ADMIN_DEFAULT_ROWS: AdminRowsOption = 50;

/** A value the page does not use, kept as the router read it. */
type KeptValue = string | number | boolean;

export interface AdminMembersSearch {
  q?: string | undefined;
  page?: number | undefined;
  status?: AdminMemberTab | undefined;
  /** An ISO country code (the screen applies only the contract's). */
  country?: string | undefined;
  /** Comma-separated ids of the tenant's professional fields. */
  professional_fields?: string | undefined;
  department?: string | undefined;
  uni_batch?: string | undefined;
  shouldBrowseAll?: true | undefined;
  /** Rows a page; absent is ADMIN_DEFAULT_ROWS. */
  page_size?: AdminRowsOption | undefined;
  is_audit?: KeptValue | undefined;
  aiUserClass?: KeptValue | undefined;
}

const isTab = (value: unknown): value is AdminMemberTab =>
  typeof value === 'string' && (ADMIN_MEMBER_TABS as readonly string[]).includes(value);

/** Free text; the router reads `?uni_batch=2046` as a number. */
function textOf(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value);
  return text === '' ? undefined : text;
}

const keptOf = (value: unknown): KeptValue | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;

/** `3` or `3,7`: the router reads one id as a number. */
function idsOf(value: unknown): string | undefined {
  const text = textOf(value);
  return text !== undefined && /^\d+(,\d+)*$/.test(text) ? text : undefined;
}

export function readMembersSearch(search: Record<string, unknown>): AdminMembersSearch {
  const out: AdminMembersSearch = {};
  const q = textOf(search['q']);
  if (q !== undefined) out.q = q;
  const page = Number(search['page']);
  if (Number.isInteger(page) && page > 1) out.page = page;
  if (isTab(search['status'])) out.status = search['status'];
  const country = search['country'];
  if (typeof country === 'string' && /^[A-Z]{2}$/.test(country)) out.country = country;
  const fields = idsOf(search['professional_fields']);
  if (fields !== undefined) out.professional_fields = fields;
  const department = textOf(search['department']);
  if (department !== undefined) out.department = department;
  const batch = textOf(search['uni_batch']);
  if (batch !== undefined) out.uni_batch = batch;
  const browseAll = search['shouldBrowseAll'];
  if (browseAll === true || browseAll === 'true') out.shouldBrowseAll = true;
  const rows = ADMIN_ROWS_OPTIONS.find((option) => option === Number(search['page_size']));
  if (rows !== undefined && rows !== ADMIN_DEFAULT_ROWS) out.page_size = rows;
  for (const key of ['is_audit', 'aiUserClass'] as const) {
    const kept = keptOf(search[key]);
    if (kept !== undefined) out[key] = kept;
  }
  return out;
}
