// The organizations the caller administers, read online for the parent picker and the create right.
import * as v from 'valibot';
import { GROUP_PATHS, paged } from '../../../../contract';
import { callFor } from '../../../features/account/mutations';

const AdminOrg = v.object({ id: v.number(), name: v.string(), is_certified: v.optional(v.boolean(), false) });
export type AdminOrg = v.InferOutput<typeof AdminOrg>;

/** The organizations the caller administers (the parent picker and the create right). */
export async function fetchAdminOrganizations(): Promise<AdminOrg[] | null> {
  const query = new URLSearchParams({ group_type: 'organization', membership: 'admin', page_size: '50' });
  const result = await callFor('GET', `${GROUP_PATHS.list}?${query}`, undefined, paged(AdminOrg));
  return result.ok ? result.data.data : null;
}
