/** Page models of the connect screen and the directory lists: role and label locators only. */
import type { Locator, Page } from 'playwright-core';
import { FOLLOW_ENDPOINTS, type Follow, pathOf } from '../../../contract';
import { api } from './api';

export interface DirectoryItem {
  id: number;
  type: string;
  name: string;
  followed: boolean;
  is_influencer: boolean;
  is_certified: boolean;
  certification_level?: number | null;
}

/**
 * The missing-info dialog may ask the demo member for career fields once logged in; these
 * tests are about the network, so it is answered with Later whenever it shows up.
 */
export async function answerMissingInfoLater(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Complete your profile' });
  await page.addLocatorHandler(dialog, async () => {
    await dialog.getByRole('button', { name: 'Later', exact: true }).click();
  });
}

/**
 * Fills the career fields the missing-info flow would ask the demo member for (career
 * stage, country of origin), through the API, so no dialog covers the screens under test.
 */
export async function completeMissingInfo(port: number, token: string): Promise<void> {
  const config = await api<{ options: { career_stages: { id: number }[] } }>(
    port,
    'localhost',
    'GET',
    '/api/v1/config/',
  );
  const profile = await api<{ extra_info: { career_stage: number | null; country_of_origin: string | null } }>(
    port,
    'localhost',
    'GET',
    '/api/v1/profile/',
    { token },
  );
  const extra = profile.body.extra_info;
  const stage = config.body.options.career_stages[0]?.id;
  const patch = {
    ...(extra.career_stage === null && stage !== undefined ? { career_stage: stage } : {}),
    ...(extra.country_of_origin ? {} : { country_of_origin: 'KE' }),
  };
  if (Object.keys(patch).length === 0) return;
  const res = await api(port, 'localhost', 'PATCH', '/api/v1/profile/', { token, body: { extra_info: patch } });
  if (res.status !== 200) throw new Error(`could not complete the profile: ${res.status} ${JSON.stringify(res.body)}`);
}

export function connectPage(page: Page) {
  const main = page.getByRole('main');
  return {
    search: main.getByRole('searchbox', { name: 'Search' }),
    activeHeading: main.getByRole('heading', { name: 'Active', exact: true }),
    resultsHeading: main.getByRole('heading', { name: 'Search Results', exact: true }),
    results: main.getByRole('list', { name: 'Search results' }),
    tab(name: string): Locator {
      return main.getByRole('tab', { name, exact: true });
    },
    hierarchySwitch: main.getByRole('switch', { name: 'Search the whole hierarchy and partners' }),
    result(name: string): Locator {
      return main
        .getByRole('list', { name: 'Search results' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name, exact: true }) });
    },
    followButton(name: string): Locator {
      return main.getByRole('button', { name: `Follow ${name}`, exact: true });
    },
    followedButton(name: string): Locator {
      return main.getByRole('button', { name: `Followed ${name}`, exact: true });
    },
  };
}

export function directoryList(page: Page, label: string) {
  const list = page.getByRole('main').getByRole('list', { name: label });
  return { list, items: list.getByRole('listitem') };
}

/** Search items as the server answers them to `token`. */
export async function searchApi(
  port: number,
  token: string,
  query: string,
): Promise<{ data: DirectoryItem[]; count: number }> {
  const res = await api<{ data: DirectoryItem[]; pagination: { count: number } }>(
    port,
    'localhost',
    'GET',
    `/api/v1/search/?${query}`,
    { token },
  );
  if (res.status !== 200) throw new Error(`search failed: ${res.status}`);
  return { data: res.body.data, count: res.body.pagination.count };
}

/** Ids of the people the member follows, as the server has them. */
export async function followedPeople(port: number, token: string): Promise<number[]> {
  const res = await api<{ data: Follow[] }>(port, 'localhost', 'GET', pathOf(FOLLOW_ENDPOINTS.list), { token });
  return res.body.data.filter((follow) => follow.type === 'user').map((follow) => follow.target_id);
}
