/** Page models: role and label locators only, the way a person or a screen reader finds things. */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './api';
import { openPage } from './browser';

export async function logIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** A page of `context` logged in through the login page, landed on `path` of `origin`. */
export async function signedInPage(context: BrowserContext, origin: string, email: string, path = '/'): Promise<Page> {
  const page = await openPage(context, `${origin}/login?next=${encodeURIComponent(path)}`);
  await logIn(page, email);
  const target = new URL(path, origin);
  await page.waitForURL((url) => url.pathname === target.pathname);
  return page;
}

export function jobBoard(page: Page) {
  const list = page.getByRole('list', { name: 'Jobs' });
  return {
    heading: page.getByRole('heading', { name: 'Job Board' }),
    cards: list.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) }),
    card(title: string): Locator {
      return list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    },
    bookmarkButton(title: string): Locator {
      return page.getByRole('button', { name: `Bookmark: ${title}`, exact: true });
    },
    removeBookmarkButton(title: string): Locator {
      return page.getByRole('button', { name: `Remove bookmark: ${title}`, exact: true });
    },
    pendingBadges: list.getByText('Pending', { exact: true }),
    connection: page.getByRole('status'),
  };
}

/** Titles of the cards on the current page, in order. */
export async function cardTitles(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Jobs' }).getByRole('heading', { level: 2 }).allTextContents();
}
