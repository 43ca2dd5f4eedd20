/** Page models of /favorites and /my (dashboards, tables, saved for offline) and the API calls their tests need. */
import type { Locator, Page } from 'playwright-core';
import { BOOKMARK_ENDPOINTS, type CollectionSections, pathOf } from '../../../contract';
import { makeUseCaseForm } from '../../../contract/fixtures';
import { api, readOk } from './api';

export function collectionDashboard(page: Page) {
  const main = page.getByRole('main');
  const saved = main.getByRole('region', { name: 'Saved for offline' });
  return {
    heading: main.getByRole('heading', { level: 1 }),
    /** A dashboard section by its label (Use Cases, Resources, Circles...). */
    section(label: string): Locator {
      return main.getByRole('region', { name: label, exact: true });
    },
    item(label: string, title: string): Locator {
      return main
        .getByRole('region', { name: label, exact: true })
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: title, exact: true }) });
    },
    viewMore(label: string): Locator {
      return main.getByRole('link', { name: `View More ${label}`, exact: true });
    },
    offlineNote: main.getByText("You're offline. Showing what is saved on this device.", { exact: true }),
    saved,
    savedItem(title: string): Locator {
      return saved.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    },
    removeSaved(title: string): Locator {
      return saved.getByRole('button', { name: `Remove ${title} from offline reading`, exact: true });
    },
  };
}

export function collectionTable(page: Page, label: string) {
  const table = page.getByRole('main').getByRole('table', { name: label, exact: true });
  return {
    heading: page.getByRole('main').getByRole('heading', { level: 1, name: label, exact: true }),
    table,
    row(title: string): Locator {
      return table.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    },
    bodyRows: table.locator('tbody').getByRole('row'),
  };
}

/** An item's id and title, by slug, as `token`'s caller reads it. */
export async function itemBySlug(
  port: number,
  token: string,
  path: string,
): Promise<{ id: number; title: string; slug: string }> {
  const res = await api<{ id: number; title: string; slug: string }>(port, 'localhost', 'GET', path, { token });
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return res.body;
}

export async function bookmark(port: number, token: string, type: 'usecase' | 'resource', id: number): Promise<void> {
  const res = await api(port, 'localhost', 'POST', pathOf(BOOKMARK_ENDPOINTS.add, { type, id }), { token });
  if (res.status >= 300) throw new Error(`bookmark ${type} ${id}: ${res.status}`);
}

/** A use case submitted by `token`'s member (pending until moderated). */
export async function submitUseCase(
  port: number,
  token: string,
  title: string,
): Promise<{ status: number; body: { id?: number; status?: string } & Record<string, unknown> }> {
  const config = await api<{ default_organization: { id: number } | null }>(
    port,
    'localhost',
    'GET',
    '/api/v1/config/',
  );
  const payload = makeUseCaseForm({
    title,
    description: '<p>Sorting the weekly intake of requests with a small model.</p>',
    reason: '<p>It saves an afternoon every week.</p>',
    group: config.body.default_organization?.id ?? null,
    business_value: 'medium',
    complexity: 'low',
    innovation_category: 'incremental',
  });
  return api(port, 'localhost', 'POST', '/api/v1/use-cases/', { token, body: payload });
}

export async function serverCollections(
  port: number,
  token: string,
  which: 'my-favourites' | 'my-items',
): Promise<CollectionSections> {
  return readOk<CollectionSections>(port, token, `/api/v1/${which}/`, which);
}
