/** Page models of the group pages (circles, events, organizations): role and label locators only. */
import type { Locator, Page } from 'playwright-core';
import type { Group, GroupMember } from '../../../contract';
import { readOk } from './api';

export function groupList(page: Page, title: 'Circles' | 'Events') {
  const list = page.getByRole('list', { name: title, exact: true });
  return {
    list,
    cards: list.getByTestId('group-card'),
    card(name: string): Locator {
      return list.getByTestId('group-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
    },
    search: page.getByRole('searchbox', { name: 'Search' }),
    filter(label: string): Locator {
      return page.getByLabel(label, { exact: true });
    },
    pagination: page.getByRole('navigation', { name: 'Pagination' }),
  };
}

export function groupPage(page: Page) {
  const joinDialog = page.getByRole('dialog');
  return {
    heading: page.getByRole('heading', { level: 1 }),
    tab(name: string): Locator {
      return page.getByRole('tab', { name, exact: true });
    },
    button(name: string): Locator {
      return page.getByRole('button', { name, exact: true });
    },
    badge: page.getByTestId('membership-badge'),
    joinDialog,
    pendingMark: page.getByRole('main').getByText('Pending', { exact: true }),
  };
}

/** A group as `token`'s caller sees it on the server. */
export async function serverGroup(port: number, token: string | undefined, slug: string): Promise<Group> {
  return readOk<Group>(port, token, `/api/v1/groups/slug/${slug}/`, `group ${slug}`);
}

/** Every applicant of a group (administrators only), with answers and registration. */
export async function serverApplicants(port: number, adminToken: string, groupId: number): Promise<GroupMember[]> {
  return (
    await readOk<{ data: GroupMember[] }>(
      port,
      adminToken,
      `/api/v1/groups/${groupId}/applicants/?page_size=15`,
      `applicants of ${groupId}`,
    )
  ).data;
}

/** A tiny valid PDF. */
export function makePdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}
