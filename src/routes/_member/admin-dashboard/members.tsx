/**
 * /admin-dashboard/members (spec part 2 section 2, Members page): the default
 * organization's members with q (searched from 2 characters), page, status, country,
 * professional_fields, department, uni_batch, shouldBrowseAll, page_size, is_audit (reviewed by
 * a system agent or not) and aiUserClass (the AI enthusiasm ranking's class). Each change
 * replaces the entry, so a reload or Back to this page finds the filters. Plain validators: this part of a route file is in the
 * first chunk.
 */
import { createFileRoute } from '@tanstack/react-router';
import { AdminMembers } from '../../../features/admin/admin-members';
import { type AdminMembersSearch, readMembersSearch } from '../../../features/admin/members-search';

export const Route = createFileRoute('/_member/admin-dashboard/members')({
  validateSearch: (search: Record<string, unknown>): AdminMembersSearch => readMembersSearch(search),
  component: AdminMembersRoute,
});

function AdminMembersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminMembers
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
    />
  );
}
