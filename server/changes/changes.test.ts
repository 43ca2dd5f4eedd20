import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarkKey } from '../../contract/bookmarks';
import { pathOf } from '../../contract/endpoint';
import type { Job } from '../../contract/jobs';
import type { Paged } from '../../contract/paging';
import { CHANGES_PAGE_SIZE, type ChangesResponse, type JobChangesResponse } from '../../contract/sync';
import { SYNC_ENDPOINTS } from '../../contract/sync-endpoints';
import { jobs } from '../db/schema';
import { seedJobs } from '../db/seed';
import { CAMPUS_HOST, createTestApi, type TestApi } from '../testing';
import { jobsCommitted } from './committed';
import { appendChanges } from './log';

let api: TestApi;
let member: string;
let student: string;
let jobIds: number[];

beforeAll(async () => {
  api = await createTestApi({ jobCount: 20 });
  member = (await api.login('member@example.org')).access;
  student = (await api.login('student@example.org')).access;
  jobIds = (await api.call<Paged<Job>>('GET', '/api/v1/jobs/?page_size=20')).body.data.map((job) => job.id);
});
afterAll(() => api?.close());

const feed = (token: string, cursor?: number, host?: string) =>
  api.call<ChangesResponse>(
    'GET',
    `${pathOf(SYNC_ENDPOINTS.changes)}${cursor === undefined ? '' : `?cursor=${cursor}`}`,
    {
      token,
      ...(host ? { host } : {}),
    },
  );

/** Simulates an edit of a job the way every job write must: row and change log in one transaction. */
async function setJobStatus(jobId: number, status: 'approved' | 'pending') {
  const tenantId = api.seeded.defaultTenantId;
  await api.database.db.transaction(async (tx) => {
    await tx
      .update(jobs)
      .set({ jobStatus: status, updatedAt: new Date() })
      .where(and(eq(jobs.id, jobId), eq(jobs.tenantId, tenantId)));
    await appendChanges(tx, [{ tenantId, userId: null, entity: 'job', entityId: String(jobId), op: 'upsert' }]);
  });
}

describe('GET /api/v1/sync/changes/', () => {
  it('without a cursor answers the head and reset', async () => {
    const res = await feed(member);
    expect(res.status).toBe(200);
    expect(res.body.reset).toBe(true);
    expect(res.body.changes).toEqual([]);
    expect(res.body.has_more).toBe(false);
    expect(res.body.cursor).toBeGreaterThan(0);
  });

  it('needs a signed-in member', async () => {
    expect((await api.call('GET', `${pathOf(SYNC_ENDPOINTS.changes)}?cursor=0`)).status).toBe(401);
  });

  it('after a bookmark answers its upsert; after the unbookmark a tombstone', async () => {
    const { cursor } = (await feed(member)).body;
    const id = jobIds[0]!;
    await api.call('POST', `/api/v1/bookmark/job/${id}/`, { token: member });
    const added = await feed(member, cursor);
    expect(added.body.reset).toBe(false);
    expect(added.body.changes).toEqual([
      {
        entity: 'bookmark',
        op: 'upsert',
        id: bookmarkKey('job', id),
        data: expect.objectContaining({ object_id: id }),
      },
    ]);
    expect(added.body.cursor).toBeGreaterThan(cursor);

    await api.call('DELETE', `/api/v1/unbookmark/job/${id}/`, { token: member });
    const removed = await feed(member, added.body.cursor);
    expect(removed.body.changes).toEqual([{ entity: 'bookmark', op: 'delete', id: bookmarkKey('job', id) }]);
    // From the earlier cursor the two collapse into the latest state.
    expect((await feed(member, cursor)).body.changes).toEqual(removed.body.changes);
    // Nothing new: same cursor, no changes.
    const idle = await feed(member, removed.body.cursor);
    expect(idle.body).toEqual({ changes: [], cursor: removed.body.cursor, has_more: false, reset: false });
  });

  it('a member never sees another member’s bookmark changes', async () => {
    const { cursor } = (await feed(student)).body;
    await api.call('POST', `/api/v1/bookmark/job/${jobIds[1]}/`, { token: member });
    expect((await feed(student, cursor)).body.changes).toEqual([]);
  });

  it('job changes reach every member: approved as upserts, drafts as tombstones', async () => {
    const { cursor } = (await feed(student)).body;
    await setJobStatus(jobIds[2]!, 'pending');
    const hidden = await feed(student, cursor);
    expect(hidden.body.changes).toEqual([{ entity: 'job', op: 'delete', id: String(jobIds[2]) }]);
    await setJobStatus(jobIds[2]!, 'approved');
    const shown = await feed(member, hidden.body.cursor);
    expect(shown.body.changes).toEqual([
      { entity: 'job', op: 'upsert', id: String(jobIds[2]), data: expect.objectContaining({ id: jobIds[2] }) },
    ]);
  });

  it('after jobsCommitted the job board reflects the change at once', async () => {
    const listed = async () =>
      (await api.call<Paged<Job>>('GET', '/api/v1/jobs/?page_size=500')).body.data.map((job) => job.id);
    expect(await listed()).toContain(jobIds[3]);
    await setJobStatus(jobIds[3]!, 'pending');
    jobsCommitted(api.deps, api.seeded.defaultTenantId, { wasOnBoard: true, isOnBoard: true });
    expect(await listed()).not.toContain(jobIds[3]);
    await setJobStatus(jobIds[3]!, 'approved');
    jobsCommitted(api.deps, api.seeded.defaultTenantId, { wasOnBoard: true, isOnBoard: true });
    expect(await listed()).toContain(jobIds[3]);
  });

  it('pages long feeds with has_more, and never shows another tenant’s changes', async () => {
    const { cursor } = (await feed(member)).body;
    const campusToken = (await api.login('member@example.org', CAMPUS_HOST)).access;
    const campusHead = (await feed(campusToken, undefined, CAMPUS_HOST)).body.cursor;
    const added = await seedJobs(api.database.db, api.seeded.defaultTenantId, CHANGES_PAGE_SIZE + 20, { seed: 9 });
    const first = await feed(member, cursor);
    expect(first.body.changes).toHaveLength(CHANGES_PAGE_SIZE);
    expect(first.body.has_more).toBe(true);
    const second = await feed(member, first.body.cursor);
    expect(second.body.changes).toHaveLength(20);
    expect(second.body.has_more).toBe(false);
    const ids = [...first.body.changes, ...second.body.changes].map((change) => change.id);
    expect(ids).toEqual(added.map(String));
    expect((await feed(campusToken, campusHead, CAMPUS_HOST)).body.changes).toEqual([]);
  });

  it('a cursor ahead of the head (another database) answers reset', async () => {
    const res = await feed(member, 10_000_000);
    expect(res.body.reset).toBe(true);
    expect(res.body.cursor).toBeLessThan(10_000_000);
  });
});

describe('GET /api/v1/sync/jobs/ (the public job feed)', () => {
  const publicFeed = (cursor?: number, options: { token?: string; host?: string } = {}) =>
    api.call<JobChangesResponse>(
      'GET',
      `${pathOf(SYNC_ENDPOINTS.jobs)}${cursor === undefined ? '' : `?cursor=${cursor}`}`,
      options,
    );

  it("answers a visitor the head, then only the board's job changes, never a member's own", async () => {
    const head = await publicFeed();
    expect(head.status).toBe(200);
    expect(head.body).toMatchObject({ changes: [], has_more: false, reset: true });
    await api.call('POST', `/api/v1/bookmark/job/${jobIds[4]}/`, { token: member });
    await setJobStatus(jobIds[5]!, 'pending');
    await setJobStatus(jobIds[6]!, 'approved');
    const after = await publicFeed(head.body.cursor);
    expect(after.status).toBe(200);
    expect(after.body.changes).toEqual([
      { entity: 'job', op: 'delete', id: String(jobIds[5]) },
      { entity: 'job', op: 'upsert', id: String(jobIds[6]), data: expect.objectContaining({ id: jobIds[6] }) },
    ]);
    expect(after.body.reset).toBe(false);
    // A member's token is not read: the same answer.
    expect((await publicFeed(head.body.cursor, { token: member })).body).toEqual(after.body);
    await setJobStatus(jobIds[5]!, 'approved');
  });

  it("never shows another tenant's jobs, and answers a bad cursor with a 400 and an unknown one with reset", async () => {
    const campusHead = (await publicFeed(undefined, { host: CAMPUS_HOST })).body.cursor;
    await setJobStatus(jobIds[7]!, 'approved');
    expect((await publicFeed(campusHead, { host: CAMPUS_HOST })).body.changes).toEqual([]);
    expect((await publicFeed(undefined, {})).body.cursor).toBeGreaterThan(0);
    expect((await api.call('GET', `${pathOf(SYNC_ENDPOINTS.jobs)}?cursor=abc`)).status).toBe(400);
    expect((await api.call('GET', `${pathOf(SYNC_ENDPOINTS.jobs)}?cursor=-1`)).status).toBe(400);
    expect((await publicFeed(10_000_000)).body.reset).toBe(true);
  });
});
