/**
 * The /admin-dashboard/members search params, read without valibot: route files' search
 * validators are in the first chunk. The tabs mirror contract MEMBER_TABS.
 */
export const ADMIN_MEMBER_TABS = ['accepted', 'pending', 'rejected', 'unverified', 'recommendations'] as const;
export type AdminMemberTab = (typeof ADMIN_MEMBER_TABS)[number];

export interface AdminMembersSearch {
  q?: string | undefined;
  page?: number | undefined;
  status?: AdminMemberTab | undefined;
}

const isTab = (value: unknown): value is AdminMemberTab =>
  typeof value === 'string' && (ADMIN_MEMBER_TABS as readonly string[]).includes(value);

export function readMembersSearch(search: Record<string, unknown>): AdminMembersSearch {
  const out: AdminMembersSearch = {};
  const q = search['q'];
  // The router reads `?q=12` as a number.
  if (typeof q === 'string' || typeof q === 'number') {
    const text = String(q);
    if (text !== '') out.q = text;
  }
  const page = Number(search['page']);
  if (Number.isInteger(page) && page > 1) out.page = page;
  if (isTab(search['status'])) out.status = search['status'];
  return out;
}
