/**
 * Test support for the recommendation package tests: its calls through the real app, and
 * rows of people, groups and memberships the tests arrange. Not a test itself.
 */
import type { RecommendationItem } from '../../contract/connect';
import { pathOf } from '../../contract/endpoint';
import type { Paged } from '../../contract/paging';
import { PACKAGE_ENDPOINTS } from '../../contract/recommendation-package';
import { groups, memberships, users } from '../db/schema';
import { EMPTY_EXTRA_INFO, profiles } from '../profiles/schema';
import type { TestApi } from '../testing';

export const PATHS = {
  members: pathOf(PACKAGE_ENDPOINTS.members),
  groups: pathOf(PACKAGE_ENDPOINTS.groups),
  candidates: pathOf(PACKAGE_ENDPOINTS.candidates),
  send: pathOf(PACKAGE_ENDPOINTS.send),
};

/** A refusal: `detail`, or messages by field. */
export type ErrorBody = { detail?: string; [field: string]: string[] | string | undefined };

export function packageCalls(api: TestApi) {
  const get = <T>(path: string, query: Record<string, string | number>, token: string, host?: string) => {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    return api.call<T & ErrorBody>('GET', `${path}?${search}`, { token, ...(host ? { host } : {}) });
  };
  return {
    members: (query: Record<string, string | number>, token: string, host?: string) =>
      get<Paged<{ id: number; name: string; email: string }>>(PATHS.members, query, token, host),
    groups: (query: Record<string, string | number>, token: string) =>
      get<{ data: { id: number; name: string; group_type: string }[] }>(PATHS.groups, query, token),
    candidates: (query: Record<string, string | number>, token: string) =>
      get<Paged<RecommendationItem>>(PATHS.candidates, query, token),
    send: (body: unknown, token: string, headers: Record<string, string> = {}) =>
      api.call<{ id: number; detail: string } & ErrorBody>('POST', PATHS.send, { token, body, headers }),
  };
}

/** A person with a profile; `stage` is a career stage option id. */
export async function addPerson(
  api: TestApi,
  tenantId: number,
  name: { first: string; last: string },
  options: { stage?: number | null; isVerified?: boolean } = {},
): Promise<number> {
  const { db } = api.database;
  const slug = `${name.first}-${name.last}`.toLowerCase();
  const [row] = await db
    .insert(users)
    .values({
      tenantId,
      email: `${slug}@example.org`,
      passwordHash: 'x',
      firstName: name.first,
      lastName: name.last,
      nameSlug: slug,
      isVerified: options.isVerified ?? true,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no user row');
  await db
    .insert(profiles)
    .values({ userId: row.id, tenantId, extraInfo: { ...EMPTY_EXTRA_INFO, career_stage: options.stage ?? null } });
  return row.id;
}

export async function addGroup(
  api: TestApi,
  tenantId: number,
  name: string,
  groupType: 'circle' | 'event' | 'organization',
): Promise<number> {
  const [row] = await api.database.db
    .insert(groups)
    .values({ tenantId, name, nameSlug: name.toLowerCase().replaceAll(' ', '-'), groupType })
    .returning({ id: groups.id });
  if (!row) throw new Error('no group row');
  return row.id;
}

export async function join(
  api: TestApi,
  tenantId: number,
  groupId: number,
  userId: number,
  role = 'member',
  status: 'accepted' | 'pending' = 'accepted',
): Promise<void> {
  await api.database.db.insert(memberships).values({ tenantId, groupId, userId, role, status });
}
