import { gunzipSync } from 'node:zlib';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_BOARD_PAGE_SIZE, Job } from '../../contract/jobs';
import { MESSAGES } from '../../contract/messages';
import type { Paged } from '../../contract/paging';
import { createTestApi, type TestApi } from '../testing';

type JobPage = Paged<Job>;
let api: TestApi;
// The default seed: 320 approved and 10 draft jobs on localhost.
beforeAll(async () => {
  api = await createTestApi({ jobDemo: false });
});
afterAll(() => api?.close());

async function allJobs(query = ''): Promise<Job[]> {
  const res = await api.call<JobPage>('GET', `/api/v1/jobs/?page_size=500${query}`);
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('GET /api/v1/jobs/', () => {
  it('pages the approved jobs, newest first, with count and next', async () => {
    const first = await api.call<JobPage>('GET', `/api/v1/jobs/?page_size=${JOB_BOARD_PAGE_SIZE}`);
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(9);
    expect(first.body.pagination).toEqual({ count: 320, next: '/api/v1/jobs/?page=2&page_size=9' });
    for (const job of first.body.data) expect(v.is(Job, job)).toBe(true);

    const second = await api.call<JobPage>('GET', first.body.pagination.next!);
    expect(second.body.pagination.next).toBe('/api/v1/jobs/?page=3&page_size=9');
    const firstIds = new Set(first.body.data.map((job) => job.id));
    expect(second.body.data.some((job) => firstIds.has(job.id))).toBe(false);

    const last = await api.call<JobPage>('GET', '/api/v1/jobs/?page=36&page_size=9');
    expect(last.body.data).toHaveLength(5);
    expect(last.body.pagination).toEqual({ count: 320, next: null });
    const beyond = await api.call<JobPage>('GET', '/api/v1/jobs/?page=99&page_size=9');
    expect(beyond.body).toEqual({ data: [], pagination: { count: 320, next: null } });
  });

  it('defaults to the job board page size and orders by created_at then id, descending', async () => {
    const res = await api.call<JobPage>('GET', '/api/v1/jobs/');
    expect(res.body.data).toHaveLength(JOB_BOARD_PAGE_SIZE);
    const jobs = await allJobs();
    expect(jobs).toHaveLength(320);
    const sorted = [...jobs].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    expect(jobs.map((job) => job.id)).toEqual(sorted.map((job) => job.id));
    expect(jobs.every((job) => job.job_status === 'approved')).toBe(true);
  });

  it('rejects a page size over 500 and a page below 1 with field errors', async () => {
    const big = await api.call('GET', '/api/v1/jobs/?page_size=501');
    expect(big.status).toBe(400);
    expect(big.body).toHaveProperty('page_size');
    expect((await api.call('GET', '/api/v1/jobs/?page=0')).status).toBe(400);
  });

  it('filters by job_type, job_location and group_id; "all" is ignored', async () => {
    const all = await allJobs();
    const internships = await allJobs('&job_type=internship');
    expect(internships.length).toBe(all.filter((job) => job.job_type === 'internship').length);
    expect(internships.length).toBeGreaterThan(0);
    const remoteInternships = await allJobs('&job_type=internship&job_location=remote');
    expect(remoteInternships.every((job) => job.job_type === 'internship' && job.job_location === 'remote')).toBe(true);
    expect(remoteInternships.every((job) => job.address === null)).toBe(true);
    expect(await allJobs('&job_type=all&job_location=all')).toHaveLength(320);
    const groupId = all[0]!.group.id;
    const ofGroup = await allJobs(`&group_id=${groupId}`);
    expect(ofGroup.length).toBe(all.filter((job) => job.group.id === groupId).length);
    expect((await api.call('GET', '/api/v1/jobs/?job_type=nonsense')).status).toBe(400);
  });

  /** Twenty characters from near the end of a job's description, lower-cased. */
  const descriptionPhrase = (job: Job) => job.description.slice(-25, -5).toLowerCase();

  it('searches title, description and organization name from 2 characters', async () => {
    const all = await allJobs();
    const byTitle = await allJobs('&search=robotics%20engineer');
    expect(byTitle.length).toBeGreaterThan(0);
    expect(byTitle.every((job) => /robotics engineer/i.test(`${job.title} ${job.description}`))).toBe(true);
    // A phrase of a description that its title does not hold.
    const job = all.find((each) => !each.title.toLowerCase().includes(descriptionPhrase(each)));
    if (!job) throw new Error('every title holds its description phrase');
    const phrase = descriptionPhrase(job);
    const byDescription = await allJobs(`&search=${encodeURIComponent(phrase)}`);
    expect(byDescription.map((each) => each.id)).toContain(job.id);
    expect(
      byDescription.every((each) =>
        `${each.title}\n${each.description}\n${each.group.name}`.toLowerCase().includes(phrase),
      ),
    ).toBe(true);
    const byOrg = await allJobs('&search=Kestrel');
    expect(byOrg.length).toBeGreaterThan(0);
    expect(byOrg.some((job) => job.group.name === 'Kestrel Robotics')).toBe(true);
    // One character is not a search yet; a LIKE wildcard is taken literally.
    expect(await allJobs('&search=R')).toHaveLength(320);
    expect(await allJobs('&search=%25%25')).toHaveLength(0);
  });

  it('never lists draft jobs', async () => {
    const drafts = await api.database.db.query.jobs.findMany({ where: (job, { eq }) => eq(job.jobStatus, 'pending') });
    expect(drafts.length).toBe(10);
    const ids = new Set((await allJobs()).map((job) => job.id));
    expect(drafts.some((job) => ids.has(job.id))).toBe(false);
  });
});

describe('GET /api/v1/jobs/slug/{slug}/', () => {
  it('answers the job', async () => {
    const [job] = await allJobs();
    const res = await api.call<Job>('GET', `/api/v1/jobs/slug/${job!.slug}/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(job);
    expect(res.body.skills_detailed.map((skill) => skill.id)).toEqual(job!.skills);
  });

  it('answers 404 with the spec message for an unknown slug', async () => {
    const res = await api.call('GET', '/api/v1/jobs/slug/no-such-job/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: MESSAGES.jobNotFound });
  });
});

describe('the API around the routes', () => {
  it('answers unknown API paths with DRF 404', async () => {
    for (const path of ['/api/v1/nope/', '/api/v2/jobs/', '/api/v1/jobs']) {
      const res = await api.call('GET', path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
  });

  it('answers 304 to a matching ETag of a board page', async () => {
    const first = await api.call('GET', '/api/v1/jobs/?page=2');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await api.call('GET', '/api/v1/jobs/?page=2', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });

  it('compresses large answers for clients that accept gzip', async () => {
    const res = await api.app.request('/api/v1/jobs/?page_size=50', {
      headers: { Host: 'localhost', 'Accept-Encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const body: JobPage = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString());
    expect(body.data).toHaveLength(50);
  });
});
