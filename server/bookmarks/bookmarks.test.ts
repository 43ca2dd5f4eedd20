import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Bookmark } from '../../contract/bookmarks';
import type { Job } from '../../contract/jobs';
import { MESSAGES } from '../../contract/messages';
import type { Paged } from '../../contract/paging';
import { createTestApi, type TestApi } from '../testing';

let api: TestApi;
let token: string;
let jobIds: number[];

beforeAll(async () => {
  api = await createTestApi({ jobCount: 30 });
  jobIds = (await api.call<Paged<Job>>('GET', '/api/v1/jobs/?page_size=30')).body.data.map((job) => job.id);
});
afterAll(() => api?.close());
// Each test starts with a fresh session of a member without bookmarks.
beforeEach(async () => {
  token = (await api.login('member@example.org')).access;
  const listed = await api.call<Paged<Bookmark>>('GET', '/api/v1/bookmark/job/?page_size=500', { token });
  for (const bookmark of listed.body.data) {
    await api.call('DELETE', `/api/v1/unbookmark/job/${bookmark.object_id}/`, { token });
  }
});

async function bookmarkedIds(): Promise<number[]> {
  const res = await api.call<Paged<Bookmark>>('GET', '/api/v1/bookmark/job/?page_size=500', { token });
  expect(res.status).toBe(200);
  return res.body.data.map((bookmark) => bookmark.object_id).sort((a, b) => a - b);
}

describe('bookmarks', () => {
  it('POST adds (201), a repeat answers the same bookmark (200) without a duplicate', async () => {
    const id = jobIds[0]!;
    const first = await api.call<Bookmark>('POST', `/api/v1/bookmark/job/${id}/`, { token });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ type: 'job', object_id: id });
    expect(Number.isNaN(Date.parse(first.body.created_at))).toBe(false);
    const again = await api.call<Bookmark>('POST', `/api/v1/bookmark/job/${id}/`, { token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await bookmarkedIds()).toEqual([id]);
  });

  it('DELETE removes (204), and answers 204 again when nothing is left to remove', async () => {
    const id = jobIds[1]!;
    await api.call('POST', `/api/v1/bookmark/job/${id}/`, { token });
    expect((await api.call('DELETE', `/api/v1/unbookmark/job/${id}/`, { token })).status).toBe(204);
    expect((await api.call('DELETE', `/api/v1/unbookmark/job/${id}/`, { token })).status).toBe(204);
    expect(await bookmarkedIds()).toEqual([]);
  });

  it('lists exactly the member’s set, newest first, paged by 10', async () => {
    const chosen = jobIds.slice(0, 12);
    for (const id of chosen) await api.call('POST', `/api/v1/bookmark/job/${id}/`, { token });
    await api.call('DELETE', `/api/v1/unbookmark/job/${chosen[3]}/`, { token });
    const expected = chosen.filter((id) => id !== chosen[3]).sort((a, b) => a - b);
    expect(await bookmarkedIds()).toEqual(expected);
    const page = await api.call<Paged<Bookmark>>('GET', '/api/v1/bookmark/job/', { token });
    expect(page.body.data).toHaveLength(10);
    expect(page.body.pagination).toEqual({ count: 11, next: '/api/v1/bookmark/job/?page=2&page_size=10' });
    expect(page.body.data[0]!.object_id).toBe(chosen[11]);
    // Another member sees none of them.
    const student = (await api.login('student@example.org')).access;
    const theirs = await api.call<Paged<Bookmark>>('GET', '/api/v1/bookmark/job/', { token: student });
    expect(theirs.body.pagination.count).toBe(0);
  });

  it('answers 404 for an unknown or draft job, an unknown resource and an unknown type', async () => {
    const draft = await api.database.db.query.jobs.findFirst({ where: (job, { eq }) => eq(job.jobStatus, 'pending') });
    for (const path of [
      '/api/v1/bookmark/job/999999/',
      `/api/v1/bookmark/job/${draft!.id}/`,
      '/api/v1/bookmark/job/abc/',
      '/api/v1/bookmark/spaceship/1/',
      '/api/v1/bookmark/resource/999999/',
    ]) {
      const res = await api.call('POST', path, { token });
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ detail: MESSAGES.notFound });
    }
    expect(
      (await api.call<Paged<Bookmark>>('GET', '/api/v1/bookmark/resource/', { token })).body.pagination.count,
    ).toBe(0);
    expect((await api.call('DELETE', '/api/v1/unbookmark/spaceship/1/', { token })).status).toBe(404);
  });

  it('needs a signed-in member', async () => {
    const res = await api.call('POST', `/api/v1/bookmark/job/${jobIds[0]}/`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: MESSAGES.notAuthenticated });
    expect((await api.call('GET', '/api/v1/bookmark/job/')).status).toBe(401);
  });
});

describe('Idempotency-Key', () => {
  it('a replay answers the stored response with no second effect', async () => {
    const id = jobIds[5]!;
    const headers = { 'Idempotency-Key': 'bookmark-job-5-first' };
    const first = await api.call<Bookmark>('POST', `/api/v1/bookmark/job/${id}/`, { token, headers });
    expect(first.status).toBe(201);
    expect((await api.call('DELETE', `/api/v1/unbookmark/job/${id}/`, { token })).status).toBe(204);

    const replay = await api.call<Bookmark>('POST', `/api/v1/bookmark/job/${id}/`, { token, headers });
    expect(replay.status).toBe(201);
    expect(replay.text).toBe(first.text);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await bookmarkedIds()).toEqual([]);
  });

  it('keys are per user: another member’s same key is a new request', async () => {
    const id = jobIds[6]!;
    const headers = { 'Idempotency-Key': 'shared-key' };
    await api.call('POST', `/api/v1/bookmark/job/${id}/`, { token, headers });
    const student = (await api.login('student@example.org')).access;
    const theirs = await api.call('POST', `/api/v1/bookmark/job/${id}/`, { token: student, headers });
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    await api.call('DELETE', `/api/v1/unbookmark/job/${id}/`, { token: student });
  });

  it('replays 4xx answers too, and refuses a key reused for another request', async () => {
    const headers = { 'Idempotency-Key': 'missing-job' };
    const first = await api.call('POST', '/api/v1/bookmark/job/999999/', { token, headers });
    expect(first.status).toBe(404);
    const replay = await api.call('POST', '/api/v1/bookmark/job/999999/', { token, headers });
    expect(replay.status).toBe(404);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const other = await api.call('POST', `/api/v1/bookmark/job/${jobIds[7]}/`, { token, headers });
    expect(other.status).toBe(422);
    expect(await bookmarkedIds()).toEqual([]);
  });

  it('replays a 204 DELETE', async () => {
    const id = jobIds[8]!;
    await api.call('POST', `/api/v1/bookmark/job/${id}/`, { token });
    const headers = { 'Idempotency-Key': 'unbookmark-8' };
    expect((await api.call('DELETE', `/api/v1/unbookmark/job/${id}/`, { token, headers })).status).toBe(204);
    await api.call('POST', `/api/v1/bookmark/job/${id}/`, { token });
    const replay = await api.call('DELETE', `/api/v1/unbookmark/job/${id}/`, { token, headers });
    expect(replay.status).toBe(204);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await bookmarkedIds()).toEqual([id]);
  });
});
