/** Page model and API reads of the admin circles spec: role and label locators only. */
import type { Locator, Page } from 'playwright-core';
import {
  ADMIN_ENDPOINTS,
  ADMIN_MESSAGES,
  type AdminCircle,
  type AdminMetrics,
  type Group,
  groupFormOf,
  type Paged,
  pathOf,
} from '../../../contract';
import { api } from './api';

const HOST = 'localhost';

/** /admin-dashboard/circles. */
export function adminCirclesPage(page: Page) {
  const table = page.getByRole('table', { name: ADMIN_MESSAGES.circles });
  const rows = table.getByRole('rowgroup').nth(1).getByRole('row');
  return {
    heading: page.getByRole('heading', { name: ADMIN_MESSAGES.circles, level: 1 }),
    table,
    rows,
    search: page.getByRole('searchbox', { name: ADMIN_MESSAGES.searchCircles }),
    pagination: page.getByRole('navigation', { name: 'Pagination' }),
    /** The row whose name link is exactly `name`. */
    row(name: string): Locator {
      return rows.filter({ has: page.getByRole('link', { name, exact: true }) });
    },
    /** The names of the rows shown, in order. */
    async names(): Promise<string[]> {
      const shown = await rows.all();
      return Promise.all(shown.map(async (row) => (await row.getByRole('cell').first().textContent()) ?? ''));
    },
  };
}

/** The dashboard's Circles card, named by its count. */
export function circlesCard(page: Page, total: number): Locator {
  return page
    .getByRole('region', { name: ADMIN_MESSAGES.overview })
    .getByRole('link', { name: new RegExp(`^${total}\\s*${ADMIN_MESSAGES.circles}$`) });
}

export async function serverMetrics(port: number, token: string): Promise<AdminMetrics> {
  const res = await api<AdminMetrics>(port, HOST, 'GET', pathOf(ADMIN_ENDPOINTS.metrics), { token });
  if (res.status !== 200) throw new Error(`metrics: ${res.status}`);
  return res.body;
}

/** The admin circles list as this caller's token reads it (the status when refused). */
export async function serverAdminCircles(
  port: number,
  token: string,
  query = '',
): Promise<Paged<AdminCircle> | number> {
  const res = await api<Paged<AdminCircle>>(port, HOST, 'GET', `${pathOf(ADMIN_ENDPOINTS.circles)}${query}`, {
    token,
  });
  return res.status === 200 ? res.body : res.status;
}

/** Copies of a seeded circle, created by its administrator, until the organization has `total`. */
export async function circlesUpTo(port: number, token: string, total: number): Promise<void> {
  const have = (await serverMetrics(port, token)).total_circles;
  const model = await api<Group>(port, HOST, 'GET', '/api/v1/groups/slug/women-in-data/', { token });
  for (let i = have + 1; i <= total; i++) {
    const res = await api<Group>(port, HOST, 'POST', '/api/v1/groups/', {
      token,
      body: { ...groupFormOf(model.body), name: `Admin Paging Circle ${i}` },
    });
    if (res.status !== 201) throw new Error(`create circle: ${res.status}`);
  }
}
