/**
 * Test support for the membership tests: people and groups written straight into the
 * test database (so each test owns its state), and access tokens minted with the test
 * app's own secret. Not a test itself; nothing of ours is mocked.
 */
import { and, eq } from 'drizzle-orm';
import type { Group } from '../../contract/groups';
import { signAccessToken } from '../auth/access-token';
import { groups, memberships, tenants, users } from '../db/schema';
import { profiles, uploads } from '../profiles/schema';
import type { TestApi } from '../testing';

export const DAY_MS = 86_400_000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};

export interface Person {
  id: number;
  token: string;
  email: string;
}

export async function makePerson(
  api: TestApi,
  options: {
    firstName?: string;
    lastName?: string;
    verified?: boolean;
    country?: string | null;
    professionalField?: number | null;
  } = {},
): Promise<Person> {
  const n = next();
  const tenantId = api.seeded.defaultTenantId;
  const email = `person${n}-${Date.now()}@members.test`;
  const [row] = await api.database.db
    .insert(users)
    .values({
      tenantId,
      email,
      passwordHash: 'not-a-password',
      firstName: options.firstName ?? `Person${n}`,
      lastName: options.lastName ?? 'Tester',
      nameSlug: `person-${n}-${Date.now()}`,
      country: options.country ?? null,
      isVerified: options.verified ?? true,
    })
    .returning({ id: users.id });
  const id = row!.id;
  if (options.professionalField !== undefined) {
    await api.database.db
      .insert(profiles)
      .values({ userId: id, tenantId, professionalField: options.professionalField });
  }
  const token = await signAccessToken(api.deps.secret, { userId: id, tenantId });
  return { id, token, email };
}

type GroupValues = Partial<typeof groups.$inferInsert>;

/** A circle with its application window open (opened 10 days ago, closes in 20), starting in 30 days. */
export async function makeGroup(api: TestApi, values: GroupValues = {}, adminId?: number): Promise<number> {
  const n = next();
  const tenantId = api.seeded.defaultTenantId;
  const [tenant] = await api.database.db
    .select({ defaultOrgId: tenants.defaultOrgId })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const [row] = await api.database.db
    .insert(groups)
    .values({
      tenantId,
      name: `Test circle ${n}`,
      nameSlug: `test-circle-${n}-${Date.now()}`,
      groupType: 'circle',
      description: 'A circle of the membership tests.',
      parentGroupId: tenant?.defaultOrgId ?? null,
      groupDuration: 'time_limited',
      applicationOpenDate: daysFromNow(-10),
      applicationCloseDate: daysFromNow(20),
      startDate: daysFromNow(30),
      endDate: daysFromNow(120),
      publicity: 'open',
      ...values,
    })
    .returning({ id: groups.id });
  const id = row!.id;
  if (adminId !== undefined) await addMembership(api, id, adminId, { status: 'accepted', role: 'admin' });
  return id;
}

export async function addMembership(
  api: TestApi,
  groupId: number,
  userId: number,
  values: { status: 'pending' | 'accepted' | 'rejected'; role?: string },
) {
  await api.database.db.insert(memberships).values({
    tenantId: api.seeded.defaultTenantId,
    groupId,
    userId,
    status: values.status,
    role: values.role ?? 'member',
    joinedAt: values.status === 'accepted' ? new Date() : null,
  });
}

export async function membershipRow(api: TestApi, groupId: number, userId: number) {
  const [row] = await api.database.db
    .select()
    .from(memberships)
    .where(and(eq(memberships.groupId, groupId), eq(memberships.userId, userId)));
  return row ?? null;
}

/** An upload row owned by the user (the file itself does not matter to the membership rules). */
export async function makeUpload(api: TestApi, userId: number): Promise<number> {
  const [row] = await api.database.db
    .insert(uploads)
    .values({
      tenantId: api.seeded.defaultTenantId,
      userId,
      key: `${api.seeded.defaultTenantId}/test-${next()}-${Date.now()}.pdf`,
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      size: 1234,
    })
    .returning({ id: uploads.id });
  return row!.id;
}

export const membersPath = (id: number) => `/api/v1/groups/${id}`;

export function memberCalls(api: TestApi) {
  return {
    join: (token: string, id: number, body: unknown = {}, headers: Record<string, string> = {}) =>
      api.call<Group & Record<string, string[]>>('POST', `/api/v1/groups/${id}/join/`, { token, body, headers }),
    leave: (token: string, id: number, body: unknown = {}) =>
      api.call<Group & { detail?: string }>('POST', `/api/v1/groups/${id}/leave/`, { token, body }),
    respond: (token: string, id: number, users: number[], action: 'accept' | 'reject', notes = '') =>
      api.call<{ detail: string }>('POST', `/api/v1/groups/${id}/respond-join-request/`, {
        token,
        body: { users, action, notes },
      }),
    add: (token: string, id: number, user: number, role: string) =>
      api.call<{ detail: string }>('POST', `/api/v1/groups/${id}/add-member/`, { token, body: { user, role } }),
    remove: (token: string, id: number, user: number, reason: string) =>
      api.call<{ detail: string; reason?: string }>('POST', `/api/v1/groups/${id}/remove-member/`, {
        token,
        body: { user, reason },
      }),
    changeRole: (token: string, id: number, user: number, role: string) =>
      api.call<{ detail: string }>('PATCH', `/api/v1/groups/${id}/members/${user}/`, { token, body: { role } }),
  };
}
