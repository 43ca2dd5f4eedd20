/**
 * The content area on the endpoint table: the worker's paths come from it, and the answers
 * stay what they were before the table (an item id that is no number falls through to the
 * 404 of an unknown path, one that is a number but names no row is a 404 after the token
 * check, a repeated query key counts once, a bad query value gets its field's message, a
 * moderation body is read after the item's 404, a wrong method is an unknown path). Never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_ENDPOINTS, CONTENT_ENDPOINTS, LINK_PREVIEW_ENDPOINT } from '../../contract/content-endpoints';
import { CONTENT_FORM_MESSAGES } from '../../contract/content-forms';
import { pathOf } from '../../contract/endpoint';
import { ID_MESSAGES, MAX_ID } from '../../contract/ids';
import { createTestApi, NOT_AUTHENTICATED, NOT_FOUND, type TestApi } from '../testing';

let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 0, draftJobCount: 0, campusJobCount: 0, jobDemo: false });
  token = (await api.login('admin@example.org')).access;
}, 400_000);
afterAll(() => api?.close());

const BASES = ['resources', 'contents', 'career-tips', 'use-cases', 'ai-tools'] as const;

describe('the content endpoint table', () => {
  it('builds concrete paths', () => {
    expect(pathOf(CONTENT_ENDPOINTS.resource.list)).toBe('/api/v1/resources/');
    expect(pathOf(CONTENT_ENDPOINTS.post.byId, { id: 4 })).toBe('/api/v1/contents/4/');
    expect(pathOf(CONTENT_ENDPOINTS.careertip.bySlug, { slug: 'a b' })).toBe('/api/v1/all-career-tips/slug/a%20b/');
    expect(pathOf(CONTENT_ENDPOINTS.careertip.ofGroup, { id: 2 })).toBe('/api/v1/career-tips/group/2/');
    expect(pathOf(CONTENT_ENDPOINTS.usecase.moderate, { id: 7 })).toBe('/api/v1/use-cases/7/approve-reject/');
    expect(pathOf(CONTENT_ENDPOINTS.aitool.update, { id: 3 })).toBe('/api/v1/ai-tools/3/');
    expect(pathOf(COLLECTION_ENDPOINTS.mine.aitools)).toBe('/api/v1/aitools/me/');
    expect(pathOf(COLLECTION_ENDPOINTS.myFavourites)).toBe('/api/v1/my-favourites/');
    expect(pathOf(LINK_PREVIEW_ENDPOINT)).toBe('/api/v1/link-preview/');
  });

  it('answers an item id that is no number as an unknown path, whatever the token', async () => {
    for (const base of BASES) {
      for (const id of ['abc', '1.5', '-1']) {
        for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
          const path = `/api/v1/${base}/${id}/`;
          const res = await api.call(method, path, method === 'GET' ? {} : { body: {} });
          expect([method, path, res.status, res.body]).toEqual([method, path, 404, NOT_FOUND]);
        }
      }
    }
  });

  it('answers a number that names no row with Not found, after the token check of a write', async () => {
    for (const base of BASES) {
      for (const id of ['0', '007', String(MAX_ID + 1), '999999']) {
        const read = await api.call('GET', `/api/v1/${base}/${id}/`);
        expect([base, id, read.status, read.body]).toEqual([base, id, 404, NOT_FOUND]);
        const path = `/api/v1/${base}/${id}/`;
        const anonymous = await api.call('PATCH', path, { body: {} });
        expect([path, anonymous.status, anonymous.body]).toEqual([path, 401, NOT_AUTHENTICATED]);
        const signedIn = await api.call('PATCH', path, { token, body: { title: '' } });
        expect([path, signedIn.status, signedIn.body]).toEqual([path, 404, NOT_FOUND]);
      }
    }
    const group = await api.call('GET', '/api/v1/career-tips/group/0/');
    expect([group.status, group.body]).toEqual([404, NOT_FOUND]);
  });

  it('reads a moderation action after the item: a missing item is a 404 whatever the body', async () => {
    for (const kind of ['resource', 'careertip', 'usecase', 'aitool'] as const) {
      const path = pathOf(CONTENT_ENDPOINTS[kind].moderate, { id: 999999 });
      const anonymous = await api.call('POST', path, { body: { action: 'maybe' } });
      expect([path, anonymous.status, anonymous.body]).toEqual([path, 401, NOT_AUTHENTICATED]);
      const signedIn = await api.call('POST', path, { token, body: { action: 'maybe' } });
      expect([path, signedIn.status, signedIn.body]).toEqual([path, 404, NOT_FOUND]);
    }
  });

  it('reads the first value of a repeated query key and names a bad value by its field', async () => {
    for (const kind of ['resource', 'post', 'careertip', 'usecase', 'aitool'] as const) {
      const list = pathOf(CONTENT_ENDPOINTS[kind].list);
      const first = await api.call<{ data: unknown[] }>('GET', `${list}?page_size=1&page_size=abc`);
      expect([list, first.status]).toEqual([list, 200]);
      expect(first.body.data.length).toBeLessThanOrEqual(1);
      const bad = await api.call('GET', `${list}?page_size=abc`);
      expect([list, bad.status, bad.body]).toEqual([list, 400, { page_size: [ID_MESSAGES.invalid] }]);
      const two = await api.call('GET', `${list}?status=lost&page=0`);
      expect([list, two.status]).toEqual([list, 400]);
      expect(Object.keys(two.body as object).sort()).toEqual(['page', 'status']);
      expect(JSON.stringify(two.body)).not.toContain('Invalid key');
    }
    const section = await api.call('GET', `${pathOf(COLLECTION_ENDPOINTS.myFavourites)}?type=planet`, { token });
    expect(section.status).toBe(400);
    expect(Object.keys(section.body as object)).toEqual(['type']);
    const mine = await api.call('GET', `${pathOf(COLLECTION_ENDPOINTS.mine.resources)}?page=0`, { token });
    expect(mine.status).toBe(400);
    expect(Object.keys(mine.body as object)).toEqual(['page']);
  });

  it('asks for a token before the query of a member-only read', async () => {
    const anonymous = await api.call('GET', `${pathOf(LINK_PREVIEW_ENDPOINT)}?url=`);
    expect([anonymous.status, anonymous.body]).toEqual([401, NOT_AUTHENTICATED]);
    const missing = await api.call('GET', pathOf(LINK_PREVIEW_ENDPOINT), { token });
    expect([missing.status, missing.body]).toEqual([400, { url: [CONTENT_FORM_MESSAGES.required] }]);
    const favourites = await api.call('GET', `${pathOf(COLLECTION_ENDPOINTS.myFavourites)}?type=planet`);
    expect([favourites.status, favourites.body]).toEqual([401, NOT_AUTHENTICATED]);
  });

  it('checks a declared form after the token: a missing field gets its own message', async () => {
    const anonymous = await api.call('POST', pathOf(CONTENT_ENDPOINTS.careertip.create), { body: {} });
    expect([anonymous.status, anonymous.body]).toEqual([401, NOT_AUTHENTICATED]);
    const empty = await api.call('POST', pathOf(CONTENT_ENDPOINTS.aitool.create), { token, body: {} });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).not.toContain('Invalid key');
    const list = await api.call('POST', pathOf(CONTENT_ENDPOINTS.resource.create), { token, body: [1] });
    expect([list.status, list.body]).toEqual([400, { non_field_errors: ['Invalid data. Expected a dictionary.'] }]);
  });

  it('answers a wrong method as an unknown path', async () => {
    for (const [method, path] of [
      ['PUT', '/api/v1/resources/'],
      ['DELETE', '/api/v1/use-cases/1/'],
      ['DELETE', '/api/v1/ai-tools/1/'],
      ['POST', '/api/v1/contents/1/approve-reject/'],
      ['POST', '/api/v1/link-preview/'],
      ['POST', '/api/v1/my-items/'],
      ['PATCH', '/api/v1/all-career-tips/'],
    ] as const) {
      const res = await api.call(method, path, { token, body: {} });
      expect([method, path, res.status, res.body]).toEqual([method, path, 404, NOT_FOUND]);
    }
  });
});
