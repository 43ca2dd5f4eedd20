/**
 * The groups area on the endpoint table: the worker's paths come from it, and the answers
 * stay what they were before the table (a group id that is not a number is a 404 after the
 * token check, a repeated query key counts once, a bad query value gets its field's message,
 * an unknown method or path under /invitations/ asks for a token first). Never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/endpoint';
import { GROUP_ENDPOINTS, INVITATION_ENDPOINTS, LEADER_APPLICATION_ENDPOINTS } from '../../contract/group-endpoints';
import { ID_MESSAGES, MAX_ID } from '../../contract/ids';
import { createTestApi, NOT_AUTHENTICATED, NOT_FOUND, type TestApi } from '../testing';

let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 2, draftJobCount: 0, campusJobCount: 0 });
  token = (await api.login('admin@example.org')).access;
}, 400_000);
afterAll(() => api?.close());

describe('the groups endpoint table', () => {
  it('builds concrete paths', () => {
    expect(pathOf(GROUP_ENDPOINTS.byId, { id: 4 })).toBe('/api/v1/groups/4/');
    expect(pathOf(GROUP_ENDPOINTS.questions, { id: 4 })).toBe('/api/v1/groups/4/questions/');
    expect(pathOf(GROUP_ENDPOINTS.bySlug, { slug: 'a b' })).toBe('/api/v1/groups/slug/a%20b/');
    expect(pathOf(INVITATION_ENDPOINTS.accept, { id: 'x/y' })).toBe('/api/v1/invitations/x%2Fy/accept/');
    expect(pathOf(LEADER_APPLICATION_ENDPOINTS.mine)).toBe('/api/v1/circle-leader-applications/mine/');
  });

  it('answers a group id that is not a row id with Not found, after the token check of a write', async () => {
    for (const id of ['abc', '0', '1.5', String(MAX_ID + 1)]) {
      for (const path of [`/api/v1/groups/${id}/`, `/api/v1/groups/${id}/sdgs/`, `/api/v1/groups/${id}/members/`]) {
        const res = await api.call('GET', path);
        expect([path, res.status, res.body]).toEqual([path, 404, NOT_FOUND]);
      }
      for (const [method, path] of [
        ['PATCH', `/api/v1/groups/${id}/`],
        ['POST', `/api/v1/groups/${id}/questions/`],
        ['POST', `/api/v1/groups/${id}/join/`],
        ['PATCH', `/api/v1/groups/${id}/members/1/`],
        ['GET', `/api/v1/groups/${id}/applicants/`],
      ] as const) {
        const body = method === 'GET' ? {} : { body: {} };
        const anonymous = await api.call(method, path, body);
        expect([path, anonymous.status, anonymous.body]).toEqual([path, 401, NOT_AUTHENTICATED]);
        const signedIn = await api.call(method, path, { token, ...body });
        expect([path, signedIn.status, signedIn.body]).toEqual([path, 404, NOT_FOUND]);
      }
    }
  });

  it('checks a member action body before its group id, as it always did', async () => {
    const res = await api.call('POST', '/api/v1/groups/abc/add-member/', { token, body: {} });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body as object).sort()).toEqual(['role', 'user']);
    const valid = await api.call('POST', '/api/v1/groups/abc/add-member/', {
      token,
      body: { user: 1, role: 'member' },
    });
    expect([valid.status, valid.body]).toEqual([404, NOT_FOUND]);
  });

  it('reads the first value of a repeated query key and names a bad value by its field', async () => {
    const first = await api.call<{ data: unknown[] }>('GET', '/api/v1/groups/?page_size=1&page_size=abc');
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(1);
    const bad = await api.call('GET', '/api/v1/groups/?page_size=abc');
    expect([bad.status, bad.body]).toEqual([400, { page_size: [ID_MESSAGES.invalid] }]);
    const kind = await api.call('GET', '/api/v1/groups/?group_type=planet&page=0');
    expect(kind.status).toBe(400);
    expect(Object.keys(kind.body as object).sort()).toEqual(['group_type', 'page']);
    expect(JSON.stringify(kind.body)).not.toContain('Invalid key');
  });

  it('answers a wrong method as an unknown path, a token first under the member-only prefixes', async () => {
    for (const [method, path] of [
      ['DELETE', '/api/v1/groups/1/'],
      ['PUT', '/api/v1/groups/'],
      ['POST', '/api/v1/sdgs/'],
    ] as const) {
      const res = await api.call(method, path, { token, body: {} });
      expect([method, path, res.status, res.body]).toEqual([method, path, 404, NOT_FOUND]);
    }
    for (const path of ['/api/v1/invitations/abc/', '/api/v1/circle-leader-applications/mine/']) {
      const anonymous = await api.call('DELETE', path);
      expect([path, anonymous.status, anonymous.body]).toEqual([path, 401, NOT_AUTHENTICATED]);
      const signedIn = await api.call('DELETE', path, { token });
      expect([path, signedIn.status, signedIn.body]).toEqual([path, 404, NOT_FOUND]);
    }
    const unknown = await api.call('GET', '/api/v1/invitations/abc/extra/');
    expect([unknown.status, unknown.body]).toEqual([401, NOT_AUTHENTICATED]);
  });

  it('checks a declared body after the token: a missing field gets its own message', async () => {
    const anonymous = await api.call('POST', pathOf(LEADER_APPLICATION_ENDPOINTS.apply), { body: {} });
    expect([anonymous.status, anonymous.body]).toEqual([401, NOT_AUTHENTICATED]);
    const empty = await api.call('POST', pathOf(INVITATION_ENDPOINTS.send), { token, body: {} });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).not.toContain('Invalid key');
    const list = await api.call('POST', pathOf(GROUP_ENDPOINTS.create), { token, body: [1] });
    expect([list.status, list.body]).toEqual([400, { non_field_errors: ['Invalid data. Expected a dictionary.'] }]);
  });
});
