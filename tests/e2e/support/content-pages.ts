/** Page models of the content lists and detail pages: role and label locators only. */
import type { BrowserContextOptions, Page } from 'playwright-core';
import type { AiTool, Paged, Post, Resource, UseCase } from '../../../contract';
import { api, apiToken, readOk } from './api';
import { completeMissingInfo } from './connect-pages';
import { signedInDevice } from './devices';
import type { E2eEnv } from './env';

/**
 * A member's browser context landed on `path`: on the member's kept synced device
 * (./devices.ts), or with `fresh` on a new device signed in through the UI whose first sync
 * starts from nothing.
 */
export async function memberPage(
  env: E2eEnv,
  path: string,
  email: string,
  options: BrowserContextOptions = {},
  { fresh = false } = {},
) {
  const token = await apiToken(env.server.port, 'localhost', email);
  await completeMissingInfo(env.server.port, token);
  const { context, page } = await signedInDevice(env.server, env.browser, email, path, options, { fresh });
  return { context, page, token, close: () => context.close() };
}

export function contentPage(page: Page) {
  const main = page.getByRole('main');
  return {
    main,
    heading: main.getByRole('heading', { level: 1 }),
    list: (name: string) => main.getByRole('list', { name, exact: true }),
    cards: (name: string) =>
      main
        .getByRole('list', { name, exact: true })
        .getByRole('listitem')
        .filter({
          has: page.getByRole('heading', { level: 2 }),
        }),
    cardTitles: (name: string) =>
      main.getByRole('list', { name, exact: true }).getByRole('heading', { level: 2 }).allInnerTexts(),
    search: main.getByRole('searchbox', { name: 'Search' }),
    filter: (label: string) => main.getByLabel(label, { exact: true }),
    pagination: main.getByRole('navigation', { name: 'Pagination' }),
    votes: main.getByRole('group', { name: /^Votes: / }).first(),
    upvote: main.getByRole('button', { name: 'Upvote', exact: true }).first(),
    downvote: main.getByRole('button', { name: 'Downvote', exact: true }).first(),
    score: main.getByRole('status', { name: 'Score' }).first(),
    bookmark: main.getByRole('button', { name: /^(Bookmark|Remove bookmark)$/ }).first(),
    pendingMark: main.getByText('Pending', { exact: true }),
  };
}

export async function serverUseCase(port: number, slug: string, token?: string): Promise<UseCase> {
  return readOk<UseCase>(port, token, `/api/v1/use-cases/slug/${slug}/`, `use case ${slug}`);
}

export async function serverList<T extends Resource | UseCase | AiTool | Post>(
  port: number,
  path: string,
): Promise<Paged<T>> {
  const res = await api<Paged<T>>(port, 'localhost', 'GET', path);
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return res.body;
}

export async function serverBookmarkIds(port: number, token: string, type: string): Promise<number[]> {
  return (await readOk<Paged<{ object_id: number }>>(port, token, `/api/v1/bookmark/${type}/`, 'bookmarks')).data.map(
    (row) => row.object_id,
  );
}
