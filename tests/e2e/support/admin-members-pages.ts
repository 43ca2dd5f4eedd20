/** Page model and API reads of the admin members spec: role and label locators only. */
import type { Page } from 'playwright-core';
import type { GroupMember, Identity, Paged } from '../../../contract';
import { api, readOk } from './api';

const HOST = 'localhost';

/** /admin-dashboard/members: the accepted members' table and the filters above it. */
export function adminMembersPage(page: Page) {
  const table = page.getByRole('table', { name: 'Accepted members' });
  const rows = table.getByRole('rowgroup').nth(1).getByRole('row');
  const filters = page.getByRole('search', { name: 'Filter members' });
  return {
    table,
    rows,
    country: filters.getByLabel('Country', { exact: true }),
    rowsPerPage: filters.getByLabel('Rows per page', { exact: true }),
    pagination: page.getByRole('navigation', { name: 'Pagination' }),
    /** The text of each row's Name cell (the name, then the e-mail), in order. */
    async nameCells(): Promise<string[]> {
      const shown = await rows.all();
      return Promise.all(shown.map(async (row) => (await row.getByRole('cell').first().textContent()) ?? ''));
    },
  };
}

/** The id of the member's default organization. */
export async function defaultOrganizationId(port: number, token: string): Promise<number> {
  const res = await api<Identity>(port, HOST, 'GET', '/api/v1/identity/', { token });
  const id = res.body.organization?.id;
  if (res.status !== 200 || id === undefined) throw new Error(`identity: ${res.status}`);
  return id;
}

/** One page of the organization's accepted members as the server lists them. */
export async function organizationMembers(
  port: number,
  token: string,
  orgId: number,
  query: string,
): Promise<Paged<GroupMember>> {
  return readOk<Paged<GroupMember>>(port, token, `/api/v1/groups/${orgId}/members/?${query}`, `members of ${orgId}`);
}
