/**
 * The directory's total over a real PGlite: exact on every read while it is small, and for a
 * large list counted once and kept for a while, so a page of 1,100 people costs what a page of
 * 40 does. The crowd are copies of member@ (server/db/crowd.ts), all named "Mateo Crowd N".
 */
import { and, count, eq, ilike, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryEntry } from '../../contract/directory';
import type { Paged } from '../../contract/paging';
import { addCrowd } from '../db/crowd';
import { users } from '../db/schema';
import { createTestApi, type TestApi } from '../testing';

const CROWD = 1_100;

let api: TestApi;
let token: string;
let memberId: number;

async function peopleTotal(query: string): Promise<number> {
  const res = await api.call<Paged<DirectoryEntry>>('GET', `/api/v1/search/?type=user${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.pagination.count;
}

/** People of the default tenant other than member@ (who never sees themself) whose names match. */
async function storedPeople(name: string): Promise<number> {
  const [row] = await api.database.db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.tenantId, api.seeded.defaultTenantId),
        ne(users.id, memberId),
        eq(users.isTrialUser, false),
        ilike(users.directoryText, `%${name}%`),
      ),
    );
  return row?.n ?? 0;
}

let added = 0;
async function addPerson(firstName: string): Promise<void> {
  added += 1;
  await api.database.db.insert(users).values({
    tenantId: api.seeded.defaultTenantId,
    email: `added${added}@example.org`,
    passwordHash: 'x',
    firstName,
    lastName: `Added ${added}`,
    nameSlug: `added-${added}`,
    isVerified: true,
  });
}

beforeAll(async () => {
  api = await createTestApi({ jobCount: 0, draftJobCount: 0, campusJobCount: 0 });
  await addCrowd(api.database.db, CROWD);
  token = (await api.login('member@example.org')).access;
  const [member] = await api.database.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, api.seeded.defaultTenantId), eq(users.email, 'member@example.org')));
  memberId = member!.id;
}, 120_000);

afterAll(() => api.close());

describe('the directory total', () => {
  it('is exact on every read while the list is small: a new person counts at once', async () => {
    const before = await peopleTotal('&search=Qzvor');
    expect(before).toBe(await storedPeople('Qzvor'));
    await addPerson('Qzvor');
    expect(await peopleTotal('&search=Qzvor')).toBe(before + 1);
    expect(await peopleTotal('&search=Qzvor')).toBe(await storedPeople('Qzvor'));
  });

  it(`of ${CROWD} people is counted once, then kept as it was while the pages are read`, async () => {
    const counted = await peopleTotal('&search=mateo');
    expect(counted).toBe(await storedPeople('mateo'));
    expect(counted).toBeGreaterThanOrEqual(CROWD);
    await addPerson('Mateo');
    expect(await storedPeople('mateo')).toBe(counted + 1);
    // The next pages are answered with the kept total, not a count over every match again.
    expect(await peopleTotal('&search=mateo&page=2')).toBe(counted);
    expect(await peopleTotal('&search=mateo')).toBe(counted);
    // Another filter is counted on its own.
    expect(await peopleTotal('&search=mateo%20crowd')).toBe(await storedPeople('mateo crowd'));
  });
});
