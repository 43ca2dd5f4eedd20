/**
 * One real server app per test file (real routes on PGlite loaded from the seeded snapshot),
 * and look-ups of the seeded rows a test acts on. Every sync test file uses the same seed
 * options, so the snapshot is made once per run.
 */
import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { TokenPair } from '../../contract/auth';
import { issueTokenPair } from '../../server/auth/refresh-token';
import { appendChanges } from '../../server/changes/log';
import { resources } from '../../server/content/schema';
import { bookmarks, groups, jobs, memberships, users } from '../../server/db/schema';
import type { SeedOptions } from '../../server/db/seed';
import { seedJobs } from '../../server/jobs/seed';
import { deleteJob } from '../../server/jobs/write';
import { createTestApi, type TestApi } from '../../server/testing';

export const SYNC_SEED: SeedOptions = { jobCount: 0, draftJobCount: 0, campusJobCount: 0 };

/** Starts the app before the file's tests and closes it after; call the result inside a test. */
export function realApiForFile(seed: SeedOptions = SYNC_SEED): () => TestApi {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await createTestApi(seed);
  }, 300_000);
  afterAll(() => api?.close());
  return () => {
    if (!api) throw new Error('the real api is not started');
    return api;
  };
}

/** The id of a demo account of the default tenant. */
export async function userIdOf(api: TestApi, email: string): Promise<number> {
  const [row] = await api.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.tenantId, api.seeded.defaultTenantId)));
  if (!row) throw new Error(`no seeded user ${email}`);
  return row.id;
}

/**
 * A new session of a demo account, issued as the login route issues it once the password
 * is checked (hashing the password for every device would make each test seconds slower).
 */
export async function sessionOf(api: TestApi, email: string): Promise<TokenPair> {
  const auth = { userId: await userIdOf(api, email), tenantId: api.seeded.defaultTenantId };
  return issueTokenPair(api.database.db, api.deps.secret, auth);
}

/** Groups of the default tenant that `email` neither belongs to nor applied to, by id. */
export async function groupsOutsideOf(api: TestApi, email: string): Promise<{ id: number; name: string }[]> {
  const userId = await userIdOf(api, email);
  const db = api.database.db;
  const mine = db.select({ id: memberships.groupId }).from(memberships).where(eq(memberships.userId, userId));
  return db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(eq(groups.tenantId, api.seeded.defaultTenantId), notInArray(groups.id, mine)))
    .orderBy(groups.id);
}

/**
 * Tells the app's job board cache that jobs changed, as the job routes do after a commit:
 * the helpers here write past the routes, and the cache would otherwise notice only on
 * its once-a-second look at the change log.
 */
export function jobsChanged(api: TestApi): void {
  api.deps.jobBoard.invalidate(api.seeded.defaultTenantId);
}

/** Publishes `count` approved jobs on the default tenant, as the seed does (one feed upsert each). */
export async function addJobs(api: TestApi, count: number): Promise<number[]> {
  const ids = await seedJobs(api.database.db, api.seeded.defaultTenantId, count, {
    seed: Math.floor(Math.random() * 1e6),
  });
  jobsChanged(api);
  return ids;
}

/** Deletes a job as the job admin does (a feed delete for everyone). */
export async function removeJob(api: TestApi, id: number): Promise<void> {
  await deleteJob(api.database.db, api.seeded.defaultTenantId, id);
  jobsChanged(api);
}

/** Renames a job through the job admin's edit (a feed upsert for everyone). */
export async function renameJob(api: TestApi, id: number, title: string): Promise<void> {
  const db = api.database.db;
  await db.transaction(async (tx) => {
    await tx.update(jobs).set({ title }).where(eq(jobs.id, id));
    await appendChanges(tx, [
      { tenantId: api.seeded.defaultTenantId, userId: null, entity: 'job', entityId: String(id), op: 'upsert' },
    ]);
  });
  jobsChanged(api);
}

/** A bookmarkable object of the seeded content: an approved resource. */
export async function seededResourceIds(api: TestApi): Promise<number[]> {
  const rows = await api.database.db
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.tenantId, api.seeded.defaultTenantId), eq(resources.status, 'approved')))
    .orderBy(resources.id);
  return rows.map((row) => row.id);
}

/** The bookmark keys (`job:12`) of a demo account as the server holds them. */
export async function serverBookmarkKeys(api: TestApi, email: string): Promise<string[]> {
  const rows = await api.database.db
    .select({ type: bookmarks.type, objectId: bookmarks.objectId })
    .from(bookmarks)
    .where(eq(bookmarks.userId, await userIdOf(api, email)));
  return rows.map((row) => `${row.type}:${row.objectId}`).sort();
}

/** The head of a demo account's change feed, as a fresh device would be told. */
export async function feedHeadOf(api: TestApi, email: string): Promise<number> {
  const token = (await sessionOf(api, email)).access;
  return (await api.call<{ cursor: number }>('GET', '/api/v1/sync/changes/', { token })).body.cursor;
}

/** How many jobs the public job board lists. */
export async function jobBoardCount(api: TestApi): Promise<number> {
  return (await api.call<{ pagination: { count: number } }>('GET', '/api/v1/jobs/?page_size=1')).body.pagination.count;
}
