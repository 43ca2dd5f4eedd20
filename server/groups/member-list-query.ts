/**
 * What GET /api/v1/groups/{id}/members/ checks past the contract's MemberListQuery: the
 * professional fields must be the tenant's options, and the tabs other than accepted, the
 * department, uni batch, browse-all and system agent filters and the big pages are for administrators.
 */
import type * as v from 'valibot';
import { MEMBER_FILTER_MESSAGES, MEMBERS_PUBLIC_PAGE_MAX } from '../../contract/group-messages';
import type { MemberListQuery } from '../../contract/groups';
import type { TenantOptions } from '../../contract/tenant';
import { HttpError } from '../http/errors';

type Query = v.InferOutput<typeof MemberListQuery>;

const blank = (value: string | undefined) => (value ?? '').trim() === '';

/** A filter that reads what only the group's administrators may see. */
export function asksAdminFilters(query: Query): boolean {
  return (
    !blank(query.department) ||
    !blank(query.uni_batch) ||
    query.browse_all === 'true' ||
    query.system_agent_id !== undefined ||
    query.agent_response !== undefined ||
    query.ai_user_class !== undefined ||
    query.is_audit !== undefined
  );
}

/** 400 for a professional field that is not one of the tenant's, or a page too big for a non-administrator. */
export function checkMemberListQuery(query: Query, options: TenantOptions, isAdmin: boolean): void {
  const known = new Set(options.professional_fields.map((option) => option.id));
  const unknown = (query.professional_fields ?? '')
    .split(',')
    .map((part) => part.trim())
    .find((part) => part !== '' && !known.has(Number(part)));
  if (unknown !== undefined) {
    throw new HttpError(400, { professional_fields: [MEMBER_FILTER_MESSAGES.badChoice(unknown)] });
  }
  if (!isAdmin && query.page_size > MEMBERS_PUBLIC_PAGE_MAX) {
    throw new HttpError(400, { page_size: [MEMBER_FILTER_MESSAGES.pageSizeTooLarge] });
  }
}
