/**
 * The jobs area on the endpoint table: the worker's paths come from it, and the answers
 * stay what they were before the table (a job id that is not a number is an unknown path,
 * a repeated query key counts once, a missing job_id gets its field's message).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/endpoint';
import { JOB_APPLICATION_ENDPOINTS } from '../../contract/job-applications';
import { JOB_ENDPOINTS } from '../../contract/jobs';
import { MESSAGES } from '../../contract/messages';
import { createTestApi, type TestApi } from '../testing';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 2, draftJobCount: 0, campusJobCount: 0 });
}, 400_000);
afterAll(() => api?.close());

describe('the jobs endpoint table', () => {
  it('builds concrete paths, a segment pattern left out', () => {
    expect(pathOf(JOB_APPLICATION_ENDPOINTS.updateJob, { id: 4 })).toBe('/api/v1/jobs/4/');
    expect(pathOf(JOB_APPLICATION_ENDPOINTS.jobStatus, { id: 4 })).toBe('/api/v1/jobs/4/status/');
    expect(pathOf(JOB_ENDPOINTS.bySlug, { slug: 'a b' })).toBe('/api/v1/jobs/slug/a%20b/');
    expect(pathOf(JOB_APPLICATION_ENDPOINTS.myApplications)).toBe('/api/v1/jobs/applications/mine/');
  });

  it('answers a job id that is not a number as an unknown path, token or not', async () => {
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const res = await api.call(method, '/api/v1/jobs/abc/', method === 'PATCH' ? { body: {} } : {});
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: MESSAGES.notFound });
    }
    expect((await api.call('POST', '/api/v1/jobs/abc/status/', { body: {} })).status).toBe(404);
  });

  it('reads the first value of a repeated query key', async () => {
    const res = await api.call<{ data: unknown[] }>('GET', '/api/v1/jobs/?page_size=1&page_size=abc');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
  });

  it('names a missing job_id with its own message', async () => {
    const { access } = await api.login('admin@example.org');
    const res = await api.call('GET', pathOf(JOB_APPLICATION_ENDPOINTS.recommended), { token: access });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body as object)).toEqual(['job_id']);
    expect(JSON.stringify(res.body)).not.toContain('Invalid key');
  });
});
