import { and, count, eq, ilike, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CIRCLES_PAGE_SIZE, ADMIN_ENDPOINTS, type AdminCircle, type AdminMetrics } from '../../contract/admin';
import { pathOf } from '../../contract/endpoint';
import type { Identity } from '../../contract/identity';
import { MESSAGES } from '../../contract/messages';
import type { Paged } from '../../contract/paging';
import { groups, memberships, users } from '../db/schema';
import { CAMPUS_HOST, createTestApi, type TestApi } from '../testing';

type CirclePage = Paged<AdminCircle>;
const CIRCLES = pathOf(ADMIN_ENDPOINTS.circles);
/** Enough new circles that the organization's list runs past one page. */
const EXTRA = ADMIN_CIRCLES_PAGE_SIZE;

let api: TestApi;
let admin: string;
let orgId: number;
beforeAll(async () => {
  api = await createTestApi({ jobCount: 3 });
  admin = (await api.login('admin@example.org')).access;
  const identity = (await api.call<Identity>('GET', '/api/v1/identity/', { token: admin })).body;
  orgId = identity.organization!.id;
  const [org] = await api.database.db.select().from(groups).where(eq(groups.id, orgId));
  await api.database.db.insert(groups).values(
    Array.from({ length: EXTRA }, (_, i) => ({
      tenantId: org!.tenantId,
      name: `Paging Circle ${String(i + 1).padStart(2, '0')}`,
      nameSlug: `paging-circle-${i + 1}`,
      groupType: 'circle' as const,
      parentGroupId: orgId,
    })),
  );
});
afterAll(() => api?.close());

const get = (token: string, query = '', host?: string) =>
  api.call<CirclePage>('GET', `${CIRCLES}${query}`, { token, ...(host ? { host } : {}) });

describe('GET /api/v1/admin/circles/', () => {
  it('pages the circles total_circles counts, with accepted and pending counts from the database', async () => {
    const metrics = (await api.call<AdminMetrics>('GET', pathOf(ADMIN_ENDPOINTS.metrics), { token: admin })).body;
    const first = await get(admin);
    expect(first.status).toBe(200);
    expect(first.body.pagination.count).toBe(metrics.total_circles);
    expect(first.body.pagination.count).toBeGreaterThan(ADMIN_CIRCLES_PAGE_SIZE);
    expect(first.body.data).toHaveLength(ADMIN_CIRCLES_PAGE_SIZE);
    expect(first.body.pagination.next).toBe(`${CIRCLES}?page=2&page_size=${ADMIN_CIRCLES_PAGE_SIZE}`);
    const second = await get(admin, '?page=2');
    expect(second.body.data).toHaveLength(metrics.total_circles - ADMIN_CIRCLES_PAGE_SIZE);
    expect(second.body.pagination.next).toBeNull();

    const db = api.database.db;
    const stored = await db
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.parentGroupId, orgId), eq(groups.groupType, 'circle')))
      .orderBy(sql`${groups.id} desc`);
    const listed = [...first.body.data, ...second.body.data];
    expect(listed.map((row) => row.id)).toEqual(stored.map((row) => row.id));

    const counts = await db
      .select({
        groupId: memberships.groupId,
        accepted: sql<number>`count(*) filter (where ${memberships.status} = 'accepted')`.mapWith(Number),
        pending: sql<number>`count(*) filter (where ${memberships.status} = 'pending')`.mapWith(Number),
      })
      .from(memberships)
      .groupBy(memberships.groupId);
    const countOf = new Map(counts.map((row) => [row.groupId, row]));
    for (const row of listed) {
      expect([row.name, row.total_members, row.pending_members_count]).toEqual([
        row.name,
        countOf.get(row.id)?.accepted ?? 0,
        countOf.get(row.id)?.pending ?? 0,
      ]);
      expect(row.is_administrator).toBe(true);
    }
    // The seed has a pending request (Women in Data) and a paid circle (Product Leadership).
    const women = listed.find((row) => row.name_slug === 'women-in-data');
    expect(women?.pending_members_count).toBeGreaterThan(0);
    expect(women?.total_members).toBeGreaterThan(0);
    const paid = listed.find((row) => row.name_slug === 'product-leadership-circle');
    expect(paid).toMatchObject({ is_paid: true, price: 49 });
    expect(listed.every((row) => !row.name.startsWith('Career Fair'))).toBe(true);
  });

  it('searches names from 2 characters, case-insensitively', async () => {
    const found = await get(admin, '?search=PAGING%20circle');
    expect(found.body.pagination.count).toBe(EXTRA);
    expect(found.body.data.every((row) => row.name.startsWith('Paging Circle'))).toBe(true);
    const [climate] = await api.database.db
      .select({ n: count() })
      .from(groups)
      .where(and(eq(groups.parentGroupId, orgId), ilike(groups.name, '%climate%')));
    expect((await get(admin, '?search=climate')).body.pagination.count).toBe(climate!.n);
    const oneChar = await get(admin, '?search=z');
    expect(oneChar.body.pagination.count).toBe((await get(admin)).body.pagination.count);
    expect((await get(admin, '?search=no%20such%20circle')).body).toEqual({
      data: [],
      pagination: { count: 0, next: null },
    });
  });

  it('refuses members with the metrics refusal, visitors with 401, and bad paging with 400', async () => {
    const member = (await api.login('member@example.org')).access;
    const denied = await get(member);
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ detail: MESSAGES.permissionDenied });
    expect((await api.call('GET', CIRCLES)).status).toBe(401);
    for (const query of ['?page=0', '?page_size=51', '?page=abc', `?search=${'x'.repeat(201)}`]) {
      expect((await get(admin, query)).status).toBe(400);
    }
  });

  it('an organization admin who is not staff sees the counts but administers only their own circles', async () => {
    const student = (await api.login('student@example.org')).access;
    expect((await get(student)).status).toBe(403);
    const db = api.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, 'student@example.org')).orderBy(users.id);
    await db
      .update(memberships)
      .set({ role: 'admin' })
      .where(and(eq(memberships.userId, user!.id), eq(memberships.groupId, orgId)));
    const page = await get(student, '?page_size=50');
    expect(page.status).toBe(200);
    const women = page.body.data.find((row) => row.name_slug === 'women-in-data');
    // student@ is an accepted member of Women in Data, not its administrator.
    expect(women?.is_administrator).toBe(false);
    expect(women?.pending_members_count).toBeGreaterThan(0);
    expect(page.body.data.filter((row) => row.is_administrator)).toEqual([]);
  });

  it('keeps to the tenant of the Host', async () => {
    const campusAdmin = (await api.login('admin@example.org', CAMPUS_HOST)).access;
    const campus = await get(campusAdmin, '?page_size=50', CAMPUS_HOST);
    expect(campus.status).toBe(200);
    // The campus portal has circles of its own: an empty answer would prove nothing.
    expect(campus.body.data.length).toBeGreaterThan(0);
    const local = await get(admin, '?page_size=50');
    const localIds = new Set(local.body.data.map((row) => row.id));
    expect(campus.body.data.some((row) => localIds.has(row.id))).toBe(false);
    expect(campus.body.data.every((row) => !row.name.startsWith('Paging Circle'))).toBe(true);
  });
});
