/**
 * The notifications area on the endpoint table: the worker's paths come from it, and the
 * answers stay what they were before the table (every path under /notifications/ asks for a
 * token first; an id that is not a number is not found; a repeated query key counts once).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/endpoint';
import { MESSAGES } from '../../contract/messages';
import { NOTIFICATION_ENDPOINTS } from '../../contract/notifications';
import { createTestApi, type TestApi } from '../testing';

let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 0, jobDemo: false });
  token = (await api.login('member@example.org')).access;
}, 400_000);
afterAll(() => api?.close());

describe('the notifications endpoint table', () => {
  it('builds concrete paths, a segment pattern left out', () => {
    expect(pathOf(NOTIFICATION_ENDPOINTS.list)).toBe('/api/v1/notifications/');
    expect(pathOf(NOTIFICATION_ENDPOINTS.read, { id: 4 })).toBe('/api/v1/notifications/4/read/');
  });

  it('asks for a token first, then answers an unknown id, path or method as not found', async () => {
    for (const [method, path] of [
      ['POST', '/api/v1/notifications/abc/read/'],
      ['DELETE', '/api/v1/notifications/'],
      ['GET', '/api/v1/notifications/mark-all-read/'],
      ['GET', '/api/v1/notifications/nowhere/'],
    ] as const) {
      expect([method, path, (await api.call(method, path)).status]).toEqual([method, path, 401]);
      const res = await api.call(method, path, { token });
      expect([method, path, res.status, res.body]).toEqual([method, path, 404, { detail: MESSAGES.notFound }]);
    }
  });

  it('reads the first value of a repeated query key, and names a bad one', async () => {
    const list = pathOf(NOTIFICATION_ENDPOINTS.list);
    const res = await api.call<{ data: unknown[] }>('GET', `${list}?page_size=1&page_size=abc`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    const bad = await api.call('GET', `${list}?page=0`, { token });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body as object)).toEqual(['page']);
    const body = await api.call('POST', pathOf(NOTIFICATION_ENDPOINTS.markAllRead), { token, body: {} });
    expect(body.status).toBe(400);
    expect(Object.keys(body.body as object)).toEqual(['up_to']);
  });
});
