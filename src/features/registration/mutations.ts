/**
 * Online reads the registration flow needs now: the organizations a member may pick in
 * 'Select your organization' (GET /api/v1/groups/?group_type=organization).
 */
import * as v from 'valibot';
import { GroupRef, paged } from '../../../contract';
import { type AccountResult, callFor } from '../account/mutations';

export const OrganizationItem = v.object({ ...GroupRef.entries, group_type: v.string() });
export type OrganizationItem = v.InferOutput<typeof OrganizationItem>;

/** One page of the tenant's organizations; the step offers the first page. */
export function fetchOrganizations(search = ''): Promise<AccountResult<OrganizationItem[]>> {
  const query = new URLSearchParams({ group_type: 'organization', page_size: '50' });
  if (search) query.set('search', search);
  return callFor(
    'GET',
    `/api/v1/groups/?${query}`,
    undefined,
    v.pipe(
      paged(OrganizationItem),
      v.transform((page) => page.data),
    ),
  );
}
