// Who may create jobs (part 2 section 6), in a module of its own: the board asks it for every member, so it must not pull the job mutators in.
import { type AdminOrg, fetchAdminOrganizations } from '../../group-admin/admin-organizations';

/** The certified organizations the caller administers. */
export async function fetchCertifiedOrganizations(): Promise<AdminOrg[] | null> {
  const found = await fetchAdminOrganizations();
  return found ? found.filter((organization) => organization.is_certified) : null;
}
