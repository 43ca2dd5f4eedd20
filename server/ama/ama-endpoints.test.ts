/**
 * Ask Anything and the admin metrics on the endpoint table: the worker's paths come from it,
 * and the answers stay what they were before the table (any path under /ama/ asks for a
 * token, then use_ama, before it is found or its input read; a repeated query key counts
 * once; a bad page is named by its field; a wrong method is an unknown path). Never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENDPOINTS } from '../../contract/admin';
import { AMA_ENDPOINTS, AMA_MESSAGES } from '../../contract/ama';
import { pathOf } from '../../contract/endpoint';
import { ID_MESSAGES } from '../../contract/ids';
import { MESSAGES } from '../../contract/messages';
import { createTestApi, NOT_AUTHENTICATED, NOT_FOUND, type TestApi } from '../testing';

let api: TestApi;
let member: string;
let student: string;
let admin: string;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 2, draftJobCount: 0, campusJobCount: 0, jobDemo: false });
  member = (await api.login('member@example.org')).access;
  student = (await api.login('student@example.org')).access;
  admin = (await api.login('admin@example.org')).access;
}, 400_000);
afterAll(() => api?.close());

const upgrade = { detail: AMA_MESSAGES.upgrade, code: 'upgrade' };

describe('the Ask Anything endpoint table', () => {
  it('builds concrete paths', () => {
    expect(pathOf(AMA_ENDPOINTS.ask)).toBe('/api/v1/ama/ask/');
    expect(pathOf(AMA_ENDPOINTS.chats)).toBe('/api/v1/ama/chats/');
    expect(pathOf(AMA_ENDPOINTS.feedback, { id: '01J/x' })).toBe('/api/v1/ama/chats/01J%2Fx/feedback/');
    expect(pathOf(ADMIN_ENDPOINTS.metrics)).toBe('/api/v1/admin/metrics/');
  });

  it('asks any path under /ama/ for a token, then use_ama, before anything else', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/ama/chats/?page=abc'],
      ['POST', '/api/v1/ama/chats/x/feedback/'],
      ['DELETE', '/api/v1/ama/ask/'],
      ['GET', '/api/v1/ama/unknown/'],
    ] as const) {
      const body = method === 'GET' ? {} : { body: [1] };
      const anonymous = await api.call(method, path, body);
      expect([path, anonymous.status, anonymous.body]).toEqual([path, 401, NOT_AUTHENTICATED]);
      const refused = await api.call(method, path, { token: student, ...body });
      expect([path, refused.status, refused.body]).toEqual([path, 403, upgrade]);
    }
    for (const [method, path] of [
      ['DELETE', '/api/v1/ama/ask/'],
      ['GET', '/api/v1/ama/ask/'],
      ['POST', '/api/v1/ama/chats/'],
      ['GET', '/api/v1/ama/unknown/'],
    ] as const) {
      const res = await api.call(method, path, { token: member });
      expect([method, path, res.status, res.body]).toEqual([method, path, 404, NOT_FOUND]);
    }
  });

  it('reads the first value of a repeated query key and names a bad one by its field', async () => {
    const first = await api.call('GET', '/api/v1/ama/chats/?page=1&page=x&conversation=a&conversation=b', {
      token: member,
    });
    expect(first.status).toBe(200);
    const bad = await api.call('GET', '/api/v1/ama/chats/?page=abc', { token: member });
    expect([bad.status, bad.body]).toEqual([400, { page: [ID_MESSAGES.invalid] }]);
    const big = await api.call('GET', '/api/v1/ama/chats/?page_size=51', { token: member });
    expect([big.status, big.body]).toEqual([400, { page_size: [ID_MESSAGES.tooLarge(50)] }]);
  });

  it("checks the question's and the feedback's bodies with their own messages", async () => {
    const list = await api.call('POST', pathOf(AMA_ENDPOINTS.ask), { token: member, body: [1] });
    expect([list.status, list.body]).toEqual([400, { non_field_errors: ['Invalid data. Expected a dictionary.'] }]);
    const feedback = await api.call('POST', pathOf(AMA_ENDPOINTS.feedback, { id: 'x' }), {
      token: member,
      body: { feedback: '', rating: 'x' },
    });
    expect([feedback.status, feedback.body]).toEqual([
      400,
      { feedback: [AMA_MESSAGES.commentRequired], rating: [AMA_MESSAGES.ratingRequired] },
    ]);
  });
});

describe('the admin endpoint table', () => {
  it('asks for a token, refuses a member, and answers a wrong method as an unknown path', async () => {
    const path = pathOf(ADMIN_ENDPOINTS.metrics);
    expect([(await api.call('GET', path)).status, (await api.call('GET', path)).body]).toEqual([
      401,
      NOT_AUTHENTICATED,
    ]);
    const denied = await api.call('GET', `${path}?x=1`, { token: member });
    expect([denied.status, denied.body]).toEqual([403, { detail: MESSAGES.permissionDenied }]);
    expect((await api.call('GET', path, { token: admin })).status).toBe(200);
    for (const token of [undefined, admin]) {
      const res = await api.call('POST', path, { ...(token ? { token } : {}), body: {} });
      expect([res.status, res.body]).toEqual([404, NOT_FOUND]);
    }
  });
});
