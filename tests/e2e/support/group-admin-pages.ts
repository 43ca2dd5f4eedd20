/** Page models and API reads of the group-administration specs: role and label locators only. */
import type { Locator, Page } from 'playwright-core';
import type { Group, GroupMember } from '../../../contract';
import { readOk } from './api';

/** The admin tab of a circle page (the panel labelled Administration). */
export function adminPanel(page: Page) {
  const panel = page.getByRole('region', { name: 'Administration' });
  return {
    panel,
    tab(name: string): Locator {
      return panel.getByRole('tab', { name: new RegExp(`^${name}`) });
    },
    button(name: string): Locator {
      return panel.getByRole('button', { name, exact: true });
    },
    table(tab: string): Locator {
      return panel.getByRole('table', { name: `${tab} members` });
    },
  };
}

/** The open dialog with this title. */
export function dialog(page: Page, name: string | RegExp): Locator {
  return page.getByRole('dialog', { name });
}

export async function groupBySlug(port: number, token: string, slug: string): Promise<Group> {
  return readOk<Group>(port, token, `/api/v1/groups/slug/${slug}/`, `group ${slug}`);
}

export async function membersOf(
  port: number,
  token: string,
  groupId: number,
  status: 'accepted' | 'pending' | 'rejected' | 'all',
): Promise<GroupMember[]> {
  return (
    await readOk<{ data: GroupMember[] }>(
      port,
      token,
      `/api/v1/groups/${groupId}/members/?status=${status}&page_size=200`,
      `members of ${groupId}`,
    )
  ).data;
}

/** The invitation link's path in a mail (`/invitation/ID`). */
export function invitationPathIn(text: string): string {
  const url = /https?:\/\/\S+\/invitation\/[^\s"<>]+/.exec(text)?.[0];
  if (!url) throw new Error(`no invitation link in: ${text}`);
  return new URL(url).pathname;
}

/** Today plus `days`, as a date input wants it. */
export function dateInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
